import { act, cleanup, render, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { pickOf, productWithStock } from "@/domain/cart/test-fixtures";
import type { CartItem, CartPlan } from "@/domain/cart/types";
import { ShopProvider, useShop } from "./shop-provider";

// The App Router is not mounted in a component test; the provider only refreshes through it.
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: () => undefined }) }));

const site = {
  profile: null,
  subscriptionOptions: [],
  pauseNewMembers: false,
  headerMenu: { shop: "shop now", login: "login", cart: "cart" },
  preview: false,
  popups: [],
};
const item: CartItem = pickOf(productWithStock(1, { 10: 2 }), 10, "a");
const plan: CartPlan = { plan: "Subscription A", limit: 5, price: 25, paymentPriceId: "price_a" };

function renderShop() {
  let shop!: ReturnType<typeof useShop>;
  function Probe() {
    shop = useShop();
    return null;
  }
  render(
    <ShopProvider site={site}>
      <Probe />
    </ShopProvider>,
  );
  return () => shop;
}

beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

describe("the cart and plan in browser storage (spec 3.5, 9: keys 'cart' and 'subscriptionOptionNew')", () => {
  it("reads back what a previous visit stored under the spec's keys", async () => {
    window.localStorage.setItem("cart", JSON.stringify([item]));
    window.localStorage.setItem("subscriptionOptionNew", JSON.stringify(plan));
    const shop = renderShop();
    await waitFor(() => expect(shop().hydrated).toBe(true));
    expect(shop().cart).toEqual([item]);
    expect(shop().plan).toEqual(plan);
  });

  it("stores a changed cart and plan under the spec's keys, and forgets a removed plan", async () => {
    const shop = renderShop();
    await waitFor(() => expect(shop().hydrated).toBe(true));
    act(() => {
      shop().setPlan(plan);
      shop().setCart([item]);
    });
    expect(JSON.parse(window.localStorage.getItem("cart") ?? "null")).toEqual([item]);
    expect(JSON.parse(window.localStorage.getItem("subscriptionOptionNew") ?? "null")).toEqual(
      plan,
    );
    act(() => shop().setPlan(null));
    expect(window.localStorage.getItem("subscriptionOptionNew")).toBeNull();
  });
});
