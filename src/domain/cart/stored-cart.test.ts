import { describe, expect, it } from "vitest";
import { parseStoredCart, parseStoredPlan, planFromSubscriptionOption } from "./stored-cart";
import { pickOf, productWithStock } from "./test-fixtures";

const p = productWithStock(1, { 10: 2 });
const item = pickOf(p, 10, "a");

describe("parseStoredCart (browser key 'cart')", () => {
  it("reads back a stored cart", () => {
    expect(parseStoredCart(JSON.stringify([item, { ...item, uid: "b", keptItem: true }]))).toEqual([
      item,
      { ...item, uid: "b", keptItem: true },
    ]);
  });

  it("discards unreadable storage", () => {
    for (const raw of [null, undefined, "", "{not json", "{}", "42", '"cart"']) {
      expect(parseStoredCart(raw)).toEqual([]);
    }
  });

  it("drops entries that are not cart items and keeps the rest", () => {
    const broken = { ...item, selected_variant: { ...item.selected_variant, id: "ten" } };
    expect(parseStoredCart(JSON.stringify([broken, item, null, { uid: "x" }]))).toEqual([item]);
  });
});

describe("parseStoredPlan (browser key 'subscriptionOptionNew')", () => {
  it("reads back a stored plan, accepting numeric strings", () => {
    expect(
      parseStoredPlan(
        JSON.stringify({
          plan: "Subscription B",
          limit: "6",
          price: "39.5",
          paymentPriceId: "price_b",
        }),
      ),
    ).toEqual({
      plan: "Subscription B",
      limit: 6,
      price: 39.5,
      paymentPriceId: "price_b",
    });
  });

  it("gives no plan for missing or corrupted storage", () => {
    for (const raw of [
      null,
      "oops",
      "[]",
      JSON.stringify({ plan: "Subscription A", limit: 0, price: 1, paymentPriceId: "p" }),
      JSON.stringify({ plan: "A", limit: "many", price: 1, paymentPriceId: "p" }),
    ]) {
      expect(parseStoredPlan(raw)).toBeNull();
    }
  });
});

describe("planFromSubscriptionOption (spec 3.5: held in the basket as plan, limit, price and price id)", () => {
  it("maps a settings option", () => {
    expect(
      planFromSubscriptionOption({
        option: "Subscription C",
        optionPrice: "49",
        optionLimit: "8",
        paymentId: "price_c",
      }),
    ).toEqual({
      plan: "Subscription C",
      limit: 8,
      price: 49,
      paymentPriceId: "price_c",
    });
  });
});
