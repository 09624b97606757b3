import "server-only";
import { MAX_CART_PRODUCTS } from "@/domain/api/contracts";
import { listVariants } from "@/domain/catalogue/list-products";
import type { CatalogueProduct } from "@/domain/catalogue/types";
import { getDb, type Executor } from "@/server/db/client";
import { loadListedProductsById } from "./load-catalogue-products";

/**
 * Current data of the cart's products, for the availability refresh before checkout (spec 4.6).
 * Products no longer listed are absent, which the refresh reads as unavailable. Only the fields
 * the cart keeps are returned.
 */
export async function loadCartProducts(
  productIds: readonly number[],
  db: Executor = getDb(),
): Promise<CatalogueProduct[]> {
  const rows = await loadListedProductsById(
    db,
    [...new Set(productIds)].slice(0, MAX_CART_PRODUCTS),
  );
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    images: row.images,
    rrp: row.rrp,
    orderKey: row.orderKey,
    published_at: row.published_at,
    deleted_at: row.deleted_at,
    archived_at: row.archived_at,
    product_tags: [],
    product_variants: listVariants(row.product_variants),
  }));
}
