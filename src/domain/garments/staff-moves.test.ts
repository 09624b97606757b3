import { describe, expect, it } from "vitest";
import {
  isOnShelf,
  REASON_MESSAGE,
  retireRequest,
  retirementRefusal,
  SOLD_PRICE_MESSAGE,
  staffMoveRefusal,
  staffMoveRequest,
} from "./staff-moves";

describe("staffMoveRequest", () => {
  it("takes a hand move with a reason", () => {
    expect(staffMoveRequest.parse({ to: "IN_CLEANING", reason: " Stained " })).toEqual({
      to: "IN_CLEANING",
      reason: "Stained",
    });
  });

  it("refuses member moves, retirements and a blank reason", () => {
    for (const to of ["CUSTOMER", "HOLD", "RETURNING", "SOLD", "nonsense"])
      expect(staffMoveRequest.safeParse({ to, reason: "x" }).success).toBe(false);
    const blank = staffMoveRequest.safeParse({ to: "PROBLEM", reason: "   " });
    expect(blank.error?.issues[0]?.message).toBe(REASON_MESSAGE);
    const long = staffMoveRequest.safeParse({ to: "PROBLEM", reason: "x".repeat(501) });
    expect(long.error?.issues[0]?.message).toBe("Maximum 500 characters");
  });
});

describe("retireRequest", () => {
  it("needs a price for a sale, and only then", () => {
    const sold = retireRequest.safeParse({ disposition: "SOLD", reason: "Sold at the fair" });
    expect(sold.error?.issues[0]).toMatchObject({
      message: SOLD_PRICE_MESSAGE,
      path: ["soldPrice"],
    });
    expect(
      retireRequest.parse({ disposition: "SOLD", reason: "Fair", soldPrice: 12.5 }),
    ).toMatchObject({ soldPrice: 12.5 });
    expect(retireRequest.parse({ disposition: "RESALE", reason: "Faded" })).toEqual({
      disposition: "RESALE",
      reason: "Faded",
    });
  });

  it("refuses negative or fractional-penny prices and unknown dispositions", () => {
    const base = { disposition: "SOLD", reason: "Fair" };
    expect(retireRequest.safeParse({ ...base, soldPrice: -1 }).success).toBe(false);
    expect(retireRequest.safeParse({ ...base, soldPrice: 1.005 }).success).toBe(false);
    expect(retireRequest.safeParse({ disposition: "STORAGE", reason: "x" }).success).toBe(false);
  });
});

describe("staffMoveRefusal and retirementRefusal", () => {
  it("allow life-cycle moves staff make by hand", () => {
    expect(staffMoveRefusal("IN_CLEANING", "STORAGE")).toBeNull();
    expect(staffMoveRefusal("RETURNING", "PROBLEM")).toBeNull();
    expect(retirementRefusal("STORAGE", "SOLD")).toBeNull();
  });

  it("refuse the rest with a reason staff can read", () => {
    expect(staffMoveRefusal("SOLD", "STORAGE")).toBe("A garment in SOLD cannot move to STORAGE.");
    expect(staffMoveRefusal("STORAGE", "CUSTOMER")).toBe(
      "CUSTOMER is not a move staff make by hand.",
    );
    expect(retirementRefusal("CUSTOMER", "RESALE")).toBe(
      "A garment in CUSTOMER cannot be retired to RESALE.",
    );
  });

  it("count only a garment in storage as on the shelf", () => {
    expect(isOnShelf("STORAGE")).toBe(true);
    expect(isOnShelf("STORAGE_APPROVE")).toBe(false);
    expect(isOnShelf("HOLD")).toBe(false);
  });
});
