"use client";

import Link from "next/link";
import { useShop } from "@/components/shop-state/shop-provider";
import { wardrobeNote } from "@/domain/cart/wardrobe-note";
import styles from "./product.module.css";

/** The product page's warning when the wardrobe is full, with what to do (issue 13). */
export function WardrobeFullNote() {
  const { cart, plan, openModal } = useShop();
  const note = wardrobeNote(cart.length, plan);
  if (!note) return null;
  return (
    <div className={styles.full} data-testid="wardrobe-full">
      <p>{note.text}</p>
      <p className={styles.fullActions}>
        <button type="button" className="link-button" onClick={() => openModal({ kind: "basket" })}>
          Open your wardrobe
        </button>
        <Link href="/collection#plans">Change plan</Link>
      </p>
    </div>
  );
}
