"use client";

import Link from "next/link";
import type { CardProduct } from "@/domain/catalogue/shown-catalogue";
import { imageSrcSet, imageUrl } from "@/domain/images";
import { formatPounds } from "../money";
import { CardStock } from "./card-stock";

/**
 * One card of /collection. A client component fed only what it shows (CardProduct): its props are
 * the page's data for the card, instead of the whole rendered tree (issue 8, the page's weight).
 */
export function ProductCardView({ product, eager }: { product: CardProduct; eager: boolean }) {
  return (
    <li className="product-card" data-testid="product-card">
      <Link href={`/products/${product.slug}`} prefetch={false}>
        <img
          src={imageUrl(product.image, 480)}
          srcSet={imageSrcSet(product.image)}
          sizes="(min-width: 800px) 22vw, 50vw"
          alt={product.name}
          width={480}
          height={600}
          loading={eager ? "eager" : "lazy"}
          fetchPriority={eager ? "high" : undefined}
          decoding="async"
        />
        {product.brand && <p className="product-card__brand">{product.brand}</p>}
        <h2 className="product-card__name">{product.name}</h2>
        <p className="product-card__price">RRP {formatPounds(product.price)}</p>
      </Link>
      <CardStock variants={product.variants} choice={product.choice} />
    </li>
  );
}
