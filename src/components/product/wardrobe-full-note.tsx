"use client";

import Link from "next/link";
import { HintText, shownIf } from "@/components/shop-state/first-paint";
import { useShop } from "@/components/shop-state/shop-provider";
import { wardrobeNote } from "@/domain/cart/wardrobe-note";
import styles from "./product.module.css";

/** The product page's warning when the wardrobe is full, with what to do (issue 13). */
export function WardrobeFullNote() {
  const { cart, plan, hydrated, openModal } = useShop();
  const note = wardrobeNote(cart.length, plan);
  // Until the stored wardrobe is read, the note the hint describes holds its place (issue 26).
  if (!note && hydrated) return null;
  return (
    <div
      className={styles.full}
      {...(hydrated ? { "data-testid": "wardrobe-full" } : shownIf("full"))}
    >
      <p>{note ? note.text : <HintText name="full-note" />}</p>
      <p className={styles.fullActions}>
        <button type="button" className="link-button" onClick={() => openModal({ kind: "basket" })}>
          Open your wardrobe
        </button>
        <Link href="/collection#plans">Change plan</Link>
      </p>
    </div>
  );
}
