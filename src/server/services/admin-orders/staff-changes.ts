import { eq, sql } from "drizzle-orm";
import {
  finaliseConsequences,
  needsConfirmation,
  UNCONFIRMED_FINALISE_MESSAGE,
  type FinaliseFacts,
} from "@/domain/admin/finalise-order";
import {
  checkTransition,
  DELIVERY_TRANSITIONS,
  ORDER_ITEM_TRANSITIONS,
  ORDER_TRANSITIONS,
  RETURN_TRANSITIONS,
} from "@/domain/admin/order-transitions";
import type { OrderItemStatus, OrderStatus } from "@/domain/enums";
import { isSubscribed } from "@/domain/member/member-state";
import type { Database, Executor } from "@/server/db/client";
import { queryRows } from "@/server/db/query";
import {
  order,
  orderGifting,
  orderProductVariants,
  partialOrder,
  partialReturn,
  productItems,
  userProductItems,
  users,
} from "@/server/db/schema";
import { recordStaffChange } from "@/server/services/staff/audit";

/** The records whose status staff change by hand, with their table of allowed moves. */
const STATUS_RECORDS = {
  order: { table: order, transitions: ORDER_TRANSITIONS, what: "order", entity: "order" },
  delivery: {
    table: partialOrder,
    transitions: DELIVERY_TRANSITIONS,
    what: "delivery",
    entity: "partial_order",
  },
  return: {
    table: partialReturn,
    transitions: RETURN_TRANSITIONS,
    what: "return",
    entity: "partial_return",
  },
} as const;
export type StatusRecordKind = keyof typeof STATUS_RECORDS;

/** The records that keep an internal note (spec 1, 3.1). */
const NOTE_RECORDS = {
  ...STATUS_RECORDS,
  gift: { table: orderGifting, what: "gift order", entity: "order_gifting" },
} as const;
export type NoteRecordKind = keyof typeof NOTE_RECORDS;

export type StaffChangeResult<S> =
  | { ok: true; from: S; to: S }
  | { ok: false; reason: "not_found" | "refused" | "unconfirmed"; message: string };

/**
 * What finalising an order does to its member, read at the moment (the page shows it, the change
 * re-reads it under the order's lock and keeps it in the audit row).
 */
