"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { useState } from "react";
import { buildCartItem } from "@/domain/cart/build-cart-item";
import {
  addedMessage,
  initialColour,
  pickerState,
  pickerStatus,
  PICKER_MESSAGES,
  sizeAfterColourChange,
  stockLabel,
} from "@/domain/catalogue/product-picker";
import type { CatalogueProduct, ListedVariant } from "@/domain/catalogue/types";
import { useShop } from "@/components/shop-state/shop-provider";
import { useChildSize } from "./child-size";
import { FavouriteButton } from "./favourite-button";
import { useProductColour } from "./product-colour";
import { newUid } from "./new-uid";
import { WardrobeFullNote } from "./wardrobe-full-note";
import styles from "./product.module.css";

// Shown only for a sold-out size the visitor picked: its form and schema (zod) load then, not with
// every product page (first-load JavaScript, bench/README.md).
const BackInStock = dynamic(() => import("./back-in-stock").then((m) => m.BackInStock), {
  ssr: false,
});

export interface PickerProduct extends CatalogueProduct {
  product_variants: ListedVariant[];
}

/**
 * Colour and size pickers with the stock shown to the user (spec 2.10), and 'Add to wardrobe' by
 * the rules of spec 4.6; the rules are in src/domain/catalogue/product-picker.ts.
 */
export function ProductPicker({ product }: { product: PickerProduct }) {
  const { cart, addItem, hydrated } = useShop();
  const variants = product.product_variants;
  const [colour, setColour] = useProductColour(() => initialColour(variants));
  const [size, setSize] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  // Until the visitor picks a size, a signed-in family's child's size is chosen (issue 27).
  const childSize = useChildSize(pickerState(variants, cart, colour, null).sizes);
  const shownSize = size ?? childSize?.value ?? null;
  const picker = pickerState(variants, cart, colour, shownSize);
  const { colours, sizes, selected, refusal } = picker;

  const add = () => {
    if (!selected || refusal) return;
    const item = buildCartItem(
      product,
      selected.size?.name ?? null,
      selected.color?.name ?? null,
      newUid,
    );
    if (item && addItem(item)) setAdded(addedMessage(product.name, selected));
  };

  return (
    // data-ready: the stored wardrobe is read and 'Add to wardrobe' follows the rules (browser tests
    // wait for it before picking, as a parent's click can only come once the button is enabled).
    <div className={styles.picker} data-ready={hydrated ? "true" : "false"}>
      {colours.length > 0 && (
        <fieldset className={styles.fieldset}>
          <legend>Colour</legend>
          <div className={styles.choices}>
            {colours.map((c) => (
              <label
                key={c.value}
                className={`${styles.choice} ${c.stock === 0 ? styles.choiceSoldOut : ""}`}
              >
                <input
                  type="radio"
                  name="colour"
                  value={c.value}
                  checked={colour === c.value}
                  onChange={() => {
                    setColour(c.value);
                    setAdded(null);
                    setSize(sizeAfterColourChange(variants, c.value, size));
                  }}
                />
                <span>
                  {c.name} <small>({stockLabel(c.stock)})</small>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {sizes.length > 0 && (
        <fieldset className={`${styles.fieldset} ${styles.sizeFieldset}`}>
          <legend className={styles.sizeLegend}>Size</legend>
          <Link className={styles.sizeGuide} href="/size-guide">
            Size guide
          </Link>
          <div className={styles.choices}>
            {sizes.map((s) => (
              <label
                key={s.value}
                className={`${styles.choice} ${s.stock === 0 ? styles.choiceSoldOut : ""}`}
              >
                <input
                  type="radio"
                  name="size"
                  value={s.value}
                  checked={shownSize === s.value}
                  onChange={() => {
                    setSize(s.value);
                    setAdded(null);
                  }}
                />
                <span data-testid="size-option">
                  {s.name} <small>({stockLabel(s.stock)})</small>
                </span>
              </label>
            ))}
          </div>
          {size === null && childSize && (
            <p className={styles.note} data-testid="child-size-note">
              We&apos;ve chosen {childSize.firstName}&apos;s size
            </p>
          )}
        </fieldset>
      )}
      <WardrobeFullNote />
      <div className={styles.actions}>
        <button
          type="button"
          className={`button ${styles.add}`}
          // Until this browser's stored wardrobe and plan are read: an add before then would go
          // to an empty wardrobe, writing over the stored one and missing the plan's limit.
          disabled={!hydrated || refusal !== null}
          aria-describedby="add-note"
          onClick={add}
        >
          Add to wardrobe
        </button>
        <FavouriteButton productId={product.id} />
      </div>
      <p id="add-note" className={`${styles.note} ${added ? styles.added : ""}`} role="status">
        {pickerStatus(added, picker)}
      </p>
      {selected && refusal === PICKER_MESSAGES.outOfStock && (
        <BackInStock
          key={selected.id}
          variantId={selected.id}
          sizeName={selected.size?.name ?? "This size"}
        />
      )}
    </div>
  );
}
