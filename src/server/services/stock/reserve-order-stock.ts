import { and, eq, gte, inArray, isNull, sql } from "drizzle-orm";
import { findPreviousOrder } from "@/domain/stock/previous-order";
import { splitOrderVariants, type OrderVariantSplit } from "@/domain/stock/stock-sync";
import type { Executor } from "@/server/db/client";
import {
  order,
  orderProductVariants,
  productVariants,
  productVariantStockUpdates,
} from "@/server/db/schema";
import { recordStockChange } from "./record-stock-change";

/** Some variants had less stock than the order needs; thrown so the caller's transaction rolls back. */
export class StockUnavailableError extends Error {
  constructor(readonly variantIds: number[]) {
    super(`Not enough stock for variants ${variantIds.join(", ")}`);
    this.name = "StockUnavailableError";
  }
}

/** An order's variant ids and those of the member's previous order (spec 4.8 step 1). */
async function loadOrderVariantIds(
  tx: Executor,
  orderId: number,
  userId: string,
): Promise<{ currentVariantIds: number[]; previousVariantIds: number[] }> {
  const [lines, userOrders] = await Promise.all([
    tx
      .select({ id: orderProductVariants.product_variant_id })
      .from(orderProductVariants)
      .where(eq(orderProductVariants.order_id, orderId)),
    tx.select({ id: order.id, status: order.status }).from(order).where(eq(order.user_id, userId)),
  ]);
  const previous = findPreviousOrder(userOrders, orderId);
  const previousVariantIds = previous
    ? (
        await tx
          .select({ id: orderProductVariants.product_variant_id })
          .from(orderProductVariants)
          .where(eq(orderProductVariants.order_id, previous.id))
      ).map((row) => row.id)
    : [];
  return { currentVariantIds: lines.map((line) => line.id), previousVariantIds };
}

/** An order's variants against the member's previous order (spec 4.8 steps 1–2). */
export async function orderStockPlan(
  tx: Executor,
  orderId: number,
  userId: string,
): Promise<OrderVariantSplit> {
  const { currentVariantIds, previousVariantIds } = await loadOrderVariantIds(tx, orderId, userId);
  return splitOrderVariants(currentVariantIds, previousVariantIds);
}

/**
 * Takes an order's new garments out of stock (spec 4.8: variants kept from the previous order are
 * not counted again). Each decrement is one guarded statement, `stock = stock - n where stock >= n`,
 * so concurrent checkouts can never take a variant below 0; every variant short of stock is named
 * in the StockUnavailableError, which rolls the whole reservation back. `ignore_stock_update` on the
 * order leaves stock alone. Returns the products whose stock changed.
 */
export async function reserveOrderStock(
  tx: Executor,
  orderId: number,
  userId: string,
): Promise<number[]> {
  const [row] = await tx
    .select({ ignore: order.ignore_stock_update })
    .from(order)
    .where(eq(order.id, orderId));
  if (!row || row.ignore) return [];
  const plan = await orderStockPlan(tx, orderId, userId);
  const unavailable: number[] = [];
  const touched: number[] = [];
  // Variants in id order, so two checkouts sharing variants lock them in the same order.
  for (const { variantId, count } of [...plan.unique].sort((a, b) => a.variantId - b.variantId)) {
    const [taken] = await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} - ${count}`, updated_at: new Date() })
      .where(
        and(
          eq(productVariants.id, variantId),
          isNull(productVariants.deleted_at),
          gte(productVariants.stock, count),
        ),
      )
      .returning({ stock: productVariants.stock, productId: productVariants.product_id });
    if (!taken) {
      unavailable.push(variantId);
      continue;
    }
    touched.push(taken.productId);
    await recordStockChange(tx, {
      variantId,
      orderId,
      newStock: taken.stock,
      oldStock: taken.stock + count,
    });
  }
  if (unavailable.length > 0) throw new StockUnavailableError(unavailable);
  return touched;
}

/**
 * Puts back exactly what an order still holds out of stock: the net of its stock updates per
 * variant. Running it twice changes nothing the second time (the net is then 0).
 */
export async function releaseOrderStock(tx: Executor, orderId: number): Promise<number[]> {
  const held = await tx
    .select({
      variantId: productVariantStockUpdates.product_variant_id,
      net: sql<number>`sum(${productVariantStockUpdates.new_stock} - ${productVariantStockUpdates.old_stock})::int`,
    })
    .from(productVariantStockUpdates)
    .where(eq(productVariantStockUpdates.order_id, orderId))
    .groupBy(productVariantStockUpdates.product_variant_id)
    .orderBy(productVariantStockUpdates.product_variant_id);
  const touched: number[] = [];
  for (const { variantId, net } of held) {
    if (net >= 0) continue;
    const [back] = await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} + ${-net}`, updated_at: new Date() })
      .where(eq(productVariants.id, variantId))
      .returning({ stock: productVariants.stock, productId: productVariants.product_id });
    if (!back) continue;
    touched.push(back.productId);
    await recordStockChange(tx, {
      variantId,
      orderId,
      newStock: back.stock,
      oldStock: back.stock + net,
    });
  }
  return touched;
}

/** Adds one unit back for garments returned to the shelf before they left (a swapped-out hold). */
export async function returnUnitsToStock(
  tx: Executor,
  variantIds: readonly number[],
): Promise<number[]> {
  const counts = new Map<number, number>();
  for (const id of variantIds) counts.set(id, (counts.get(id) ?? 0) + 1);
  const touched: number[] = [];
  const ids = [...counts.keys()].sort((a, b) => a - b);
  if (ids.length === 0) return touched;
  const rows = await tx
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(inArray(productVariants.id, ids));
  for (const { id } of rows) {
    const count = counts.get(id)!;
    const [back] = await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} + ${count}`, updated_at: new Date() })
      .where(eq(productVariants.id, id))
      .returning({ stock: productVariants.stock, productId: productVariants.product_id });
    if (!back) continue;
    touched.push(back.productId);
    await recordStockChange(tx, {
      variantId: id,
      orderId: null,
      newStock: back.stock,
      oldStock: back.stock - count,
    });
  }
  return touched;
}