export async function loadFinaliseFacts(
  db: Executor,
  orderId: number,
): Promise<FinaliseFacts | null> {
  const [row] = await db
    .select({
      userId: order.user_id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      subscriptionId: users.payment_subscription_id,
    })
    .from(order)
    .innerJoin(users, eq(users.id, order.user_id))
    .where(eq(order.id, orderId));
  if (!row) return null;
  const orders = await db
    .select({ id: order.id, status: order.status })
    .from(order)
    .where(eq(order.user_id, row.userId));
  const finalised = orders.map((o) =>
    o.id === orderId ? { ...o, status: "ORDER_FINALISED" as const } : o,
  );
  const facts = { payment_subscription_id: row.subscriptionId };
  const [held] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${userProductItems} upi
      join ${productItems} pi on pi.id = upi.product_item_id
      where upi.user_id = ${row.userId}
        and pi.status in ('HOLD', 'STORAGE_HOLD', 'CUSTOMER')
        and upi.id = (select max(u2.id) from ${userProductItems} u2
          where u2.product_item_id = upi.product_item_id)`,
  );
  const name = [row.firstName, row.lastName].filter((part) => part?.trim()).join(" ");
  return {
    orderId,
    member: name || row.email,
    endsSubscription:
      isSubscribed({ ...facts, order: orders }) && !isSubscribed({ ...facts, order: finalised }),
    garmentsHeld: held?.n ?? 0,
  };
}

/**
 * A hand status change of an order, a delivery or a return: under the row's lock, refused (nothing
 * changed) unless the move is in the kind's table; the change and its audit row commit together.
 */
export async function changeRecordStatus(
  db: Database,
  kind: StatusRecordKind,
  input: { id: number; to: OrderStatus; staffId: string; confirmed?: boolean },
): Promise<StaffChangeResult<OrderStatus>> {
  const record = STATUS_RECORDS[kind];
  return db.transaction(async (tx) => {
    const [row] = await queryRows<{ status: OrderStatus }>(
      tx,
      sql`select status from ${record.table} where id = ${input.id} for update`,
    );
    if (!row) return { ok: false, reason: "not_found", message: `No such ${record.what}.` };
    const check = checkTransition(record.transitions, record.what, row.status, input.to);
    if (!check.ok) return { ok: false, reason: "refused", message: check.message };
    // A move that changes what the member sees is made only once staff confirmed it; the audit
    // row keeps what they were told.
    const confirm = needsConfirmation(kind, input.to);
    if (confirm && input.confirmed !== true)
      return { ok: false, reason: "unconfirmed", message: UNCONFIRMED_FINALISE_MESSAGE };
    const facts = confirm ? await loadFinaliseFacts(tx, input.id) : null;
    await tx.execute(sql`update ${record.table} set status = ${input.to} where id = ${input.id}`);
    await recordStaffChange(tx, {
      staffId: input.staffId,
      action: `${record.entity}.status`,
      entityType: record.entity,
      entityId: input.id,
      detail: {
        from: row.status,
        to: input.to,
        ...(facts ? { confirmed: true, consequences: finaliseConsequences(facts) } : {}),
      },
    });
    return { ok: true, from: row.status, to: input.to };
  });
}

/**
 * A hand status change of one order line, recorded against its order (the order's history shows
 * it): refused unless the move is in spec 4.1's item life cycle.
 */
export async function changeOrderItemStatus(
  db: Database,
  input: { id: number; to: OrderItemStatus; staffId: string },
): Promise<StaffChangeResult<OrderItemStatus> & { orderId?: number }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: orderProductVariants.status, orderId: orderProductVariants.order_id })
      .from(orderProductVariants)
      .where(eq(orderProductVariants.id, input.id))
      .for("update");
    if (!row) return { ok: false, reason: "not_found", message: "No such order item." };
    const check = checkTransition(ORDER_ITEM_TRANSITIONS, "order item", row.status, input.to);
    if (!check.ok) return { ok: false, reason: "refused", message: check.message };
    await tx
      .update(orderProductVariants)
      .set({ status: input.to })
      .where(eq(orderProductVariants.id, input.id));
    await recordStaffChange(tx, {
      staffId: input.staffId,
      action: "order_item.status",
      entityType: "order",
      entityId: row.orderId,
      detail: { item_id: input.id, from: row.status, to: input.to },
    });
    return { ok: true, from: row.status, to: input.to, orderId: row.orderId };
  });
}

/** Replaces a record's internal note (blank becomes null), audited with the note before and after. */
export async function saveInternalNote(
  db: Database,
  kind: NoteRecordKind,
  input: { id: number; note: string; staffId: string },
): Promise<{ ok: true; note: string | null } | { ok: false; message: string }> {
  const record = NOTE_RECORDS[kind];
  const note = input.note.trim() === "" ? null : input.note.replace(/\r\n/g, "\n").trimEnd();
  return db.transaction(async (tx) => {
    const [row] = await queryRows<{ internal_note: string | null }>(
      tx,
      sql`select internal_note from ${record.table} where id = ${input.id} for update`,
    );
    if (!row) return { ok: false, message: `No such ${record.what}.` };
    await tx.execute(
      sql`update ${record.table} set internal_note = ${note} where id = ${input.id}`,
    );
    await recordStaffChange(tx, {
      staffId: input.staffId,
      action: `${record.entity}.note`,
      entityType: record.entity,
      entityId: input.id,
      detail: { before: row.internal_note, after: note },
    });
    return { ok: true, note };
  });
}
