"use client";

import { useState } from "react";
import { buildCartItem } from "@/domain/cart/build-cart-item";
import { toSizeOptions } from "@/domain/catalogue/option-lists";
import { stockShownToUser } from "@/domain/catalogue/shown-stock";
import type { CatalogueProduct, ListedVariant, VariantOptionRef } from "@/domain/catalogue/types";
import { useShop } from "@/components/shop-state/shop-provider";
import { FavouriteButton } from "./favourite-button";
import { newUid } from "./new-uid";
import styles from "./product.module.css";

export interface PickerProduct extends CatalogueProduct {
  product_variants: ListedVariant[];
}

function stockLabel(stock: number): string {
  return stock > 0 ? `${stock} left` : "sold out";
}

function coloursOf(variants: readonly ListedVariant[]): VariantOptionRef[] {
  const bySlug = new Map<string, VariantOptionRef>();
  for (const variant of variants) if (variant.color && !bySlug.has(variant.color.slug)) bySlug.set(variant.color.slug, variant.color);
  return [...bySlug.values()].sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));
}

/**
 * Colour and size pickers with the stock shown to the user (stock less the cart's picks of that
 * variant, spec 2.10), and 'Add to wardrobe' by the rules of spec 4.6.
 */
export function ProductPicker({ product }: { product: PickerProduct }) {
  const { cart, addItem } = useShop();
  const variants = product.product_variants;
  const colours = coloursOf(variants);
  const shown = (variant: ListedVariant) => stockShownToUser(variant, cart);
  const [colour, setColour] = useState<string | null>(
    () => (colours.find((c) => variants.some((v) => v.color?.slug === c.slug && v.stock > 0)) ?? colours[0])?.slug ?? null,
  );
  const [size, setSize] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);

  const ofColour = variants.filter((v) => colour === null || v.color?.slug === colour);
  const sizes = toSizeOptions(ofColour).map((option) => ({
    ...option,
    stock: ofColour.filter((v) => v.size?.slug === option.value).reduce((sum, v) => sum + shown(v), 0),
  }));
  const needsSize = sizes.length > 0;
  const selected = ofColour.find((v) => (needsSize ? v.size?.slug === size : true));
  const selectedStock = selected ? shown(selected) : 0;

  let reason: string | null = null;
  if (needsSize && size === null) reason = "Choose a size to add it to your wardrobe";
  else if (!selected) reason = "This combination is not available";
  else if (selected.stock === 0) reason = "This size is out of stock";
  else if (selectedStock === 0) reason = "Every one we have in this size is already in your wardrobe";

  const add = () => {
    if (!selected || reason) return;
    const item = buildCartItem(product, selected.size?.name ?? null, selected.color?.name ?? null, newUid);
    if (item && addItem(item)) setAdded(`Added to your wardrobe: ${product.name}, ${selected.size?.name ?? "one size"}`);
  };

  return (
    <div className={styles.picker}>
      {colours.length > 0 && (
        <fieldset className={styles.fieldset}>
          <legend>Colour</legend>
          <div className={styles.choices}>
            {colours.map((c) => {
              const stock = variants.filter((v) => v.color?.slug === c.slug).reduce((sum, v) => sum + shown(v), 0);
              return (
                <label key={c.slug} className={`${styles.choice} ${stock === 0 ? styles.choiceSoldOut : ""}`}>
                  <input
                    type="radio"
                    name="colour"
                    value={c.slug}
                    checked={colour === c.slug}
                    onChange={() => {
                      setColour(c.slug);
                      setAdded(null);
                      if (!variants.some((v) => v.color?.slug === c.slug && v.size?.slug === size)) setSize(null);
                    }}
                  />
                  <span>
                    {c.name} <small>({stockLabel(stock)})</small>
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
      )}
      {needsSize && (
        <fieldset className={styles.fieldset}>
          <legend>Size</legend>
          <div className={styles.choices}>
            {sizes.map((s) => (
              <label key={s.value} className={`${styles.choice} ${s.stock === 0 ? styles.choiceSoldOut : ""}`}>
                <input
                  type="radio"
                  name="size"
                  value={s.value}
                  checked={size === s.value}
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
        </fieldset>
      )}
      <div className={styles.actions}>
        <button
          type="button"
          className={`button ${styles.add}`}
          disabled={reason !== null}
          aria-describedby="add-note"
          onClick={add}
        >
          Add to wardrobe
        </button>
        <FavouriteButton productId={product.id} />
      </div>
      <p id="add-note" className={`${styles.note} ${added ? styles.added : ""}`} role="status">
        {[added, reason ?? (selected ? `${stockLabel(selectedStock)} in this size` : "")].filter(Boolean).join(". ")}
      </p>
    </div>
  );
}
