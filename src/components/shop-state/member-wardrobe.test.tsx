import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { productWithStock } from "@/domain/cart/test-fixtures";
import type { CartItem } from "@/domain/cart/types";
import type { SessionMembership } from "@/domain/member/types";
import { startMemberWardrobe, WARDROBE_STARTED_KEY } from "./member-wardrobe";

// A live member's wardrobe starts from the garments they hold (issue 9), once per set of them.
const membership: SessionMembership = {
  paymentPriceId: null,
  state: "active",
  held: [{ variantId: 10, productId: 1 }],
};

/** The shop's cart as React holds it: an update waits in a queue until the next render applies it. */
function wardrobe() {
  const queued: ((cart: CartItem[]) => CartItem[])[] = [];
  let cart: CartItem[] = [];
  return {
    plan: null,
    setPlan: () => undefined,
    updateCart: (change: (cart: CartItem[]) => CartItem[]) => void queued.push(change),
    render: () => {
      for (const change of queued.splice(0)) cart = change(cart);
      return cart;
    },
    queued,
  };
}

beforeEach(() => {
  window.localStorage.clear();
  vi.stubGlobal("fetch", async () => Response.json({ products: [productWithStock(1, { 10: 2 })] }));
});
afterEach(() => vi.unstubAllGlobals());

describe("startMemberWardrobe", () => {
  it("fills the cart with the held garments, and is started once its cart is", async () => {
    const shop = wardrobe();
    await startMemberWardrobe("member-1", membership, [], shop);
    expect(shop.render().map((item) => [item.selected_variant.id, item.keptItem])).toEqual([
      [10, true],
    ]);
    expect(window.localStorage.getItem(WARDROBE_STARTED_KEY)).toBe("member-1:10");
    await startMemberWardrobe("member-1", membership, [], shop);
    expect(shop.queued).toHaveLength(0); // the same garments: nothing to start again
  });

  it("starts again on the next page when the page was left before its cart was stored", async () => {
    const left = wardrobe();
    await startMemberWardrobe("member-1", membership, [], left);
    // The visitor navigated away before React rendered: the update was never applied.
    expect(window.localStorage.getItem(WARDROBE_STARTED_KEY)).toBeNull();
    const next = wardrobe();
    await startMemberWardrobe("member-1", membership, [], next);
    expect(next.render()).toHaveLength(1);
  });
});
