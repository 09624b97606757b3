"use client";

import { useEffect, useRef } from "react";
import { useShop } from "@/components/shop-state/shop-provider";
import { CHECKOUT_DRAFT_KEY } from "@/domain/checkout/checkout-draft";
import { WARDROBE_STARTED_KEY } from "@/components/shop-state/member-wardrobe";

/**
 * After a placed order the browser's picks are done with: the wardrobe empties once, and a member's
 * next wardrobe starts again from the garments they now hold.
 */
export function ClearWardrobe() {
  const { hydrated, setCart } = useShop();
  const done = useRef(false);
  useEffect(() => {
    if (!hydrated || done.current) return;
    done.current = true;
    try {
      window.localStorage.removeItem(WARDROBE_STARTED_KEY);
      // The order is placed: the next checkout starts afresh (issue 26).
      window.sessionStorage.removeItem(CHECKOUT_DRAFT_KEY);
    } catch {
      // storage blocked: nothing stored to forget
    }
    setCart([]);
  }, [hydrated, setCart]);
  return null;
}
