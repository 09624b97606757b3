import { describe, expect, it } from "vitest";
import {
  CHOOSE_ITEMS_MESSAGE,
  returnDueDate,
  returnEmailSubject,
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
  it("names the reference in the subject", () => {
    expect(returnEmailSubject("LR-R-000042")).toBe(
      "Sending your Littlerobe clothes back (LR-R-000042)",
    );
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
