import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/server/db/client";
import {
  jobs,
  productItemRetirement,
  productItems,
  warehouseSimOrders,
  warehouseSimRetirements,
  warehouseSimReturns,
} from "@/server/db/schema";
import { SIM_DELAYS_MIN } from "@/server/integrations/warehouse/simulator/sim-store";
import { runDueJobs } from "@/server/queue/job-queue";
import { warehouseHandoverJob } from "@/server/jobs/warehouse-handover";
import { enqueueWarehouseSyncNow } from "@/server/jobs/warehouse-syncs";
import { syncOrders } from "@/server/services/warehouse/order-sync";
import { syncRetirements } from "@/server/services/warehouse/retirement-sync";
import { syncReturns } from "@/server/services/warehouse/return-sync";
import { syncStock } from "@/server/services/warehouse/stock-sync";
import { createTestDatabase, testDbKind, type TestDatabase } from "../helpers/test-db";
import { startSimulatorServer, type SimulatorServer } from "../helpers/warehouse-sim-server";
import {
  deliveryRow,
  garmentStatuses,
  historyReasons,
  lastLog,
  makeMember,
  makeVariant,
  placeDelivery,
  returnRow,
  startReturn,
  variantStock,
  type Delivery,
  type Variant,
  warehouseJobHandlers,
} from "./warehouse-fixture";

// The warehouse told to fail (issue 11): a 500, no answer in time, malformed JSON, the same update
// twice, and a run that dies half-way. Nothing is lost or applied twice, an order is created once
// at the partner, the ERROR row says what happened, and the next run catches up.

let database: TestDatabase;
let db: Database;
let sim: SimulatorServer;
let handlers: ReturnType<typeof warehouseJobHandlers>;
let variant: Variant;
let member: string;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  sim = await startSimulatorServer(db);
  handlers = warehouseJobHandlers(() => sim.partner);
  variant = await makeVariant(db);
  member = await makeMember(db);
});
afterAll(async () => {
  await sim?.close();
  await database?.close();
});

const ordersAtWarehouse = (key: string) =>
  db.select().from(warehouseSimOrders).where(eq(warehouseSimOrders.idempotency_key, key));

async function handOverJob(delivery: Delivery) {
  const [job] = await db
    .select()
    .from(jobs)
    .where(
      eq(
        jobs.singleton_key,
        warehouseHandoverJob.keyOf({ partialOrderId: delivery.partialOrderId })!,
      ),
    );
  return job!;
}

/** Hands a delivery over and has the warehouse dispatch it. */
async function dispatched(): Promise<Delivery> {
  const delivery = await placeDelivery(db, { userId: member, variants: [variant] });
  await runDueJobs(db, handlers);
  expect((await deliveryRow(db, delivery.partialOrderId)).fulfilment_order_id).not.toBeNull();
  await sim.control({ action: "advance", minutes: SIM_DELAYS_MIN.dispatch });
  return delivery;
}

