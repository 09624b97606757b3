import { describe, expect, it } from "vitest";
import { addToCart, cartTotal, removeFromCart } from "./cart-rules";
import { pickOf, productWithStock } from "./test-fixtures";
import type { CartPlan } from "./types";

const plan: CartPlan = { plan: "Subscription A", limit: 2, price: 25, paymentPriceId: "price_a" };
const p = productWithStock(1, { 10: 3, 11: 0 });
const inStock = pickOf(p, 10, "a");
const soldOut = pickOf(p, 11, "b");

describe("addToCart (spec 4.6)", () => {
  it("adds an item only when its selected variant has stock above 0", () => {
    expect(addToCart([], inStock, plan)).toMatchObject({ cart: [inStock], added: true });
    expect(addToCart([], soldOut, plan)).toEqual({ cart: [], added: false, openBasket: false });
  });

  it("always adds a kept item", () => {
    const kept = { ...soldOut, keptItem: true };
    expect(addToCart([], kept, plan).cart).toEqual([kept]);
  });

  it("opens the basket when the cart size then equals the plan limit", () => {
    const first = addToCart([], inStock, plan);
    expect(first.openBasket).toBe(false);
    const second = addToCart(first.cart, { ...inStock, uid: "c" }, plan);
    expect(second.openBasket).toBe(true);
    expect(addToCart(second.cart, { ...inStock, uid: "d" }, plan).openBasket).toBe(false);
    expect(addToCart([inStock], { ...inStock, uid: "e" }, null).openBasket).toBe(false);
  });

  it("does not change the cart it was given", () => {
    const cart = [inStock];
    addToCart(cart, { ...inStock, uid: "z" }, plan);
    expect(cart).toHaveLength(1);
  });
});

describe("removeFromCart", () => {
  it("removes the item with that uid only", () => {
    expect(removeFromCart([inStock, { ...inStock, uid: "c" }], "a").map((i) => i.uid)).toEqual([
      "c",
    ]);
  });
});

describe("cartTotal (spec 4.6: the sum of the products' rrp, taken as integers)", () => {
  it("adds rrp values read as integers", () => {
    const items = [
      { ...inStock, product: { ...inStock.product, rrp: "42.99" } },
      { ...inStock, product: { ...inStock.product, rrp: 30 } },
      { ...inStock, product: { ...inStock.product, rrp: 12.5 } },
      { ...inStock, product: { ...inStock.product, rrp: null } },
    ];
    expect(cartTotal(items)).toBe(84);
  });
});
