import { listVariants, normaliseStock } from "@/domain/catalogue/list-products";
import type {
  CatalogueProduct,
  CatalogueVariant,
  VariantOptionRef,
} from "@/domain/catalogue/types";
import type { CartItem, CartProduct, CartSelectedVariant, UidGenerator } from "./types";

export type CartProductSource = Pick<
  CatalogueProduct,
  "id" | "slug" | "name" | "images" | "rrp"
> & {
  product_variants?: CatalogueVariant[];
};

export function toCartProduct(product: CartProductSource): CartProduct {
  return {
    slug: product.slug,
    name: product.name,
    images: [...product.images],
    id: product.id,
    rrp: product.rrp,
    product_variants: listVariants(product.product_variants ?? []),
  };
}

export function toSelectedVariant(
  variant: Pick<CatalogueVariant, "id" | "stock"> & {
    size: VariantOptionRef | null;
    color: VariantOptionRef | null;
  },
  product: { id: number; slug: string; name: string },
): CartSelectedVariant {
  return {
    id: variant.id,
    stock: normaliseStock(variant.stock),
    size: variant.size
      ? {
          name: variant.size.name,
          slug: variant.size.slug,
          order: variant.size.order,
          metadata: variant.size.metadata,
        }
      : null,
    color: variant.color ? { name: variant.color.name } : null,
    product: { id: product.id, slug: product.slug, name: product.name },
  };
}

/**
 * A cart item from a product plus a chosen size name and colour name (spec 3.5).
 * null for either name matches any size/colour; among several matches one with stock is preferred.
 * Returns null when no live variant matches.
 */
export function buildCartItem(
  product: CatalogueProduct,
  sizeName: string | null,
  colorName: string | null,
  newUid: UidGenerator,
): CartItem | null {
  const matches = listVariants(product.product_variants).filter(
    (variant) =>
      (sizeName === null || variant.size?.name === sizeName) &&
      (colorName === null || variant.color?.name === colorName),
  );
  const variant = matches.find((candidate) => candidate.stock > 0) ?? matches[0];
  if (!variant) return null;
  return {
    product: toCartProduct(product),
    selected_variant: toSelectedVariant(variant, product),
    uid: newUid(),
    unavailable: false,
    keptItem: false,
  };
}
