import { and, eq, inArray } from "drizzle-orm";
import { DISPATCHABLE_STATUSES, deliveryChange } from "@/domain/warehouse/sync-rules";
import type { Database, Executor } from "@/server/db/client";
import {
  order,
  orderProductVariants,
  partialOrder,
  productItems,
  userProductItems,
} from "@/server/db/schema";
import type { PartnerOrderUpdate, WarehousePartner } from "@/server/integrations/warehouse";
import { orderDispatchedEmailJob } from "@/server/jobs/order-dispatched-email";
import { moveGarments } from "@/server/services/garments/move-garment";
import { pullEvents, type SyncHooks, type SyncResult } from "./sync-log";

/** Our partial_order id from the partner's reference (we send the id as the reference). */
function partialOrderIdOf(reference: string): number | null {
  return /^\d{1,10}$/.test(reference) ? Number(reference) : null;
}

/**
 * One order event, in the caller's transaction. Idempotent: each change is made only when the
 * delivery is not already there (a repeated 'dispatched' finds dispatched_at set and does nothing).
 */
async function applyOrderUpdate(
  tx: Executor,
  update: PartnerOrderUpdate,
  now: Date,
): Promise<string | null> {
  const id = partialOrderIdOf(update.reference);
  const [delivery] = id
    ? await tx.select().from(partialOrder).where(eq(partialOrder.id, id)).for("update")
    : [];
  if (!delivery)
    return `Unknown delivery ${update.reference} (${update.fulfilmentOrderId}) skipped`;
  if (delivery.fulfilment_order_id && delivery.fulfilment_order_id !== update.fulfilmentOrderId)
    return `Delivery ${delivery.id}: event for another warehouse order ${update.fulfilmentOrderId} skipped`;
  const change = deliveryChange(
    {
      dispatchedAt: delivery.dispatched_at,
      deliveredAt: delivery.delivered_at,
      problem: delivery.status === "ORDER_PROBLEM",
    },
    update.event,
  );
  const occurredAt = new Date(update.occurredAt);
  // A hand-over whose answer we lost (a crash) is recognised by the reference.
  const known = { fulfilment_order_id: update.fulfilmentOrderId, fulfilment_updated_at: now };
  switch (change) {
    case "none":
      return null;
    case "dispatch": {
      const carrier = update.deliveryProvider ?? delivery.delivery_provider;
      await tx
        .update(partialOrder)
        .set({
          ...known,
          status: "ORDER_ACTIVE",
          dispatched_at: occurredAt,
          tracking_code: update.trackingCode,
          delivery_provider: carrier,
          fulfilment_error: null,
        })
        .where(eq(partialOrder.id, delivery.id));
      // The order carries its delivery's tracking too (spec 3.1), for the back office's order page.
      if (delivery.order_id !== null && update.trackingCode)
        await tx
          .update(order)
          .set({ delivery_tracking_number: update.trackingCode, delivery_provider: carrier })
          .where(eq(order.id, delivery.order_id));
      const garments = await tx
        .select({ id: productItems.id })
        .from(userProductItems)
        .innerJoin(productItems, eq(productItems.id, userProductItems.product_item_id))
        .where(
          and(
            eq(userProductItems.partial_order_id, delivery.id),
            inArray(productItems.status, [...DISPATCHABLE_STATUSES]),
          ),
        )
        .orderBy(productItems.id);
      await moveGarments(
        tx,
        garments.map((g) => ({
          itemId: g.id,
          to: "CUSTOMER" as const,
          reason: "Dispatched by the warehouse",
          newOrderId: delivery.id,
        })),
      );
      if (delivery.order_id !== null) {
        await tx
          .update(orderProductVariants)
          .set({ status: "CONFIRMED" })
          .where(
            and(
              eq(orderProductVariants.order_id, delivery.order_id),
              eq(orderProductVariants.status, "REQUESTED"),
            ),
          );
      }
      // The member hears it is on its way, once (the job's key is the delivery's).
      await orderDispatchedEmailJob.enqueue(tx, { deliveryId: delivery.id });
      return `Delivery ${delivery.id} dispatched (${update.trackingCode ?? "no tracking"}), ${garments.length} garment(s) with the member`;
    }
    case "deliver":
      await tx
        .update(partialOrder)
        .set({ ...known, delivered_at: occurredAt })
        .where(eq(partialOrder.id, delivery.id));
      return `Delivery ${delivery.id} delivered`;
    case "problem":
      await tx
        .update(partialOrder)
        .set({
          ...known,
          status: "ORDER_PROBLEM",
          fulfilment_error: update.note ?? "The warehouse reported a problem",
        })
        .where(eq(partialOrder.id, delivery.id));
      return `Delivery ${delivery.id}: problem reported (${update.note ?? "no details"})`;
  }
}

/** orderSync: what the warehouse did with our deliveries since the last run. */
export function syncOrders(
  db: Database,
  partner: WarehousePartner,
  options: { now?: Date; hooks?: SyncHooks } = {},
): Promise<SyncResult> {
  const now = options.now ?? new Date();
  return pullEvents({
    db,
    origin: "orderSync",
    fetchPage: (after) => partner.listOrderUpdates(after, 100),
    apply: (tx, update) => applyOrderUpdate(tx, update, now),
    hooks: options.hooks,
  });
}
