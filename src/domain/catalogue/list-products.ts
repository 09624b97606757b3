import type { CatalogueProduct, CatalogueVariant, ListedProduct, ListedVariant } from "./types";
import { PRODUCT_AVAILABLE_TAG } from "./types";

/** Stock that is not numeric, or is below 0, counts as 0 (spec section 5). Fractions round down. */
export function normaliseStock(value: unknown): number {
  const n =
    typeof value === "number"
      ? value
      : typeof value === "string" && value.trim() !== ""
        ? Number(value)
        : Number.NaN;
  if (!Number.isFinite(n) || n < 0) return 0;
  return Math.floor(n);
}

/** rrp may be a number or a numeric string; anything else is 0. */
export function rrpAsNumber(rrp: number | string | null | undefined): number {
  const n =
    typeof rrp === "number" ? rrp : typeof rrp === "string" && rrp.trim() !== "" ? Number(rrp) : 0;
  return Number.isFinite(n) ? n : 0;
}

/** Listed only when not deleted, not archived and published (published_at not null). */
export function isListable(
  product: Pick<CatalogueProduct, "deleted_at" | "archived_at" | "published_at">,
): boolean {
  return product.deleted_at == null && product.archived_at == null && product.published_at != null;
}

/** Removes deleted variants and normalises stock. */
export function listVariants(variants: readonly CatalogueVariant[]): ListedVariant[] {
  return variants
    .filter((variant) => variant.deleted_at == null)
    .map((variant) => ({ ...variant, deleted_at: null, stock: normaliseStock(variant.stock) }));
}

function isBrandTag(type: string): boolean {
  return type.toUpperCase() === "BRAND";
}

/** Adds filter_tags, brand, price and totalAvailability to one product. */
export function toListedProduct(product: CatalogueProduct): ListedProduct {
  const variants = listVariants(product.product_variants);
  const totalAvailability = variants.reduce((sum, variant) => sum + variant.stock, 0);
  const tags = new Set<string>(product.product_tags.map(({ tag }) => tag.slug));
  for (const variant of variants) {
    if (variant.color) tags.add(variant.color.slug);
    if (variant.size) tags.add(variant.size.slug);
  }
  if (totalAvailability > 0) tags.add(PRODUCT_AVAILABLE_TAG);
  const brandTag = product.product_tags.find(({ tag }) => isBrandTag(tag.type));
  const hasSize = variants.some((variant) => variant.size != null);
  return {
    ...product,
    product_variants: variants,
    filter_tags: [...tags],
    brand: brandTag ? brandTag.tag.name : null,
    price: hasSize ? rrpAsNumber(product.rrp) : 0,
    totalAvailability,
  };
}

/** The catalogue: listable products in orderKey ascending order (ties by id), with derived fields. */
export function listProducts(products: readonly CatalogueProduct[]): ListedProduct[] {
  return products
    .filter(isListable)
    .slice()
    .sort((a, b) => a.orderKey - b.orderKey || a.id - b.id)
    .map(toListedProduct);
}
