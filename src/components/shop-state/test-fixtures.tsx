/** Builders for component tests of what sits in the shop's state (ShopProvider). */
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { ShopProvider, useShop } from "./shop-provider";

/** The shared site facts a page hands the provider: no plans, no popups. */
export const testSite = {
  subscriptionOptions: [],
  pauseNewMembers: false,
  headerMenu: { shop: "shop now", login: "login", cart: "cart" },
  preview: false,
  popups: [],
};

/**
 * Renders `children` inside the shop's provider; returns a reader of the shop's state as it is now.
 * (A test file mocks `next/navigation` itself: the provider refreshes through the App Router.)
 */
export function renderInShop(children?: ReactNode): () => ReturnType<typeof useShop> {
  let shop!: ReturnType<typeof useShop>;
  function Probe() {
    shop = useShop();
    return null;
  }
  render(
    <ShopProvider site={testSite}>
      {children}
      <Probe />
    </ShopProvider>,
  );
  return () => shop;
}
