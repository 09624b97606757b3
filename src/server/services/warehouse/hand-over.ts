import { and, asc, eq, isNull } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { partialOrder, productItems, userProductItems, users } from "@/server/db/schema";
import {
  WarehouseError,
  type PartnerOrderRequest,
  type WarehousePartner,
} from "@/server/integrations/warehouse";
import { describeFailure, writeLog, type SyncResult } from "./sync-log";

/** The key that makes the partner create a delivery's order once, however often we ask. */
export const orderIdempotencyKey = (partialOrderId: number) => `partial-order-${partialOrderId}`;

/** A delivery the warehouse should have: paid (or a swap), not yet handed over. */
const HANDOVER_STATUSES = ["ORDER_PLACED", "ORDER_PROCESSING"] as const;

export type HandOverResult =
  | { status: "handed_over"; fulfilmentOrderId: string }
  | { status: "already"; fulfilmentOrderId: string }
  | { status: "not_ready"; reason: string }
  /** `partnerDown`: the partner could not be reached or did not answer in time (not the delivery's fault). */
  | { status: "failed"; error: string; partnerDown: boolean };

async function loadRequest(
  db: Database,
  id: number,
): Promise<{ request: PartnerOrderRequest } | { done: string } | { notReady: string }> {
  const [row] = await db
    .select({ delivery: partialOrder, member: users })
    .from(partialOrder)
    .innerJoin(users, eq(users.id, partialOrder.user_id))
    .where(eq(partialOrder.id, id));
  if (!row) return { notReady: `Delivery ${id} does not exist` };
  const { delivery, member } = row;
  if (delivery.fulfilment_order_id) return { done: delivery.fulfilment_order_id };
  if (!(HANDOVER_STATUSES as readonly string[]).includes(delivery.status))
    return { notReady: `Delivery ${id} is ${delivery.status}, not ready for the warehouse` };
  const garments = await db
    .select({ id: productItems.id, sku: productItems.sku, barcode: productItems.barcode })
    .from(userProductItems)
    .innerJoin(productItems, eq(productItems.id, userProductItems.product_item_id))
    .where(eq(userProductItems.partial_order_id, id))
    .orderBy(asc(productItems.id));
  if (garments.length === 0) return { notReady: `Delivery ${id} has no garments` };
  const name = [member.firstName, member.lastName].filter(Boolean).join(" ") || member.email;
  return {
    request: {
      idempotencyKey: orderIdempotencyKey(id),
      reference: String(id),
      deliveryProvider: delivery.delivery_provider ?? "royal_mail",
      address: {
        name,
        address1: member.address1 ?? "",
        address2: member.address2 ?? null,
        city: member.city ?? "",
        postcode: member.postcode ?? "",
        email: member.email,
        phone: member.contactNumber ?? null,
      },
      items: garments.map((g) => ({ productItemId: g.id, sku: g.sku, barcode: g.barcode })),
    },
  };
}

/**
 * acsCreateOrder for one delivery: the partner is asked outside any transaction (it may take
 * seconds), always with the same idempotency key, so a retry after a lost answer or a crash finds
 * the order the first call made. Its id is stored only if none is yet (a concurrent run stores
 * the same one). A failure is written on the delivery and in the log; the caller retries.
 */
export async function handOverDelivery(
  db: Database,
  partner: WarehousePartner,
  partialOrderId: number,
  now: Date = new Date(),
): Promise<HandOverResult> {
  const loaded = await loadRequest(db, partialOrderId);
  if ("done" in loaded) return { status: "already", fulfilmentOrderId: loaded.done };
  if ("notReady" in loaded) return { status: "not_ready", reason: loaded.notReady };
  try {
    const order = await partner.createOrder(loaded.request);
    await db.transaction(async (tx) => {
      const stored = await tx
        .update(partialOrder)
        .set({
          fulfilment_order_id: order.fulfilmentOrderId,
          fulfilment_processed_time: now,
          fulfilment_updated_at: now,
          fulfilment_error: null,
          delivery_provider: loaded.request.deliveryProvider,
          // The status stays ORDER_PLACED until dispatch: spec 4.4 shows the garments as upcoming.
        })
        .where(and(eq(partialOrder.id, partialOrderId), isNull(partialOrder.fulfilment_order_id)))
        .returning({ id: partialOrder.id });
      if (stored.length === 0) return;
      await writeLog(tx, {
        origin: "acsCreateOrder",
        status: "SUCCESS",
        note: `Delivery ${partialOrderId} sent to the warehouse as ${order.fulfilmentOrderId}`,
        cursor: order.fulfilmentOrderId,
      });
    });
    return { status: "handed_over", fulfilmentOrderId: order.fulfilmentOrderId };
  } catch (error) {
    const failure = describeFailure(error);
    await db.transaction(async (tx) => {
      await tx
        .update(partialOrder)
        .set({ fulfilment_error: failure, fulfilment_updated_at: now })
        .where(eq(partialOrder.id, partialOrderId));
      await writeLog(tx, {
        origin: "acsCreateOrder",
        status: "ERROR",
        note: `Delivery ${partialOrderId}: ${failure}`,
        cursor: null,
      });
    });
    return {
      status: "failed",
      error: failure,
      partnerDown: error instanceof WarehouseError && error.partnerDown,
    };
  }
}

/** Staff's "run now" for acsCreateOrder: every delivery still waiting for the warehouse. */
export async function handOverWaitingDeliveries(
  db: Database,
  partner: WarehousePartner,
  now: Date = new Date(),
): Promise<SyncResult> {
  const waiting = await db
    .select({ id: partialOrder.id })
    .from(partialOrder)
    .where(and(isNull(partialOrder.fulfilment_order_id), eq(partialOrder.status, "ORDER_PLACED")))
    .orderBy(asc(partialOrder.id))
    .limit(200);
  let handed = 0;
  const failures: string[] = [];
  let last: string | null = null;
  for (const { id } of waiting) {
    const result = await handOverDelivery(db, partner, id, now);
    if (result.status === "handed_over") {
      handed += 1;
      last = result.fulfilmentOrderId;
    } else if (result.status === "failed") failures.push(`${id}: ${result.error}`);
  }
  if (handed === 0 && failures.length === 0) {
    await writeLog(db, {
      origin: "acsCreateOrder",
      status: "NO_UPDATE",
      note: "No deliveries waiting for the warehouse",
      cursor: null,
    });
  }
  const note =
    failures.length > 0
      ? `${handed} sent, ${failures.length} failed: ${failures.join("; ")}`
      : `${handed} sent`;
  return {
    origin: "acsCreateOrder",
    status: failures.length > 0 ? "ERROR" : handed > 0 ? "SUCCESS" : "NO_UPDATE",
    note,
    cursor: last,
    changes: handed,
  };
}
