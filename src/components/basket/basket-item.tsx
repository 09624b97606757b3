"use client";

import Link from "next/link";
import { DEFAULT_PRODUCT_IMAGE, imageUrl } from "@/domain/images";
import type { CartItem } from "@/domain/cart/types";
import styles from "./basket.module.css";

/** One wardrobe line: first image (or the default), name, size, link, remove, 'In your Wardrobe'. */
export function BasketItem({
  item,
  onRemove,
  onNavigate,
}: {
  item: CartItem;
  onRemove(): void;
  onNavigate(): void;
}) {
  const image = item.product.images[0] ?? DEFAULT_PRODUCT_IMAGE;
  const href = `/products/${item.product.slug}`;
  return (
    <li className={styles.item} data-testid="basket-item">
      <img
        src={imageUrl(image, 320)}
        alt=""
        width={64}
        height={80}
        loading="lazy"
        decoding="async"
      />
      <div>
        <Link href={href} onClick={onNavigate}>
          {item.product.name}
        </Link>
        {item.selected_variant.size && (
          <p className={styles.itemSize}>{item.selected_variant.size.name}</p>
        )}
        {item.keptItem && <span className={styles.tag}>In your Wardrobe</span>}
        {item.unavailable && <span className={styles.unavailable}>No longer available</span>}
      </div>
      <button
        type="button"
        className={styles.remove}
        aria-label={`Remove ${item.product.name}${item.selected_variant.size ? `, ${item.selected_variant.size.name}` : ""}`}
        onClick={onRemove}
      >
        Remove
      </button>
    </li>
  );
}
