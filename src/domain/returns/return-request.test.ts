import { describe, expect, it } from "vitest";
import {
  CHOOSE_ITEMS_MESSAGE,
  returnDueDate,
  returnEmailSubject,
  returnEmailText,
  returnIdFromReference,
  returnReference,
  returnRequest,
} from "./return-request";

describe("returnRequest", () => {
  it("accepts garment ids, as numbers or id text, once each", () => {
    expect(returnRequest.parse({ productItemIds: [3, "7", 3] })).toEqual({
      productItemIds: [3, 7],
    });
  });

  it("refuses an empty choice with the message a member reads", () => {
    const result = returnRequest.safeParse({ productItemIds: [] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(CHOOSE_ITEMS_MESSAGE);
  });

  it("refuses a missing list, non-ids and more than 30 items", () => {
    expect(returnRequest.safeParse({}).error?.issues[0]?.message).toBe(CHOOSE_ITEMS_MESSAGE);
    expect(returnRequest.safeParse({ productItemIds: [0] }).success).toBe(false);
    expect(returnRequest.safeParse({ productItemIds: ["1e3"] }).success).toBe(false);
    const many = Array.from({ length: 31 }, (_, i) => i + 1);
    expect(returnRequest.safeParse({ productItemIds: many }).error?.issues[0]?.message).toBe(
      "At most 30 items on one return.",
    );
    expect(returnRequest.safeParse({ productItemIds: many.slice(1) }).success).toBe(true);
  });
});

describe("returnDueDate", () => {
  it("gives a week to post the parcel, across months and years", () => {
    expect(returnDueDate("2026-11-25")).toBe("2026-12-02");
    expect(returnDueDate("2026-12-28")).toBe("2027-01-04");
    expect(returnDueDate("2028-02-25")).toBe("2028-03-03");
  });
});

describe("returnReference", () => {
  it("pads the return's number to six digits", () => {
    expect(returnReference(42)).toBe("LR-R-000042");
    expect(returnReference(1234567)).toBe("LR-R-1234567");
  });
});

describe("the return e-mail", () => {
  const facts = {
    firstName: "Amelia",
    reference: "LR-R-000042",
    dueDate: "2026-12-02",
    items: ["Fox Romper, 3-6 months", "Breton Top, 2-3 years"],
    cause: "requested" as const,
  };

  it("names the reference, the garments, the day and the steps", () => {
    expect(returnEmailSubject("LR-R-000042")).toBe(
      "Sending your Littlerobe clothes back (LR-R-000042)",
    );
    expect(returnEmailText(facts, (day) => `day ${day}`)).toBe(
      [
        "Hello Amelia,",
        "",
        "Thank you for letting us know you are sending these back:",
        "- Fox Romper, 3-6 months",
        "- Breton Top, 2-3 years",
        "",
        "Your return reference: LR-R-000042",
        "Please post it by day 2026-12-02.",
        "",
        "1. Pack the items in the bag they came in (any sturdy bag will do).",
        "2. Print the prepaid label from your account page and stick it on the parcel.",
        "3. Drop it at any Post Office before the due date. The postage is paid: there is nothing to pay.",
        "",
        "You can follow your return on your account page.",
        "",
        "Littlerobe",
      ].join("\n"),
    );
  });

  it("says why the return started, and greets a member with no name", () => {
    const swapped = returnEmailText({ ...facts, cause: "swapped", firstName: null }, String);
    expect(swapped).toContain("Hello there,");
    expect(swapped).toContain("Your new wardrobe is on its way.");
    const ended = returnEmailText({ ...facts, cause: "membership_ended" }, String);
    expect(ended).toContain("We are sorry to see you go.");
  });

  it("reads the return a partner's update names: our reference, or a bare id (issue 23)", () => {
    expect(returnIdFromReference(returnReference(42))).toBe(42);
    expect(returnIdFromReference("42")).toBe(42);
    for (const other of ["LR-WH-RET-000042", "LR-R-", "LR-R-42x", "0", "99999999999", ""])
      expect(returnIdFromReference(other), other).toBeNull();
  });
});

describe("the largest return reference", () => {
  it("is the largest id the database holds", () => {
    expect(returnIdFromReference("LR-R-2147483647")).toBe(2_147_483_647);
    expect(returnIdFromReference("LR-R-2147483648")).toBeNull();
  });
});
