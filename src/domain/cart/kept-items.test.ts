import { describe, expect, it } from "vitest";
import { option, product, variant } from "@/domain/catalogue/test-fixtures";
import { keptItemsFromProducts, memberCartPlan, startWardrobe, wardrobeKey } from "./kept-items";
import type { CartItem } from "./types";

const uids = () => {
  let n = 0;
  return () => `uid-${++n}`;
};
const dress = product(1, {
  name: "Needlecord Dress",
  product_variants: [
    variant(11, 1, { size: option(1, "3-6 months"), color: option(9, "Navy"), stock: 0 }),
    variant(12, 1, { size: option(2, "6-9 months"), stock: 4 }),
  ],
});

describe("a live member's wardrobe (issue 9)", () => {
  it("has one kept item per held garment, whatever its stock", () => {
    const items = keptItemsFromProducts(
      [
        { variantId: 11, productId: 1 },
        { variantId: 11, productId: 1 },
        { variantId: 12, productId: 1 },
      ],
      [dress],
      uids(),
    );
    expect(items.map((i) => [i.selected_variant.id, i.keptItem, i.uid])).toEqual([
      [11, true, "uid-1"],
      [11, true, "uid-2"],
      [12, true, "uid-3"],
    ]);
    expect(items[0]!.selected_variant.size?.name).toBe("3-6 months");
    expect(items[0]!.selected_variant.color?.name).toBe("Navy");
    expect(items[0]!.unavailable).toBe(false);
  });

  it("leaves out a garment whose product or variant is no longer listed", () => {
    expect(
      keptItemsFromProducts(
        [
          { variantId: 99, productId: 1 },
          { variantId: 11, productId: 2 },
        ],
        [dress],
        uids(),
      ),
    ).toEqual([]);
  });

  it("does not count again a pick the member now holds (its order was placed)", () => {
    const [held] = keptItemsFromProducts([{ variantId: 11, productId: 1 }], [dress], uids());
    const sameVariant = { ...held!, uid: "pick-11", keptItem: false } as CartItem;
    const twice = { ...held!, uid: "pick-11-b", keptItem: false } as CartItem;
    const other = keptItemsFromProducts([{ variantId: 12, productId: 1 }], [dress], uids());
    const otherPick = { ...other[0]!, uid: "pick-12", keptItem: false } as CartItem;
    expect(startWardrobe([sameVariant, otherPick, twice], [held!]).map((i) => i.uid)).toEqual([
      "uid-1",
      "pick-12",
      "pick-11-b",
    ]);
  });

  it("starts from the held garments and keeps new picks already made, dropping old kept ones", () => {
    const [kept] = keptItemsFromProducts([{ variantId: 11, productId: 1 }], [dress], uids());
    const [other] = keptItemsFromProducts([{ variantId: 12, productId: 1 }], [dress], uids());
    const oldKept = { ...kept!, uid: "old", keptItem: true } as CartItem;
    const pick = { ...other!, uid: "new-pick", keptItem: false } as CartItem;
    expect(startWardrobe([oldKept, pick], [kept!]).map((i) => i.uid)).toEqual([
      "uid-1",
      "new-pick",
    ]);
  });

  it("keys the start on the member and the held variants, in any order", () => {
    expect(
      wardrobeKey("amelia", [
        { variantId: 12, productId: 1 },
        { variantId: 3, productId: 2 },
      ]),
    ).toBe("amelia:3,12");
    expect(wardrobeKey("amelia", [])).toBe("amelia:");
  });

  it("holds the plan the member pays for", () => {
    const plans = [{ plan: "Subscription B", limit: 10, price: 45, paymentPriceId: "price_b" }];
    expect(memberCartPlan(plans, "price_b")).toEqual(plans[0]);
    expect(memberCartPlan(plans, "price_x")).toBeNull();
    expect(memberCartPlan(plans, null)).toBeNull();
  });
});
