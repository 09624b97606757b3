import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { pickOf, productWithStock } from "@/domain/cart/test-fixtures";
import type { CartItem, CartPlan } from "@/domain/cart/types";
import { renderInShop } from "@/components/shop-state/test-fixtures";
import { ProductPicker, type PickerProduct } from "./product-picker";

// The App Router is not mounted in a component test; the provider only refreshes through it.
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: () => undefined }) }));

const plan: CartPlan = { plan: "Subscription A", limit: 2, price: 25, paymentPriceId: "price_a" };
const earlierPick: CartItem = pickOf(productWithStock(1, { 10: 3 }), 10, "earlier");
const blouse = productWithStock(2, { 20: 4, 21: 4 }) as PickerProduct;

beforeEach(() => {
  window.localStorage.clear();
  vi.stubGlobal("fetch", async () => Response.json({ profile: null }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it("'Add to wardrobe' waits until the stored wardrobe is read, then adds to it and opens the basket at the limit", async () => {
  // A previous visit left one piece and a plan of two in this browser.
  window.localStorage.setItem("cart", JSON.stringify([earlierPick]));
  window.localStorage.setItem("subscriptionOptionNew", JSON.stringify(plan));
  const shop = renderInShop(<ProductPicker product={blouse} />);
  const add = screen.getByRole("button", { name: "Add to wardrobe" });
  fireEvent.click(screen.getByRole("radio", { name: /^Size 1/ }));
  // Before this browser's storage is read, an add would go to an empty wardrobe.
  expect(shop().hydrated).toBe(false);
  expect((add as HTMLButtonElement).disabled).toBe(true);
  // Browser tests wait for this mark before asking whether a size can be added (openProduct).
  const picker = add.closest("[data-ready]");
  expect(picker?.getAttribute("data-ready")).toBe("false");
  await waitFor(() => expect((add as HTMLButtonElement).disabled).toBe(false));
  expect(picker?.getAttribute("data-ready")).toBe("true");
  fireEvent.click(add);

  expect(shop().cart).toHaveLength(2);
  expect(shop().cart[0]).toEqual(earlierPick);
  expect(shop().cart[1]?.selected_variant.id).toBe(21);
  expect(JSON.parse(window.localStorage.getItem("cart") ?? "[]")).toHaveLength(2);
  expect(shop().modal).toEqual({ kind: "basket" });
});
