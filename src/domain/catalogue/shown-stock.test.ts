import { describe, expect, it } from "vitest";
import { stockShownToUser } from "./shown-stock";

const pick = (variantId: number, keptItem = false) => ({
  selected_variant: { id: variantId },
  keptItem,
});

describe("stockShownToUser (spec 2.10: product stock shown to the user is reduced by the quantity already held in the cart)", () => {
  it("subtracts the picks of the same variant", () => {
    expect(stockShownToUser({ id: 1, stock: 3 }, [pick(1), pick(2), pick(1)])).toBe(1);
  });

  it("never goes below 0", () => {
    expect(stockShownToUser({ id: 1, stock: 1 }, [pick(1), pick(1)])).toBe(0);
    expect(stockShownToUser({ id: 1, stock: "oops" }, [])).toBe(0);
  });

  it("does not count kept items, which are already at the member's home", () => {
    expect(stockShownToUser({ id: 1, stock: 2 }, [pick(1, true)])).toBe(2);
  });
});
