import "server-only";
import { listProducts, toListedProduct } from "@/domain/catalogue/list-products";
import type { ListedProduct } from "@/domain/catalogue/types";
import { getDb, type Executor } from "@/server/db/client";
import { loadCatalogueProduct, loadCatalogueProducts } from "./load-catalogue-products";

/** The catalogue as shown to visitors: listed products with their derived fields. */
export async function listCatalogue(db: Executor = getDb()): Promise<ListedProduct[]> {
  return listProducts(await loadCatalogueProducts(db));
}

export async function getCatalogueProduct(slug: string, db: Executor = getDb()): Promise<ListedProduct | null> {
  const product = await loadCatalogueProduct(db, slug);
  return product ? toListedProduct(product) : null;
}
