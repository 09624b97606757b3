import { describe, expect, it } from "vitest";
import { PRODUCT_ITEM_STATUSES } from "@/domain/enums";
import { retirementsFrom, staffMovesFrom, STATUS_LABELS } from "./garment-actions";

describe("the moves the garment page offers", () => {
  it("offers only hand moves the life cycle allows", () => {
    expect(staffMovesFrom("IN_CLEANING")).toEqual(["STORAGE_APPROVE", "STORAGE", "PROBLEM"]);
    expect(staffMovesFrom("STORAGE")).toEqual(["IN_CLEANING", "PROBLEM"]);
    expect(staffMovesFrom("PROBLEM")).toEqual(["STORAGE_APPROVE", "STORAGE", "IN_CLEANING"]);
    // Moves tied to a member follow the checkout and the warehouse, not staff.
    expect(staffMovesFrom("CUSTOMER")).toEqual(["PROBLEM"]);
    expect(staffMovesFrom("SOLD")).toEqual([]);
  });

  it("offers the retirements allowed from the status", () => {
    expect(retirementsFrom("STORAGE")).toEqual(["RESALE", "EX_HIRE", "SOLD"]);
    expect(retirementsFrom("IN_CLEANING")).toEqual(["RESALE", "EX_HIRE"]);
    expect(retirementsFrom("HOLD")).toEqual([]);
    expect(retirementsFrom("SOLD")).toEqual([]);
  });

  it("names every status", () => {
    for (const status of PRODUCT_ITEM_STATUSES) expect(STATUS_LABELS[status]).toBeTruthy();
  });
});
