import "server-only";
import { toListedProduct } from "@/domain/catalogue/list-products";
import type { ListedProduct } from "@/domain/catalogue/types";
import { getDb, type Executor } from "@/server/db/client";
import { loadCatalogueProduct } from "./load-catalogue-products";

/** One listed product with its derived fields (spec 3.3), for its product page; null when not listed. */
export async function getCatalogueProduct(
  slug: string,
  db: Executor = getDb(),
): Promise<ListedProduct | null> {
  const product = await loadCatalogueProduct(db, slug);
  return product ? toListedProduct(product) : null;
}
