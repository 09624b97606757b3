import { and, asc, eq, gt, isNotNull, lte, sql } from "drizzle-orm";
import type { Database, Executor } from "@/server/db/client";
import {
  warehouseSimEvents,
  warehouseSimOrders,
  warehouseSimReturnItems,
  warehouseSimReturns,
  warehouseSimState,
  warehouseSimStock,
} from "@/server/db/schema";

/** Simulated minutes from one step to the next (the clock runs at WAREHOUSE_SIM_SPEED × real time). */
export const SIM_DELAYS_MIN = {
  /** An accepted order leaves the warehouse. */
  dispatch: 120,
  /** A dispatched parcel reaches the member. */
  deliver: 24 * 60,
  /** A return announced reaches the warehouse. */
  receive: 48 * 60,
  /** A received garment comes out of cleaning. */
  clean: 24 * 60,
} as const;

const MINUTE = 60_000;

export type SimStream = "orders" | "returns" | "goods_in";
export type SimFault = "error" | "hang" | "malformed" | "duplicate";

export const pad = (id: number) => String(id).padStart(6, "0");
export const simOrderId = (id: number) => `WH-ORD-${pad(id)}`;
export const simReturnId = (id: number) => `WH-RET-${pad(id)}`;
const trackingCode = (id: number) => `RM${String(id).padStart(9, "0")}GB`;

/** The one state row, created on first use. */
async function state(db: Executor, realNow: Date) {
  await db
    .insert(warehouseSimState)
    .values({ id: 1, anchor_real: realNow, anchor_sim: realNow })
    .onConflictDoNothing();
  const [row] = await db.select().from(warehouseSimState).where(eq(warehouseSimState.id, 1));
  return row!;
}

export function simTimeAt(
  anchor: { anchor_real: Date; anchor_sim: Date },
  realNow: Date,
  speed: number,
): Date {
  const elapsed = realNow.getTime() - anchor.anchor_real.getTime();
  return new Date(anchor.anchor_sim.getTime() + elapsed * speed);
}

export async function simNow(db: Executor, realNow: Date, speed: number): Promise<Date> {
  return simTimeAt(await state(db, realNow), realNow, speed);
}

/** Moves the simulated clock forward by `minutes` from now. */
export async function advanceClock(
  db: Database,
  realNow: Date,
  speed: number,
  minutes: number,
): Promise<Date> {
  const now = await simNow(db, realNow, speed);
  const moved = new Date(now.getTime() + minutes * MINUTE);
  await db
    .update(warehouseSimState)
    .set({ anchor_real: realNow, anchor_sim: moved })
    .where(eq(warehouseSimState.id, 1));
  return moved;
}

export async function setFault(db: Database, fault: SimFault | null, count: number) {
  await state(db, new Date());
  await db
    .update(warehouseSimState)
    .set({ fault, fault_count: fault ? count : 0 })
    .where(eq(warehouseSimState.id, 1));
}

/** Takes one pending fault, if a test asked for any. */
export async function takeFault(db: Database): Promise<SimFault | null> {
  const [row] = await db
    .update(warehouseSimState)
    .set({ fault_count: sql`${warehouseSimState.fault_count} - 1` })
    .where(and(eq(warehouseSimState.id, 1), gt(warehouseSimState.fault_count, 0)))
    .returning({ fault: warehouseSimState.fault });
  return (row?.fault as SimFault | null | undefined) ?? null;
}

export async function addEvent(
  tx: Executor,
  stream: SimStream,
  occurredAt: Date,
  body: Record<string, unknown>,
) {
  await tx.insert(warehouseSimEvents).values({ stream, occurred_at: occurredAt, body });
}

async function changeShelf(tx: Executor, skus: readonly string[], delta: number) {
  for (const sku of skus) {
    await tx
      .update(warehouseSimStock)
      .set({ available: sql`greatest(${warehouseSimStock.available} + ${delta}, 0)` })
      .where(eq(warehouseSimStock.sku, sku));
  }
}

/**
 * Does whatever has fallen due on the simulated clock: dispatches, deliveries, receipts and
 * cleaning, each once (the updates are conditional on the previous step), each with its event.
 * Steps run in order, so a garment's 'received' is always numbered before its 'cleaned'.
 */
