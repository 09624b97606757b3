import "server-only";
import { listProducts, toListedProduct } from "@/domain/catalogue/list-products";
import type { ListedProduct } from "@/domain/catalogue/types";
import { getDb } from "@/server/db/client";
import { loadCatalogueProduct, loadCatalogueProducts } from "./load-catalogue-products";

/** The catalogue as shown to visitors: listed products with their derived fields. */
export async function listCatalogue(): Promise<ListedProduct[]> {
  return listProducts(await loadCatalogueProducts(getDb()));
}

export async function getCatalogueProduct(slug: string): Promise<ListedProduct | null> {
  const product = await loadCatalogueProduct(getDb(), slug);
  return product ? toListedProduct(product) : null;
}
