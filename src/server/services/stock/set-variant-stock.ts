import { and, eq, isNull } from "drizzle-orm";
import type { VariantStock } from "@/domain/stock/stock-correction";
import type { Database, Executor } from "@/server/db/client";
import { productVariants } from "@/server/db/schema";
import { recordStockChange } from "./record-stock-change";
import { invalidate } from "@/server/cache/invalidate";
import { CACHE_TAGS } from "@/server/cache/tags";

export type SetVariantStockResult =
  { status: "not_found" } | { status: "set"; variant: VariantStock; previousStock: number };

/**
 * A staff stock correction: sets a variant's stock to a count. The variant must exist and not be
 * deleted. A change is written with its product_variant_stock_updates row (no order: a correction,
 * not a rental) in one transaction holding the variant's row lock, so a concurrent stock sync is
 * neither lost nor loses this; then the catalogue's and the product's cached pages are invalidated.
 * Setting the stock it already has writes nothing.
 */
export async function setVariantStock(
  db: Database,
  variantId: number,
  stock: number,
): Promise<SetVariantStockResult> {
  const result = await db.transaction((tx) => writeVariantStock(tx, variantId, stock));
  // After the commit: a page rendered from here on reads the new stock.
  if (result.status === "set" && result.previousStock !== stock) {
    invalidate(CACHE_TAGS.catalogue, CACHE_TAGS.product(result.variant.product_id));
  }
  return result;
}

/**
 * The correction itself, inside the caller's transaction (the back office's variant form writes its
 * audit row in the same one): the variant's row lock, the new count and its
 * product_variant_stock_updates row. The caller invalidates the pages after the commit when the
 * count changed.
 */
export async function writeVariantStock(
  tx: Executor,
  variantId: number,
  stock: number,
): Promise<SetVariantStockResult> {
  const [current] = await tx
    .select({
      id: productVariants.id,
      product_id: productVariants.product_id,
      stock: productVariants.stock,
    })
    .from(productVariants)
    .where(and(eq(productVariants.id, variantId), isNull(productVariants.deleted_at)))
    .for("update");
  if (!current) return { status: "not_found" as const };
  if (current.stock !== stock) {
    await tx
      .update(productVariants)
      .set({ stock, updated_at: new Date() })
      .where(eq(productVariants.id, variantId));
    await recordStockChange(tx, {
      variantId,
      orderId: null,
      newStock: stock,
      oldStock: current.stock,
    });
  }
  return {
    status: "set" as const,
    variant: { id: current.id, product_id: current.product_id, stock },
    previousStock: current.stock,
  };
}
