"use client";

import { useState } from "react";
import { useShop } from "@/components/shop-state/shop-provider";
import styles from "./product.module.css";

/**
 * The favourite heart (spec 2.10, 4.5): a guest gets the sign-in prompt; a member toggles the
 * favourite through POST /api/favourites {product_id} → {favourite}.
 */
export function FavouriteButton({ productId }: { productId: number }) {
  const { profile, openModal } = useShop();
  const [favourite, setFavourite] = useState(() => profile?.favouriteProductIds.includes(productId) ?? false);
  const [busy, setBusy] = useState(false);

  const toggle = async () => {
    if (!profile) {
      openModal({ kind: "sign-in-prompt" });
      return;
    }
    setBusy(true);
    try {
      const response = await fetch("/api/favourites", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ product_id: productId }),
        credentials: "same-origin",
        cache: "no-store",
      });
      if (response.ok) {
        const body = (await response.json()) as { favourite?: unknown };
        if (typeof body.favourite === "boolean") setFavourite(body.favourite);
      }
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
      disabled={busy}
      onClick={toggle}
    >
      <span aria-hidden="true">{favourite ? "♥" : "♡"}</span>
    </button>
  );
}
