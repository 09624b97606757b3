/** Builders of catalogue data for unit tests (spec section 3.3 shapes). */
import type { CatalogueProduct, CatalogueTag, CatalogueVariant, VariantOptionRef } from "./types";

export function option(
  id: number,
  name: string,
  order = id,
  metadata: unknown = {},
): VariantOptionRef {
  return { id, name, slug: name.toLowerCase().replace(/[^a-z0-9]+/g, "-"), order, metadata };
}

export function tag(id: number, name: string, type: string, order = id): CatalogueTag {
  return { id, name, type, slug: name.toLowerCase().replace(/[^a-z0-9]+/g, "-"), order };
}

export function variant(
  id: number,
  productId: number,
  fields: Partial<Omit<CatalogueVariant, "id" | "product_id">> = {},
): CatalogueVariant {
  const size = fields.size ?? null;
  const color = fields.color ?? null;
  return {
    id,
    sku: `SKU-${id}`,
    stock: 1,
    deleted_at: null,
    product_id: productId,
    size_id: size?.id ?? null,
    color_id: color?.id ?? null,
    ...fields,
    size,
    color,
  };
}

export function product(
  id: number,
  fields: Partial<Omit<CatalogueProduct, "id">> = {},
): CatalogueProduct {
  return {
    id,
    published_at: "2024-01-01T00:00:00Z",
    deleted_at: null,
    archived_at: null,
    name: `Product ${id}`,
    images: [`products/${id}.jpg`],
    slug: `product-${id}`,
    rrp: 30,
    orderKey: id,
    product_tags: [],
    product_variants: [],
    ...fields,
  };
}
