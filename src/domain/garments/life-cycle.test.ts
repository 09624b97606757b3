import { describe, expect, it } from "vitest";
import { PRODUCT_ITEM_STATUSES, type ProductItemStatus } from "@/domain/enums";
import {
  GARMENT_TRANSITIONS,
  allowedNextStatuses,
  canTransition,
  isProductItemStatus,
} from "./life-cycle";

describe("garment life cycle (spec 1: stocked, rented, returned, cleaned, rented again, resold, sold or retired)", () => {
  it("runs the rental loop: storage → held → customer → returning → cleaning → storage", () => {
    const loop: ProductItemStatus[] = [
      "STORAGE",
      "HOLD",
      "CUSTOMER",
      "RETURNING",
      "IN_CLEANING",
      "STORAGE",
    ];
    for (let i = 1; i < loop.length; i++) {
      expect(canTransition(loop[i - 1] ?? null, loop[i] ?? "SOLD")).toBe(true);
    }
    expect(
      canTransition("STORAGE", "STORAGE_HOLD") && canTransition("STORAGE_HOLD", "CUSTOMER"),
    ).toBe(true);
  });

  it("starts new garments in INITIATED or, for imported stock, storage", () => {
    expect(allowedNextStatuses(null)).toEqual(["INITIATED", "STORAGE_APPROVE", "STORAGE"]);
    expect(canTransition(null, "CUSTOMER")).toBe(false);
  });

  it("refuses shortcuts that skip a step", () => {
    expect(canTransition("STORAGE", "CUSTOMER")).toBe(false);
    expect(canTransition("CUSTOMER", "STORAGE")).toBe(false);
    expect(canTransition("RETURNING", "HOLD")).toBe(false);
    expect(canTransition("INITIATED", "HOLD")).toBe(false);
  });

  it("treats SOLD as final", () => {
    expect(allowedNextStatuses("SOLD")).toEqual([]);
    for (const to of PRODUCT_ITEM_STATUSES) expect(canTransition("SOLD", to)).toBe(false);
  });

  it("lets every status but SOLD be flagged as a PROBLEM, and PROBLEM be resolved", () => {
    for (const from of PRODUCT_ITEM_STATUSES) {
      expect(canTransition(from, "PROBLEM")).toBe(from !== "SOLD" && from !== "PROBLEM");
    }
    expect(canTransition("PROBLEM", "STORAGE")).toBe(true);
    expect(canTransition("PROBLEM", "INITIATED")).toBe(false);
  });

  it("lets retired garments be sold", () => {
    expect(canTransition("RESALE", "SOLD") && canTransition("EX_HIRE", "SOLD")).toBe(true);
  });

  it("never moves a status to itself and only names known statuses", () => {
    for (const [from, next] of Object.entries(GARMENT_TRANSITIONS)) {
      expect(next).not.toContain(from);
      expect(next.every(isProductItemStatus)).toBe(true);
    }
    expect(Object.keys(GARMENT_TRANSITIONS).sort()).toEqual([...PRODUCT_ITEM_STATUSES].sort());
  });

  it("reaches every status from a new garment", () => {
    const seen = new Set<ProductItemStatus>(allowedNextStatuses(null));
    const queue = [...seen];
    while (queue.length > 0) {
      for (const next of allowedNextStatuses(queue.shift() ?? "SOLD")) {
        if (!seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
    expect([...seen].sort()).toEqual([...PRODUCT_ITEM_STATUSES].sort());
  });
});
