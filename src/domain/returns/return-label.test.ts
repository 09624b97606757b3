import { describe, expect, it } from "vitest";
import { RETURNS_PROMISE } from "@/domain/delivery/promises";
import { RETURN_STEPS } from "./return-request";
import {
  DEMO_RETURN_ADDRESS,
  familyName,
  labelFileName,
  localCounterCode,
  localTrackingNumber,
  parseReturnAddress,
  returnLabelQuery,
  returnLabelWords,
  s10CheckDigit,
  type ReturnLabelFacts,
} from "./return-label";

describe("the returns address (RETURN_ADDRESS)", () => {
  it("is read line by line, '|' or new lines between them, the postcode last", () => {
    expect(
      parseReturnAddress(" Littlerobe Returns | Unit 4 |12 Wharf Road|London| N1 7GR "),
    ).toEqual(["Littlerobe Returns", "Unit 4", "12 Wharf Road", "London", "N1 7GR"]);
    expect(parseReturnAddress("Littlerobe\n1 High St\n\nLeeds\nLS1 4AP")).toEqual([
      "Littlerobe",
      "1 High St",
      "Leeds",
      "LS1 4AP",
    ]);
    expect(parseReturnAddress(DEMO_RETURN_ADDRESS)).toHaveLength(5);
  });

  it("refuses fewer than four lines, more than six, a long line or no UK postcode at the end", () => {
    expect(parseReturnAddress("Littlerobe|Leeds|LS1 4AP")).toBeNull();
    expect(parseReturnAddress("A|B|C|D|E|F|LS1 4AP")).toBeNull();
    expect(parseReturnAddress("A|B|C|D|E|LS1 4AP")).toHaveLength(6);
    expect(parseReturnAddress(`Littlerobe|${"x".repeat(101)}|Leeds|LS1 4AP`)).toBeNull();
    expect(parseReturnAddress(`Littlerobe|${"x".repeat(100)}|Leeds|LS1 4AP`)).toHaveLength(4);
    expect(parseReturnAddress("Littlerobe|1 High St|Leeds|England")).toBeNull();
  });
});

describe("the local carrier's tracking number", () => {
  it("carries the UPU S10 check digit of Royal Mail's numbers", () => {
    // The S10 standard's own example: AA 47312482 9 GB.
    expect(s10CheckDigit("47312482")).toBe(9);
    // 11 - (sum mod 11) is 10 → 0, and 11 → 5.
    expect(s10CheckDigit("00000001")).toBe(4);
    expect(s10CheckDigit("00004000")).toBe(0);
    expect(s10CheckDigit("00000000")).toBe(5);
  });

  it("is the same for the same return, different for another", () => {
    expect(localTrackingNumber(42)).toBe("LR000000425GB");
    expect(localTrackingNumber(42)).toBe(localTrackingNumber(42));
    expect(localTrackingNumber(43)).not.toBe(localTrackingNumber(42));
    expect(localTrackingNumber(123_456_789)).toMatch(/^LR23456789\dGB$/);
  });

  it("goes with the reference into the counter's QR code", () => {
    expect(localCounterCode("LR-R-000042", "LR000000425GB")).toBe(
      "LITTLEROBE RETURN LR-R-000042 LR000000425GB",
    );
  });
});

describe("the label's words", () => {
  const facts: ReturnLabelFacts = {
    reference: "LR-R-000042",
    trackingNumber: "LR000000425GB",
    familyName: "Amelia Jones",
    familyPostcode: "M20 2RN",
    returnAddress: ["Littlerobe Returns", "12 Wharf Road", "London", "N1 7GR"],
    dueDate: "2026-12-02",
    itemCount: 2,
    hasCounterCode: true,
  };

  it("say where it goes, from whom, the reference and what to do at the Post Office", () => {
    expect(returnLabelWords(facts, (day) => `day ${day}`)).toEqual({
      heading: "PREPAID RETURN",
      subheading: "Postage paid by Littlerobe. No stamp needed.",
      to: ["Littlerobe Returns", "12 Wharf Road", "London", "N1 7GR"],
      from: ["Amelia Jones", "M20 2RN"],
      reference: "LR-R-000042",
      tracking: "Tracking number LR000000425GB",
      contents: "Contents: 2 pieces of Littlerobe clothing",
      steps: [
        "Drop this parcel at any Post Office. There is nothing to pay.",
        "Stick this label on the parcel and cover any old labels.",
        "No printer? Show the QR code on your phone at the counter instead.",
        "Please post it by day 2026-12-02. Keep your receipt until we confirm it arrived.",
      ],
    });
  });

  it("offer the QR code only when there is one, and leave out what is not known", () => {
    const words = returnLabelWords(
      { ...facts, hasCounterCode: false, trackingNumber: null, familyPostcode: null, itemCount: 1 },
      String,
    );
    expect(words.steps.join(" ")).not.toContain("QR");
    expect(words.tracking).toBeNull();
    expect(words.from).toEqual(["Amelia Jones"]);
    expect(words.contents).toBe("Contents: 1 piece of Littlerobe clothing");
  });

  it("name the family, never by their e-mail", () => {
    expect(familyName(" Amelia ", "Jones")).toBe("Amelia Jones");
    expect(familyName("Amelia", null)).toBe("Amelia");
    expect(familyName(null, "  ")).toBe("A Littlerobe family");
  });

  it("download under the return's reference", () => {
    expect(labelFileName("LR-R-000042")).toBe("littlerobe-return-LR-R-000042.pdf");
  });
});

describe("GET /api/returns/{id}/label's query", () => {
  it("is the PDF unless the QR code is asked for; nothing else", () => {
    expect(returnLabelQuery.parse({})).toEqual({ format: "pdf" });
    expect(returnLabelQuery.parse({ format: "qr" })).toEqual({ format: "qr" });
    expect(returnLabelQuery.safeParse({ format: "png" }).success).toBe(false);
  });
});

describe("what the shop promises about returns", () => {
  it("is the prepaid label and a Post Office, never a collection that does not exist", () => {
    expect(RETURNS_PROMISE).toBe(
      "Swaps and returns are free: print the prepaid return label from your account and drop the parcel at any Post Office.",
    );
    expect([RETURNS_PROMISE, ...RETURN_STEPS].join(" ")).not.toMatch(/collect|courier|book/i);
    expect(RETURN_STEPS[1]).toBe(
      "Print the prepaid label from your account page and stick it on the parcel.",
    );
  });
});
