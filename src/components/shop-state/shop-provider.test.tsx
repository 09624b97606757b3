import { act, cleanup, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { pickOf, productWithStock } from "@/domain/cart/test-fixtures";
import type { CartItem, CartPlan } from "@/domain/cart/types";
import { renderInShop } from "./test-fixtures";

// The App Router is not mounted in a component test; the provider only refreshes through it.
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: () => undefined }) }));

const item: CartItem = pickOf(productWithStock(1, { 10: 2 }), 10, "a");
const plan: CartPlan = { plan: "Subscription A", limit: 5, price: 25, paymentPriceId: "price_a" };

/** The answer GET /api/session gives this test's browser. */
let sessionAnswer: () => Response;
const sessionRequests: string[] = [];

beforeEach(() => {
  window.localStorage.clear();
  sessionRequests.length = 0;
  sessionAnswer = () => Response.json({ profile: null });
  vi.stubGlobal("fetch", async (url: string) => {
    sessionRequests.push(String(url));
    return sessionAnswer();
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("who is browsing (issue 8: pages are shared, the session is asked for by the browser)", () => {
  const member = { firstName: "Amara", favouriteProductIds: [3] };

  it("is unknown until GET /api/session answers, then the member's profile", async () => {
    sessionAnswer = () => Response.json({ profile: member });
    const shop = renderInShop();
    expect(shop().sessionKnown).toBe(false);
    expect(shop().profile).toBeNull();
    await waitFor(() => expect(shop().sessionKnown).toBe(true));
    expect(shop().profile).toMatchObject(member);
    expect(sessionRequests[0]).toMatch(/^\/api\/session\??$/);
  });

  it("is a guest when the answer is null or the request fails, and asks again on refresh", async () => {
    sessionAnswer = () =>
      Response.json({ error: { code: "unavailable", message: "x" } }, { status: 503 });
    const shop = renderInShop();
    await waitFor(() => expect(shop().sessionKnown).toBe(true));
    expect(shop().profile).toBeNull();
    sessionAnswer = () => Response.json({ profile: member });
    await act(() => shop().refreshSession());
    expect(shop().profile).toMatchObject(member);
    expect(sessionRequests).toHaveLength(2);
  });
});

describe("the cart and plan in browser storage (spec 3.5, 9: keys 'cart' and 'subscriptionOptionNew')", () => {
  it("reads back what a previous visit stored under the spec's keys", async () => {
    window.localStorage.setItem("cart", JSON.stringify([item]));
    window.localStorage.setItem("subscriptionOptionNew", JSON.stringify(plan));
    const shop = renderInShop();
    await waitFor(() => expect(shop().hydrated).toBe(true));
    expect(shop().cart).toEqual([item]);
    expect(shop().plan).toEqual(plan);
  });

  it("stores a changed cart and plan under the spec's keys, and forgets a removed plan", async () => {
    const shop = renderInShop();
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
