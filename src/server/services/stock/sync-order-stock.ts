import { and, eq, inArray, sql } from "drizzle-orm";
import {
  computeStockSync,
  type StockSyncError,
  type StockSyncPlan,
} from "@/domain/stock/stock-sync";
import type { Database } from "@/server/db/client";
import { order, productVariants, productVariantStockUpdates } from "@/server/db/schema";
import { invalidate } from "@/server/cache/invalidate";
import { CACHE_TAGS } from "@/server/cache/tags";
import { getLogger } from "@/server/observability/logger";
import { loadOrderVariantIds } from "./reserve-order-stock";

export interface SyncOrderStockOptions {
  orderId: number;
  userId: string;
  /** true puts the order's garments back into stock, false takes them out. */
  addStock: boolean;
  /** Compute and report, write nothing (spec 4.8 ignoreUpdate). */
  ignoreUpdate?: boolean;
}

export type SyncOrderStockResult =
  | { status: "not_found" }
  /** The order's stock is already in the asked state (a retry or a repeated call): nothing written. */
  | { status: "already_applied"; plan: StockSyncPlan }
  | { status: "synced"; plan: StockSyncPlan; errors: StockSyncError[] };

/**
 * Stock sync for an order (spec 4.8). Runs in one transaction holding row locks on the order and
 * the variants it changes, so concurrent syncs never lose an update, and a retry in the same
 * direction changes nothing (the order's stock updates record which way it last went). Once it has
 * changed any stock, the catalogue's and the touched products' cached pages are invalidated.
 */
export async function syncOrderStock(
  db: Database,
  options: SyncOrderStockOptions,
): Promise<SyncOrderStockResult> {
  const { orderId, userId, addStock, ignoreUpdate = false } = options;
  /** Products whose stock this sync changed (filled as each variant's write succeeds). */
  const touchedProducts = new Set<number>();
  const result = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ id: order.id })
      .from(order)
      .where(and(eq(order.id, orderId), eq(order.user_id, userId)))
      .for("update");
    if (!current) return { status: "not_found" as const };

    const [{ currentVariantIds, previousVariantIds }, [applied]] = await Promise.all([
      loadOrderVariantIds(tx, orderId, userId),
      tx
        .select({
          net: sql<number>`coalesce(sum(${productVariantStockUpdates.new_stock} - ${productVariantStockUpdates.old_stock}), 0)::int`,
        })
        .from(productVariantStockUpdates)
        .where(eq(productVariantStockUpdates.order_id, orderId)),
    ]);

    // Lock the variants in id order (no deadlocks between concurrent syncs), then read their stock.
    const ids = [...new Set(currentVariantIds)].sort((a, b) => a - b);
    const stockRows = ids.length
      ? await tx
          .select({
            id: productVariants.id,
            product_id: productVariants.product_id,
            stock: productVariants.stock,
          })
          .from(productVariants)
          .where(inArray(productVariants.id, ids))
          .orderBy(productVariants.id)
          .for("update")
      : [];
    const plan = computeStockSync({
      currentVariantIds,
      previousVariantIds,
      currentStock: new Map(stockRows.map((r) => [r.id, r.stock])),
      addStock,
      ignoreUpdate,
    });

    // net < 0: this order's garments are currently out of stock. Each direction applies once.
    const takenOut = (applied?.net ?? 0) < 0;
    if (!ignoreUpdate && takenOut !== addStock) return { status: "already_applied" as const, plan };

    const productOf = new Map(stockRows.map((r) => [r.id, r.product_id]));
    const errors = [...plan.errors];
    for (const write of plan.writes) {
      try {
        // A savepoint per variant: one failing write is logged and the loop goes on (spec 4.8 step 5).
        await tx.transaction(async (sp) => {
          await sp
            .update(productVariants)
            .set({ stock: write.newStock, updated_at: new Date() })
            .where(eq(productVariants.id, write.variantId));
          await sp.insert(productVariantStockUpdates).values({
            product_variant_id: write.variantId,
            order_id: orderId,
            new_stock: write.newStock,
            old_stock: write.oldStock,
          });
        });
        const productId = productOf.get(write.variantId);
        if (productId !== undefined) touchedProducts.add(productId);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        getLogger().error(
          { event: "stock_sync_variant_failed", orderId, variantId: write.variantId, err: error },
          "Stock update failed",
        );
        errors.push({ variantId: write.variantId, message });
      }
    }
    return { status: "synced" as const, plan, errors };
  });
  // After the commit, in the same code path: pages show the new stock from the next request on.
  if (result.status === "synced" && touchedProducts.size > 0) {
    invalidate(CACHE_TAGS.catalogue, ...[...touchedProducts].map(CACHE_TAGS.product));
  }
  return result;
}