describe(`warehouse faults on ${testDbKind}`, () => {
  it("hand-over, 500: nothing at the warehouse, the error on the delivery and logged; the retry after the back-off sends it once", async () => {
    const delivery = await placeDelivery(db, { userId: member, variants: [variant] });
    const key = `partial-order-${delivery.partialOrderId}`;
    const t0 = new Date();
    await sim.control({ action: "fault", fault: "error", count: 1 });
    expect(await runDueJobs(db, handlers, { now: () => t0 })).toBe(0);

    expect(await ordersAtWarehouse(key)).toHaveLength(0);
    const failed = await deliveryRow(db, delivery.partialOrderId);
    expect(failed.fulfilment_order_id).toBeNull();
    expect(failed.fulfilment_error).toMatch(
      /^unavailable: POST \/orders: the warehouse answered 500/,
    );
    expect(await lastLog(db, "acsCreateOrder")).toMatchObject({
      status: "ERROR",
      note: `Delivery ${delivery.partialOrderId}: ${failed.fulfilment_error}`,
    });
    const job = await handOverJob(delivery);
    expect(job).toMatchObject({ status: "pending", attempts: 1 });
    expect(job.run_at.getTime()).toBe(t0.getTime() + 10_000);

    expect(await runDueJobs(db, handlers, { now: () => new Date(t0.getTime() + 10_000) })).toBe(1);
    const [order] = await ordersAtWarehouse(key);
    expect(await deliveryRow(db, delivery.partialOrderId)).toMatchObject({
      fulfilment_order_id: expect.stringMatching(/^WH-ORD-/),
      fulfilment_error: null,
    });
    expect(await ordersAtWarehouse(key)).toHaveLength(1);
    expect(order).toBeDefined();
  });

  it("hand-over after an outage: a delivery waiting out its back-off is sent as soon as a scheduled sync gets an answer, once", async () => {
    const delivery = await placeDelivery(db, { userId: member, variants: [variant] });
    const key = `partial-order-${delivery.partialOrderId}`;
    const t0 = new Date();
    // Down for three calls: the back-off grows 10 s, 20 s, 40 s.
    await sim.control({ action: "fault", fault: "error", count: 3 });
    for (const at of [0, 10_000, 30_000])
      await runDueJobs(db, handlers, { now: () => new Date(t0.getTime() + at) });
    const waiting = await handOverJob(delivery);
    expect(waiting).toMatchObject({ status: "pending", attempts: 3 });
    expect(waiting.run_at.getTime()).toBe(t0.getTime() + 70_000);

    // Still down: a sync with nothing to send never asked the partner, so it proves nothing (it
    // would spend the hand-over's attempts during the outage).
    const during = new Date(t0.getTime() + 30_500);
    await enqueueWarehouseSyncNow(db, "retirementSync", during);
    await runDueJobs(db, handlers, { now: () => during });
    expect((await handOverJob(delivery)).run_at.getTime()).toBe(t0.getTime() + 70_000);

    // Back: the next scheduled sync (once a minute) is answered, and the hand-over goes with it.
    const back = new Date(t0.getTime() + 31_000);
    await enqueueWarehouseSyncNow(db, "orderSync", back);
    await runDueJobs(db, handlers, { now: () => back });
    expect(await ordersAtWarehouse(key)).toHaveLength(1);
    expect((await deliveryRow(db, delivery.partialOrderId)).fulfilment_order_id).toMatch(
      /^WH-ORD-/,
    );
    expect(await handOverJob(delivery)).toMatchObject({ status: "done", attempts: 4 });
  });

  it("hand-over through a long outage: past its tenth attempt the job still waits (an hour at most) and goes when the partner answers; a malformed answer at the tenth fails it", async () => {
    const delivery = await placeDelivery(db, { userId: member, variants: [variant] });
    const key = `partial-order-${delivery.partialOrderId}`;
    // Nine attempts already spent on the outage (about 85 minutes of back-off).
    const job = await handOverJob(delivery);
    await db.update(jobs).set({ attempts: 9 }).where(eq(jobs.id, job.id));
    const t0 = new Date();
    await sim.control({ action: "fault", fault: "error", count: 2 });
    await runDueJobs(db, handlers, { now: () => t0 });
    const tenth = await handOverJob(delivery);
    expect(tenth).toMatchObject({ status: "pending", attempts: 10 });
    expect(tenth.run_at.getTime()).toBe(t0.getTime() + 60 * 60 * 1000);
    // Still down an hour later: the eleventh waits an hour again.
    const hourLater = new Date(t0.getTime() + 60 * 60 * 1000);
    await runDueJobs(db, handlers, { now: () => hourLater });
    expect(await handOverJob(delivery)).toMatchObject({ status: "pending", attempts: 11 });

    // Back: the next scheduled sync is answered, and the hand-over goes with it, once.
    const back = new Date(hourLater.getTime() + 60_000);
    await enqueueWarehouseSyncNow(db, "orderSync", back);
    await runDueJobs(db, handlers, { now: () => back });
    expect(await ordersAtWarehouse(key)).toHaveLength(1);
    expect(await handOverJob(delivery)).toMatchObject({ status: "done", attempts: 12 });

    // The partner answering nonsense is not an outage: the tenth attempt is the last.
    const other = await placeDelivery(db, { userId: member, variants: [variant] });
    const otherJob = await handOverJob(other);
    await db.update(jobs).set({ attempts: 9 }).where(eq(jobs.id, otherJob.id));
    await sim.control({ action: "fault", fault: "malformed", count: 1 });
    const t1 = new Date(back.getTime() + 1_000);
    await runDueJobs(db, handlers, { now: () => t1 });
    expect(await handOverJob(other)).toMatchObject({ status: "failed", attempts: 10 });
    expect((await deliveryRow(db, other.partialOrderId)).fulfilment_error).toMatch(/^malformed: /);
  });

  for (const fault of ["hang", "malformed"] as const) {
    it(`hand-over, ${fault === "hang" ? "no answer in time" : "malformed answer"} after the warehouse made the order: the retry gets that order, never a second`, async () => {
      const delivery = await placeDelivery(db, { userId: member, variants: [variant] });
      const key = `partial-order-${delivery.partialOrderId}`;
      const t0 = new Date();
      await sim.control({ action: "fault", fault, count: 1 });
      expect(await runDueJobs(db, handlers, { now: () => t0 })).toBe(0);
      // The warehouse has it; we do not know.
      expect(await ordersAtWarehouse(key)).toHaveLength(1);
      const failed = await deliveryRow(db, delivery.partialOrderId);
      expect(failed.fulfilment_order_id).toBeNull();
      expect(failed.fulfilment_error).toMatch(
        fault === "hang"
          ? /^timeout: POST \/orders: no answer within 400 ms/
          : /^malformed: POST \/orders: the answer is not valid JSON/,
      );
      expect((await lastLog(db, "acsCreateOrder"))!.status).toBe("ERROR");

      expect(await runDueJobs(db, handlers, { now: () => new Date(t0.getTime() + 10_000) })).toBe(
        1,
      );
      const atWarehouse = await ordersAtWarehouse(key);
      expect(atWarehouse).toHaveLength(1);
      expect((await deliveryRow(db, delivery.partialOrderId)).fulfilment_order_id).toBe(
        `WH-ORD-${String(atWarehouse[0]!.id).padStart(6, "0")}`,
      );
    });
  }

  it("orderSync: a 500, a timeout and malformed JSON each write an ERROR row that keeps the cursor; the next run applies each event once", async () => {
    await syncOrders(db, sim.partner);
    const before = (await lastLog(db, "orderSync"))!.last_id_synced;
    const delivery = await dispatched();
    const expected = {
      error: /^unavailable: GET \/orders\/events: the warehouse answered 500/,
      hang: /^timeout: GET \/orders\/events: no answer within 400 ms/,
      malformed: /^malformed: GET \/orders\/events: the answer is not valid JSON/,
    };
    for (const fault of ["error", "hang", "malformed"] as const) {
      await sim.control({ action: "fault", fault, count: 1 });
      const result = await syncOrders(db, sim.partner);
      expect(result.status).toBe("ERROR");
      const log = await lastLog(db, "orderSync");
      expect(log).toMatchObject({ status: "ERROR", last_id_synced: before });
      expect(log!.note).toMatch(expected[fault]);
      expect(await garmentStatuses(db, delivery.itemIds)).toEqual(["HOLD"]);
    }
    const caughtUp = await syncOrders(db, sim.partner);
    expect(caughtUp.status).toBe("SUCCESS");
    expect(Number(caughtUp.cursor)).toBeGreaterThan(Number(before ?? 0));
    expect(await garmentStatuses(db, delivery.itemIds)).toEqual(["CUSTOMER"]);
    expect(
      (await historyReasons(db, delivery.itemIds[0]!)).filter(
        (r) => r === "Dispatched by the warehouse",
      ),
    ).toHaveLength(1);
  });

  it("the same update sent twice (again under a new number, or twice in one answer) is applied once", async () => {
    const delivery = await dispatched();
    await syncOrders(db, sim.partner);
    const returnId = await startReturn(db, delivery);
    await syncReturns(db, sim.partner);
    await sim.control({
      action: "advance",
      minutes: SIM_DELAYS_MIN.receive + SIM_DELAYS_MIN.clean,
    });
    const stock = await variantStock(db, variant.id);
    await sim.control({ action: "fault", fault: "duplicate", count: 1 });
    expect(await syncReturns(db, sim.partner)).toMatchObject({ status: "SUCCESS", changes: 2 });
    expect(await variantStock(db, variant.id)).toBe(stock + 1);

    // The warehouse repeats its last return update ('cleaned') and its last order update.
    await sim.control({ action: "repeat", stream: "returns" });
    const again = await syncReturns(db, sim.partner);
    expect(again).toMatchObject({ status: "NO_UPDATE", changes: 0 });
    expect(await lastLog(db, "returnSync")).toMatchObject({
      status: "NO_UPDATE",
      note: "1 event(s), all applied before",
      last_id_synced: again.cursor,
    });
    expect(await variantStock(db, variant.id)).toBe(stock + 1);
    expect(await garmentStatuses(db, delivery.itemIds)).toEqual(["STORAGE"]);
    expect(returnId).toBeGreaterThan(0);

    // The clock also delivered parcels meanwhile: those are applied first, then one is repeated.
    expect((await syncOrders(db, sim.partner)).status).toBe("SUCCESS");
    await sim.control({ action: "repeat", stream: "orders" });
    expect(await syncOrders(db, sim.partner)).toMatchObject({ status: "NO_UPDATE" });
    expect(
      (await historyReasons(db, delivery.itemIds[0]!)).filter(
        (r) => r === "Dispatched by the warehouse",
      ),
    ).toHaveLength(1);

    // Goods-in listed twice, then repeated: one garment each.
    await sim.control({
      action: "goods_in",
      items: [{ fulfilmentId: variant.fulfilmentId, sku: variant.sku, barcode: "DUP-1" }],
    });
    const beforeGoods = await variantStock(db, variant.id);
    await sim.control({ action: "fault", fault: "duplicate", count: 1 });
    expect(await syncStock(db, sim.partner)).toMatchObject({ status: "NEW_STOCK", changes: 1 });
    await sim.control({ action: "repeat", stream: "goods_in" });
    expect(await syncStock(db, sim.partner)).toMatchObject({ status: "NO_UPDATE" });
    expect(
      await db.select().from(productItems).where(eq(productItems.barcode, "DUP-1")),
    ).toHaveLength(1);
    expect(await variantStock(db, variant.id)).toBe(beforeGoods + 1);
  });

  it("pushes: a return and a retirement the warehouse failed to take are logged and sent by the next run, once", async () => {
    const delivery = await dispatched();
    await syncOrders(db, sim.partner);
    const returnId = await startReturn(db, delivery);
    await sim.control({ action: "fault", fault: "error", count: 1 });
    const failed = await syncReturns(db, sim.partner);
    expect(failed.status).toBe("ERROR");
    expect(await lastLog(db, "returnSync")).toMatchObject({
      status: "ERROR",
      note: expect.stringMatching(
        new RegExp(`^return ${returnId}: unavailable: POST /returns: the warehouse answered 500`),
      ),
    });
    expect((await returnRow(db, returnId)).fulfilment_return_id).toBeNull();
    await sim.control({ action: "fault", fault: "hang", count: 1 });
    expect((await syncReturns(db, sim.partner)).status).toBe("ERROR");
    expect(await syncReturns(db, sim.partner)).toMatchObject({ status: "SUCCESS" });
    expect((await returnRow(db, returnId)).fulfilment_return_id).toMatch(/^WH-RET-/);
    expect(
      await db
        .select()
        .from(warehouseSimReturns)
        .where(eq(warehouseSimReturns.idempotency_key, `partial-return-${returnId}`)),
    ).toHaveLength(1);

    const [retirement] = await db
      .insert(productItemRetirement)
      .values({ product_item_id: delivery.itemIds[0]!, date: "2026-11-25", reason: "Faded" })
      .returning();
    await sim.control({ action: "fault", fault: "malformed", count: 1 });
    expect(await syncRetirements(db, sim.partner)).toMatchObject({ status: "ERROR", changes: 0 });
    expect((await lastLog(db, "retirementSync"))!.note).toMatch(
      /^1 failed: garment \d+: malformed: POST \/retirements: the answer is not valid JSON/,
    );
    expect(await syncRetirements(db, sim.partner)).toMatchObject({ status: "SUCCESS", changes: 1 });
    const atWarehouse = await db
      .select()
      .from(warehouseSimRetirements)
      .where(eq(warehouseSimRetirements.idempotency_key, `retirement-${retirement!.id}`));
    expect(atWarehouse).toHaveLength(1);
  });

  it("a run that dies half-way through a page leaves nothing of it; the next run applies the whole page once", async () => {
    await syncOrders(db, sim.partner);
    const before = (await lastLog(db, "orderSync"))!.last_id_synced;
    const first = await placeDelivery(db, { userId: member, variants: [variant] });
    const second = await placeDelivery(db, { userId: member, variants: [variant] });
    await runDueJobs(db, handlers);
    await sim.control({ action: "advance", minutes: SIM_DELAYS_MIN.dispatch });

    let applied = 0;
    const crashed = await syncOrders(db, sim.partner, {
      hooks: {
        afterEvent: () => {
          applied += 1;
          // The first event's changes are written; the process dies before the page commits.
          if (applied === 1) throw new Error("worker killed");
        },
      },
    });
    expect(crashed.status).toBe("ERROR");
    expect(applied).toBe(1);
    expect(await lastLog(db, "orderSync")).toMatchObject({ last_id_synced: before });
    for (const delivery of [first, second]) {
      expect(await deliveryRow(db, delivery.partialOrderId)).toMatchObject({
        dispatched_at: null,
        status: "ORDER_PLACED",
      });
      expect(await garmentStatuses(db, delivery.itemIds)).toEqual(["HOLD"]);
    }

    expect(await syncOrders(db, sim.partner)).toMatchObject({ status: "SUCCESS", changes: 2 });
    for (const delivery of [first, second]) {
      expect((await deliveryRow(db, delivery.partialOrderId)).status).toBe("ORDER_ACTIVE");
      expect(await historyReasons(db, delivery.itemIds[0]!)).toEqual([
        "Reserved for a test",
        "Dispatched by the warehouse",
      ]);
    }
  });
});
