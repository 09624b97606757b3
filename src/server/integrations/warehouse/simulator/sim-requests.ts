import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database, Executor } from "@/server/db/client";
import {
  warehouseSimOrders,
  warehouseSimRetirements,
  warehouseSimReturnItems,
  warehouseSimReturns,
  warehouseSimStock,
} from "@/server/db/schema";
import { addEvent, pad, simOrderId, simReturnId } from "./sim-store";

/**
 * What the simulated warehouse does when the shop calls it: orders, returns and retirements
 * (each once per idempotency key), goods-in, stock levels and a reported problem. The clock and
 * the events it produces over time are in sim-store.ts.
 */

export interface SimOrderInput {
  idempotencyKey: string;
  reference: string;
  deliveryProvider: string;
  address: Record<string, unknown>;
  items: { productItemId: number; sku: string }[];
}

/** Creates the order once per idempotency key; a repeat answers the first (created: false). */
export async function createOrder(db: Executor, input: SimOrderInput, now: Date) {
  const [created] = await db
    .insert(warehouseSimOrders)
    .values({
      idempotency_key: input.idempotencyKey,
      reference: input.reference,
      delivery_provider: input.deliveryProvider,
      address: input.address,
      items: input.items,
      created_at: now,
    })
    .onConflictDoNothing()
    .returning();
  const order =
    created ??
    (
      await db
        .select()
        .from(warehouseSimOrders)
        .where(eq(warehouseSimOrders.idempotency_key, input.idempotencyKey))
    )[0]!;
  return {
    created: created !== undefined,
    body: { fulfilmentOrderId: simOrderId(order.id), reference: order.reference },
  };
}

export async function createReturn(
  db: Database,
  input: {
    idempotencyKey: string;
    reference: string;
    items: { productItemId: number; sku: string }[];
  },
  now: Date,
  labelBase: string,
) {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(warehouseSimReturns)
      .values({
        idempotency_key: input.idempotencyKey,
        reference: input.reference,
        created_at: now,
      })
      .onConflictDoNothing()
      .returning();
    if (created) {
      await tx.insert(warehouseSimReturnItems).values(
        input.items.map((item) => ({
          return_id: created.id,
          product_item_id: item.productItemId,
          sku: item.sku,
        })),
      );
    }
    const ret =
      created ??
      (
        await tx
          .select()
          .from(warehouseSimReturns)
          .where(eq(warehouseSimReturns.idempotency_key, input.idempotencyKey))
      )[0]!;
    const returnReference = `LR-${simReturnId(ret.id)}`;
    return {
      created: created !== undefined,
      body: {
        fulfilmentReturnId: simReturnId(ret.id),
        returnReference,
        labelUrl: `${labelBase}/labels/${returnReference}`,
      },
    };
  });
}

export async function createRetirement(
  db: Executor,
  input: {
    idempotencyKey: string;
    productItemId: number;
    barcode: string | null;
    reason: string;
    disposition: string;
  },
) {
  const [created] = await db
    .insert(warehouseSimRetirements)
    .values({
      idempotency_key: input.idempotencyKey,
      product_item_id: input.productItemId,
      barcode: input.barcode,
      reason: input.reason,
      disposition: input.disposition,
    })
    .onConflictDoNothing()
    .returning();
  const row =
    created ??
    (
      await db
        .select()
        .from(warehouseSimRetirements)
        .where(eq(warehouseSimRetirements.idempotency_key, input.idempotencyKey))
    )[0]!;
  return {
    created: created !== undefined,
    body: { fulfilmentRetirementId: `WH-RTR-${pad(row.id)}` },
  };
}

/** Books new garments in: each one a goods-in event and one more on the shelf. */
export async function bookIn(
  db: Database,
  items: readonly { fulfilmentId: string; sku: string; barcode: string; rfid: string | null }[],
  now: Date,
) {
  await db.transaction(async (tx) => {
    for (const item of items) {
      await tx
        .insert(warehouseSimStock)
        .values({ sku: item.sku, fulfilment_id: item.fulfilmentId, available: 1 })
        .onConflictDoUpdate({
          target: warehouseSimStock.sku,
          set: { available: sql`${warehouseSimStock.available} + 1` },
        });
      await addEvent(tx, "goods_in", now, { ...item });
    }
  });
}

export async function stockLevels(db: Executor) {
  const rows = await db.select().from(warehouseSimStock).orderBy(asc(warehouseSimStock.sku));
  return rows.map((row) => ({
    fulfilmentId: row.fulfilment_id,
    sku: row.sku,
    available: row.available,
  }));
}

/** Marks an order (by our reference) or a returned garment to be reported as a problem. */
export async function markProblem(
  db: Executor,
  target: { orderReference?: string; productItemId?: number },
  note: string,
): Promise<number> {
  let marked = 0;
  if (target.orderReference !== undefined) {
    const rows = await db
      .update(warehouseSimOrders)
      .set({ problem_note: note })
      .where(
        and(
          eq(warehouseSimOrders.reference, target.orderReference),
          eq(warehouseSimOrders.status, "accepted"),
        ),
      )
      .returning({ id: warehouseSimOrders.id });
    marked += rows.length;
  }
  if (target.productItemId !== undefined) {
    const rows = await db
      .update(warehouseSimReturnItems)
      .set({ problem_note: note })
      .where(
        and(
          eq(warehouseSimReturnItems.product_item_id, target.productItemId),
          inArray(warehouseSimReturnItems.status, ["expected", "received"]),
          isNull(warehouseSimReturnItems.problem_note),
        ),
      )
      .returning({ id: warehouseSimReturnItems.id });
    marked += rows.length;
  }
  return marked;
}