export async function tick(db: Database, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    // One tick at a time, whichever process serves the request.
    await tx.select().from(warehouseSimState).where(eq(warehouseSimState.id, 1)).for("update");
    const dispatchBefore = new Date(now.getTime() - SIM_DELAYS_MIN.dispatch * MINUTE);
    const dueOrders = await tx
      .select()
      .from(warehouseSimOrders)
      .where(
        and(
          eq(warehouseSimOrders.status, "accepted"),
          lte(warehouseSimOrders.created_at, dispatchBefore),
        ),
      )
      .orderBy(asc(warehouseSimOrders.id));
    for (const order of dueOrders) {
      const at = new Date(order.created_at.getTime() + SIM_DELAYS_MIN.dispatch * MINUTE);
      const problem = order.problem_note !== null;
      await tx
        .update(warehouseSimOrders)
        .set(
          problem
            ? { status: "problem" }
            : { status: "dispatched", dispatched_at: at, tracking_code: trackingCode(order.id) },
        )
        .where(eq(warehouseSimOrders.id, order.id));
      if (!problem)
        await changeShelf(
          tx,
          order.items.map((item) => item.sku),
          -1,
        );
      await addEvent(tx, "orders", at, {
        fulfilmentOrderId: simOrderId(order.id),
        reference: order.reference,
        event: problem ? "problem" : "dispatched",
        trackingCode: problem ? null : trackingCode(order.id),
        deliveryProvider: problem ? null : order.delivery_provider,
        note: order.problem_note,
      });
    }

    const deliverBefore = new Date(now.getTime() - SIM_DELAYS_MIN.deliver * MINUTE);
    const delivered = await tx
      .update(warehouseSimOrders)
      .set({
        status: "delivered",
        delivered_at: sql`${warehouseSimOrders.dispatched_at} + interval '${sql.raw(String(SIM_DELAYS_MIN.deliver))} minutes'`,
      })
      .where(
        and(
          eq(warehouseSimOrders.status, "dispatched"),
          lte(warehouseSimOrders.dispatched_at, deliverBefore),
        ),
      )
      .returning();
    for (const order of delivered.sort((a, b) => a.id - b.id)) {
      await addEvent(tx, "orders", order.delivered_at!, {
        fulfilmentOrderId: simOrderId(order.id),
        reference: order.reference,
        event: "delivered",
        trackingCode: order.tracking_code,
        deliveryProvider: order.delivery_provider,
        note: null,
      });
    }

    const receiveBefore = new Date(now.getTime() - SIM_DELAYS_MIN.receive * MINUTE);
    const arriving = await tx
      .select({ item: warehouseSimReturnItems, ret: warehouseSimReturns })
      .from(warehouseSimReturnItems)
      .innerJoin(warehouseSimReturns, eq(warehouseSimReturns.id, warehouseSimReturnItems.return_id))
      .where(
        and(
          eq(warehouseSimReturnItems.status, "expected"),
          lte(warehouseSimReturns.created_at, receiveBefore),
        ),
      )
      .orderBy(asc(warehouseSimReturnItems.id));
    for (const { item, ret } of arriving) {
      const at = new Date(ret.created_at.getTime() + SIM_DELAYS_MIN.receive * MINUTE);
      await tx
        .update(warehouseSimReturnItems)
        .set({ status: "received", received_at: at })
        .where(eq(warehouseSimReturnItems.id, item.id));
      await addEvent(tx, "returns", at, returnEventBody(ret, item.product_item_id, "received"));
    }

    const cleanBefore = new Date(now.getTime() - SIM_DELAYS_MIN.clean * MINUTE);
    const cleaning = await tx
      .select({ item: warehouseSimReturnItems, ret: warehouseSimReturns })
      .from(warehouseSimReturnItems)
      .innerJoin(warehouseSimReturns, eq(warehouseSimReturns.id, warehouseSimReturnItems.return_id))
      .where(
        and(
          eq(warehouseSimReturnItems.status, "received"),
          isNotNull(warehouseSimReturnItems.received_at),
          lte(warehouseSimReturnItems.received_at, cleanBefore),
        ),
      )
      .orderBy(asc(warehouseSimReturnItems.id));
    for (const { item, ret } of cleaning) {
      const at = new Date(item.received_at!.getTime() + SIM_DELAYS_MIN.clean * MINUTE);
      const problem = item.problem_note !== null;
      await tx
        .update(warehouseSimReturnItems)
        .set({ status: problem ? "problem" : "cleaned" })
        .where(eq(warehouseSimReturnItems.id, item.id));
      if (!problem) await changeShelf(tx, [item.sku], 1);
      await addEvent(tx, "returns", at, {
        ...returnEventBody(ret, item.product_item_id, problem ? "problem" : "cleaned"),
        note: item.problem_note,
      });
    }
  });
}

function returnEventBody(
  ret: { id: number; reference: string },
  productItemId: number,
  event: string,
): Record<string, unknown> {
  return {
    fulfilmentReturnId: simReturnId(ret.id),
    reference: ret.reference,
    productItemId,
    event,
    note: null,
  };
}

export interface SimEvent {
  cursor: string;
  occurredAt: string;
  [key: string]: unknown;
}

/** Events of a stream after a cursor; a cursor that is not a number reads as the start. */
export async function listEvents(
  db: Executor,
  stream: SimStream,
  after: string | null,
  limit: number,
): Promise<{ items: SimEvent[]; cursor: string | null }> {
  const from = after && /^\d{1,15}$/.test(after) ? Number(after) : 0;
  const rows = await db
    .select()
    .from(warehouseSimEvents)
    .where(and(eq(warehouseSimEvents.stream, stream), gt(warehouseSimEvents.id, from)))
    .orderBy(asc(warehouseSimEvents.id))
    .limit(limit);
  const items = rows.map((row) => ({
    ...row.body,
    cursor: String(row.id),
    occurredAt: row.occurred_at.toISOString(),
  }));
  return { items, cursor: items.at(-1)?.cursor ?? after };
}

/** Appends a copy of a stream's last event under a new number: the same update sent twice. */
export async function repeatLastEvent(db: Executor, stream: SimStream): Promise<boolean> {
  const [last] = await db
    .select()
    .from(warehouseSimEvents)
    .where(eq(warehouseSimEvents.stream, stream))
    .orderBy(sql`${warehouseSimEvents.id} desc`)
    .limit(1);
  if (!last) return false;
  await addEvent(db, stream, last.occurred_at, last.body);
  return true;
}
