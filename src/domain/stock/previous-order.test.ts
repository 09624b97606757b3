import { describe, expect, it } from "vitest";
import { findPreviousOrder } from "./previous-order";

const orders = [
  { id: 3, status: "ORDER_ACTIVE" },
  { id: 5, status: "ORDER_FINALISED" },
  { id: 7, status: "PLACED" },
  { id: 8, status: "ORDER_PLACED_PAYMENT_CANCELLED" },
  { id: 10, status: "ORDER_PLACED" },
  { id: 12, status: "ORDER_PROCESSING" },
];

describe("findPreviousOrder (spec 4.8: ACTIVE or PLACED with the highest id lower than the current order's id)", () => {
  it("takes the highest ACTIVE/PLACED id below the current one", () => {
    expect(findPreviousOrder(orders, 10)?.id).toBe(7);
    expect(findPreviousOrder(orders, 9)?.id).toBe(7);
    expect(findPreviousOrder(orders, 7)?.id).toBe(3);
  });

  it("is undefined when no earlier order qualifies", () => {
    expect(findPreviousOrder(orders, 3)).toBeUndefined();
    expect(findPreviousOrder([], 3)).toBeUndefined();
  });

  it("uses the newest such order without a current id", () => {
    expect(findPreviousOrder(orders)?.id).toBe(10);
    expect(findPreviousOrder(orders, null)?.id).toBe(10);
  });
});
