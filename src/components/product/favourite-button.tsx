"use client";

import { useState } from "react";
import { callApi } from "@/components/api/call-api";
import { useShop } from "@/components/shop-state/shop-provider";
import styles from "./product.module.css";

/**
 * The favourite heart (spec 2.10, 4.5): a guest gets the sign-in prompt; a member toggles the
 * favourite through POST /api/favourites {product_id} → {favourite}. The heart shows the shop's
 * profile, which the answer updates, so a page shown again (back, forward) shows what the server holds.
 */
export function FavouriteButton({ productId }: { productId: number }) {
  const { profile, sessionKnown, openModal, setFavourite } = useShop();
  const favourite = profile?.favouriteProductIds.includes(productId) ?? false;
  const [busy, setBusy] = useState(false);

  const toggle = async () => {
    if (!profile) {
      openModal({ kind: "sign-in-prompt" });
      return;
    }
    setBusy(true);
    try {
      // The contracts (zod and the form schemas) load on the first click, not with the page.
      const { toggleFavouriteContract } = await import("@/domain/api/contracts");
      const result = await callApi(toggleFavouriteContract, { product_id: productId });
      if (result.ok) setFavourite(productId, result.data.favourite);
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className={styles.heart}
      aria-label={favourite ? "Remove from favourites" : "Add to favourites"}
      aria-pressed={favourite}
      // Until the browser knows who is browsing, a click could not tell a member from a guest.
      disabled={busy || !sessionKnown}
      onClick={toggle}
    >
      <span aria-hidden="true">{favourite ? "♥" : "♡"}</span>
    </button>
  );
}
