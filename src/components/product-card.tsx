import Link from "next/link";
import { CardStock } from "@/components/catalogue/card-stock";
import type { ListedProduct } from "@/domain/catalogue/types";
import { DEFAULT_PRODUCT_IMAGE, imageSrcSet, imageUrl } from "@/domain/images";
import { formatPounds } from "./money";

export function ProductCard({
  product,
  eager = false,
}: {
  product: ListedProduct;
  eager?: boolean;
}) {
  const image = product.images[0] ?? DEFAULT_PRODUCT_IMAGE;
  return (
    <li className="product-card" data-testid="product-card">
      <Link href={`/products/${product.slug}`} prefetch={false}>
        <img
          src={imageUrl(image, 480)}
          srcSet={imageSrcSet(image)}
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
      <CardStock variants={product.product_variants.map(({ id, stock }) => ({ id, stock }))} />
    </li>
  );
}
