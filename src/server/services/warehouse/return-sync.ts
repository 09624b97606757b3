import { and, asc, eq, isNull, ne, sql } from "drizzle-orm";
import { returnIdFromReference, returnReference } from "@/domain/returns/return-request";
import { returnEventMoves, returnIsFinished } from "@/domain/warehouse/sync-rules";
import type { Database, Executor } from "@/server/db/client";
import {
  orderProductVariants,
  partialOrder,
  partialReturn,
  productItems,
  userProductItems,
} from "@/server/db/schema";
import type { PartnerReturnUpdate, WarehousePartner } from "@/server/integrations/warehouse";
import { returnReceivedEmailJob } from "@/server/jobs/return-received-email";
import { moveGarments } from "@/server/services/garments/move-garment";
import { returnUnitsToStock } from "@/server/services/stock/reserve-order-stock";
import { stockChanged } from "./stock-changed";
import { describeFailure, pullEvents, type SyncHooks, type SyncResult } from "./sync-log";

export const returnIdempotencyKey = (partialReturnId: number) =>
  `partial-return-${partialReturnId}`;

/**
 * Announces each new return to the partner under our reference (outside any transaction, with its
 * idempotency key), then stores the partner's id, its own reference beside ours and the label, only
 * where none is stored yet.
 */
async function pushReturns(db: Database, partner: WarehousePartner, now: Date) {
  const waiting = await db
    .select({ id: partialReturn.id })
    .from(partialReturn)
    .where(
      and(isNull(partialReturn.fulfilment_return_id), eq(partialReturn.status, "ORDER_PLACED")),
    )
    .orderBy(asc(partialReturn.id))
    .limit(100);
  const notes: string[] = [];
  const failures: string[] = [];
  for (const { id } of waiting) {
    const garments = await db
      .select({ id: productItems.id, sku: productItems.sku, barcode: productItems.barcode })
      .from(userProductItems)
      .innerJoin(productItems, eq(productItems.id, userProductItems.product_item_id))
      .where(eq(userProductItems.partial_return_id, id))
      .orderBy(asc(productItems.id));
    if (garments.length === 0) continue;
    try {
      const created = await partner.createReturn({
        idempotencyKey: returnIdempotencyKey(id),
        reference: returnReference(id),
        items: garments.map((g) => ({ productItemId: g.id, sku: g.sku, barcode: g.barcode })),
      });
      const stored = await db.transaction(async (tx) => {
        const rows = await tx
          .update(partialReturn)
          .set({
            fulfilment_return_id: created.fulfilmentReturnId,
            // Ours stays what the member was told; the partner's is kept beside it.
            partner_return_reference: created.returnReference,
            label_url: created.labelUrl,
            fulfilment_processed_time: now,
          })
          .where(and(eq(partialReturn.id, id), isNull(partialReturn.fulfilment_return_id)))
          .returning({ id: partialReturn.id });
        if (rows.length > 0) await confirmReturnLines(tx, id);
        return rows;
      });
      if (stored.length > 0) notes.push(`Return ${id} announced as ${created.fulfilmentReturnId}`);
    } catch (error) {
      failures.push(`return ${id}: ${describeFailure(error)}`);
    }
  }
  return { notes, failure: failures.length > 0 ? failures.join("; ") : undefined };
}

/** The partner has taken the return: its garments' order lines become RETURN_CONFIRMED. */
async function confirmReturnLines(tx: Executor, returnId: number) {
  await tx.execute(sql`
    update ${orderProductVariants} set status = 'RETURN_CONFIRMED'
    where ${orderProductVariants.id} in (
      select opv.id from ${orderProductVariants} opv
      join ${partialOrder} po on po.order_id = opv.order_id
      join ${userProductItems} upi
        on upi.partial_order_id = po.id and upi.product_variant_id = opv.product_variant_id
      where upi.partial_return_id = ${returnId} and opv.status = 'RETURN_REQUESTED')`);
}

