import "server-only";
import { eq } from "drizzle-orm";
import { toListedProduct } from "@/domain/catalogue/list-products";
import type { ListedProduct } from "@/domain/catalogue/types";
import { getDb, type Executor } from "@/server/db/client";
import { productImageColors, variantOptions } from "@/server/db/schema";
import { loadCatalogueProduct } from "./load-catalogue-products";

export interface ProductPageProduct extends ListedProduct {
  /** The colour (its option's slug) each picture shows, by path; a picture not listed shows any. */
  imageColours: Record<string, string>;
}

/** One listed product with its derived fields (spec 3.3), for its product page; null when not listed. */
export async function getCatalogueProduct(
  slug: string,
  db: Executor = getDb(),
): Promise<ProductPageProduct | null> {
  const product = await loadCatalogueProduct(db, slug);
  if (!product) return null;
  const colours = await db
    .select({ path: productImageColors.path, colour: variantOptions.slug })
    .from(productImageColors)
    .innerJoin(variantOptions, eq(variantOptions.id, productImageColors.color_id))
    .where(eq(productImageColors.product_id, product.id));
  return {
    ...toListedProduct(product),
    imageColours: Object.fromEntries(colours.map(({ path, colour }) => [path, colour])),
  };
}