/** One return event for one garment, in the caller's transaction; idempotent (see sync-rules). */
async function applyReturnUpdate(
  tx: Executor,
  update: PartnerReturnUpdate,
  touched: number[],
): Promise<string | null> {
  const returnId = returnIdFromReference(update.reference);
  const [row] = returnId
    ? await tx
        .select({ ret: partialReturn, held: userProductItems, status: productItems.status })
        .from(partialReturn)
        .innerJoin(
          userProductItems,
          and(
            eq(userProductItems.partial_return_id, partialReturn.id),
            eq(userProductItems.product_item_id, update.productItemId),
          ),
        )
        .innerJoin(productItems, eq(productItems.id, userProductItems.product_item_id))
        .where(eq(partialReturn.id, returnId))
        .for("update", { of: partialReturn })
    : [];
  if (!row) return `Unknown garment ${update.productItemId} on return ${update.reference} skipped`;
  const { ret, held } = row;
  const moves = returnEventMoves(row.status, update.event);
  const occurredAt = new Date(update.occurredAt);
  if (update.event === "received" && ret.received_at === null) {
    await tx
      .update(partialReturn)
      .set({ received_at: occurredAt })
      .where(eq(partialReturn.id, ret.id));
    // The member hears their parcel arrived, once (the job's key is the return's).
    await returnReceivedEmailJob.enqueue(tx, { returnId: ret.id });
  }
  if (moves.length === 0) return null;
  const reason =
    update.event === "problem"
      ? `Warehouse: ${update.note ?? "a problem with the returned garment"}`
      : update.event === "received"
        ? "Received by the warehouse"
        : "Cleaned by the warehouse";
  await moveGarments(
    tx,
    moves.map((to) => ({
      itemId: held.product_item_id,
      to,
      reason,
      previousOrderId: held.partial_order_id,
      newReturnId: ret.id,
    })),
  );
  if (moves.includes("IN_CLEANING")) await markOrderItemReturned(tx, held);
  if (moves.includes("STORAGE"))
    touched.push(...(await returnUnitsToStock(tx, [held.product_variant_id])));
  await finishIfComplete(tx, ret.id);
  return `Garment ${held.product_item_id} (return ${ret.id}) ${update.event}`;
}

/** The order line this garment was sent for is back at the warehouse (one line per garment). */
async function markOrderItemReturned(
  tx: Executor,
  held: { partial_order_id: number | null; product_variant_id: number },
) {
  if (held.partial_order_id === null) return;
  const [delivery] = await tx
    .select({ orderId: partialOrder.order_id })
    .from(partialOrder)
    .where(eq(partialOrder.id, held.partial_order_id));
  if (!delivery?.orderId) return;
  await tx
    .update(orderProductVariants)
    .set({ status: "RETURN_DELIVERED" })
    .where(
      eq(
        orderProductVariants.id,
        sql`(select ${orderProductVariants.id} from ${orderProductVariants}
          where ${orderProductVariants.order_id} = ${delivery.orderId}
            and ${orderProductVariants.product_variant_id} = ${held.product_variant_id}
            and ${orderProductVariants.status} <> 'RETURN_DELIVERED'
          order by ${orderProductVariants.id} limit 1)`,
      ),
    );
}

async function finishIfComplete(tx: Executor, returnId: number) {
  const garments = await tx
    .select({ status: productItems.status })
    .from(userProductItems)
    .innerJoin(productItems, eq(productItems.id, userProductItems.product_item_id))
    .where(eq(userProductItems.partial_return_id, returnId));
  if (!returnIsFinished(garments.map((g) => g.status))) return;
  await tx
    .update(partialReturn)
    .set({ status: "ORDER_FINALISED" })
    .where(and(eq(partialReturn.id, returnId), ne(partialReturn.status, "ORDER_FINALISED")));
}

/** returnSync: announce new returns, then apply what the warehouse did with returned garments. */
export async function syncReturns(
  db: Database,
  partner: WarehousePartner,
  options: { now?: Date; hooks?: SyncHooks } = {},
): Promise<SyncResult> {
  const now = options.now ?? new Date();
  const pushed = await pushReturns(db, partner, now);
  const touched: number[] = [];
  const result = await pullEvents({
    db,
    origin: "returnSync",
    fetchPage: (after) => partner.listReturnUpdates(after, 100),
    apply: (tx, update) => applyReturnUpdate(tx, update, touched),
    before: { changes: pushed.notes.length, notes: pushed.notes, failure: pushed.failure },
    hooks: options.hooks,
  });
  stockChanged(touched);
  return result;
}
