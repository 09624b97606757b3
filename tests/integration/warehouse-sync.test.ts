import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as runSyncRoute } from "@/app/api/staff/warehouse/sync/route";
import * as simRoute from "@/app/warehouse-sim/v1/[...path]/route";
import { resetEnvForTests } from "@/config/env";
import type { Database } from "@/server/db/client";
import {
  jobs,
  productItemRetirement,
  productItems,
  productItemsHistory,
  productVariantStockUpdates,
  warehouseSimOrders,
  warehouseSimRetirements,
} from "@/server/db/schema";
import { createWarehousePartner } from "@/server/integrations/warehouse";
import { HttpWarehousePartner } from "@/server/integrations/warehouse/http/http-warehouse-partner";
import { SIM_DELAYS_MIN } from "@/server/integrations/warehouse/simulator/sim-store";
import { runDueJobs } from "@/server/queue/job-queue";
import { loadOrderDetail } from "@/server/services/admin-orders/staff-details";
import { syncOrders } from "@/server/services/warehouse/order-sync";
import { syncRetirements } from "@/server/services/warehouse/retirement-sync";
import { syncReturns } from "@/server/services/warehouse/return-sync";
import { syncStock } from "@/server/services/warehouse/stock-sync";
import { scheduleWarehouseSyncs, warehouseSyncJobs } from "@/server/jobs/warehouse-syncs";
import { testDbKind } from "../helpers/test-db";
import { startSimulatorServer, type SimulatorServer } from "../helpers/warehouse-sim-server";
import { APP_URL } from "./auth-test-helpers";
import { openRouteTestShop, type RouteTestShop } from "./route-test-shop";
import {
  deliveryRow,
  garmentStatuses,
  historyReasons,
  lastLog,
  logsOf,
  makeMember,
  makeVariant,
  orderLines,
  placeDelivery,
  returnRow,
  startReturn,
  variantStock,
  type Delivery,
  type Variant,
  warehouseJobHandlers,
} from "./warehouse-fixture";

// Each warehouse sync job's happy path against the simulated warehouse over real HTTP (issue 11):
// a delivery handed over, dispatched and delivered; a return announced, received, cleaned or found
// faulty, and finished; new stock booked in; a retirement reported; each run's api_logs row; the
// schedule; and staff's "run now".

let shop: RouteTestShop;
let db: Database;
let sim: SimulatorServer;
let handlers: ReturnType<typeof warehouseJobHandlers>;

beforeAll(async () => {
  shop = await openRouteTestShop();
  db = shop.handle.db;
  sim = await startSimulatorServer(db);
  handlers = warehouseJobHandlers(() => sim.partner);
});
afterAll(async () => {
  await sim?.close();
  await shop?.close();
});

describe(`warehouse syncs on ${testDbKind}`, () => {
  let variant: Variant;
  let delivery: Delivery;

  it("acsCreateOrder: the hand-over job sends the delivery once and stores the warehouse's order", async () => {
    variant = await makeVariant(db);
    const member = await makeMember(db);
    delivery = await placeDelivery(db, { userId: member, variants: [variant, variant] });
    expect(await runDueJobs(db, handlers)).toBe(1);

    const row = await deliveryRow(db, delivery.partialOrderId);
    const [atWarehouse] = await db.select().from(warehouseSimOrders);
    expect(row).toMatchObject({
      fulfilment_order_id: expect.stringMatching(/^WH-ORD-/),
      fulfilment_processed_time: expect.any(Date),
      fulfilment_error: null,
      delivery_provider: "royal_mail",
      status: "ORDER_PLACED",
    });
    expect(atWarehouse).toMatchObject({
      idempotency_key: `partial-order-${delivery.partialOrderId}`,
      reference: String(delivery.partialOrderId),
      address: expect.objectContaining({ name: "Amelia Hart", postcode: "SW11 5QL" }),
    });
    expect(atWarehouse!.items.map((i) => i.productItemId)).toEqual(delivery.itemIds);
    expect(await lastLog(db, "acsCreateOrder")).toMatchObject({
      status: "SUCCESS",
      last_id_synced: row.fulfilment_order_id,
    });
    // The sweep staff can run finds nothing left to send.
    expect(await runDueJobs(db, handlers)).toBe(0);
  });

  it("orderSync: dispatched moves the garments to the member and confirms the order lines; delivered is stored", async () => {
    expect(await syncOrders(db, sim.partner)).toMatchObject({ status: "NO_UPDATE", cursor: null });
    await sim.control({ action: "advance", minutes: SIM_DELAYS_MIN.dispatch });
    const result = await syncOrders(db, sim.partner);
    expect(result).toMatchObject({ status: "SUCCESS", changes: 1 });
    const row = await deliveryRow(db, delivery.partialOrderId);
    expect(row).toMatchObject({
      status: "ORDER_ACTIVE",
      dispatched_at: expect.any(Date),
      delivered_at: null,
      tracking_code: expect.stringMatching(/^RM\d+GB$/),
      delivery_provider: "royal_mail",
    });
    expect(await garmentStatuses(db, delivery.itemIds)).toEqual(["CUSTOMER", "CUSTOMER"]);
    expect(await historyReasons(db, delivery.itemIds[0]!)).toEqual([
      "Reserved for a test",
      "Dispatched by the warehouse",
    ]);
    expect(await orderLines(db, delivery.orderId)).toEqual(["CONFIRMED", "CONFIRMED"]);
    // The order carries its delivery's tracking, for the back office's order page (issue 25).
    expect((await loadOrderDetail(db, delivery.orderId))!.order).toMatchObject({
      delivery_tracking_number: row.tracking_code,
      delivery_provider: "royal_mail",
    });
    const log = await lastLog(db, "orderSync");
    expect(log).toMatchObject({ status: "SUCCESS", last_id_synced: result.cursor });
    expect(log!.note).toContain(`Delivery ${delivery.partialOrderId} dispatched`);

    // Run again: nothing new, the cursor stays.
    expect(await syncOrders(db, sim.partner)).toMatchObject({
      status: "NO_UPDATE",
      cursor: result.cursor,
    });
    expect(await lastLog(db, "orderSync")).toMatchObject({
      status: "NO_UPDATE",
      last_id_synced: result.cursor,
    });

    await sim.control({ action: "advance", minutes: SIM_DELAYS_MIN.deliver });
    expect(await syncOrders(db, sim.partner)).toMatchObject({ status: "SUCCESS", changes: 1 });
    expect((await deliveryRow(db, delivery.partialOrderId)).delivered_at).toEqual(expect.any(Date));
  });

  it("orderSync: a problem the warehouse reports marks the delivery", async () => {
    const member = await makeMember(db);
    const other = await placeDelivery(db, { userId: member, variants: [variant] });
    expect(await runDueJobs(db, handlers)).toBe(1);
    await sim.control({
      action: "problem",
      orderReference: String(other.partialOrderId),
      note: "Address could not be validated",
    });
    await sim.control({ action: "advance", minutes: SIM_DELAYS_MIN.dispatch });
    await syncOrders(db, sim.partner);
    expect(await deliveryRow(db, other.partialOrderId)).toMatchObject({
      status: "ORDER_PROBLEM",
      fulfilment_error: "Address could not be validated",
      dispatched_at: null,
    });
    expect(await garmentStatuses(db, other.itemIds)).toEqual(["HOLD"]);
  });

  it("returnSync: announces the return, then received → cleaning, cleaned → shelf and stock, problem → PROBLEM, and the return finishes", async () => {
    const returnId = await startReturn(db, delivery);
    const stockBefore = await variantStock(db, variant.id);
    expect(await syncReturns(db, sim.partner)).toMatchObject({ status: "SUCCESS", changes: 1 });
    expect(await returnRow(db, returnId)).toMatchObject({
      fulfilment_return_id: expect.stringMatching(/^WH-RET-/),
      return_reference: expect.any(String),
      label_url: expect.stringContaining("/labels/"),
    });
    // The partner has taken the return: its order lines are confirmed.
    expect(await orderLines(db, delivery.orderId)).toEqual([
      "RETURN_CONFIRMED",
      "RETURN_CONFIRMED",
    ]);
    // Announced once: a second run sends nothing and finds nothing.
    expect(await syncReturns(db, sim.partner)).toMatchObject({ status: "NO_UPDATE" });

    const [faulty, good] = [delivery.itemIds[1]!, delivery.itemIds[0]!];
    await sim.control({ action: "problem", productItemId: faulty, note: "Stained" });
    await sim.control({ action: "advance", minutes: SIM_DELAYS_MIN.receive });
    expect(await syncReturns(db, sim.partner)).toMatchObject({ status: "SUCCESS", changes: 2 });
    expect(await garmentStatuses(db, [good, faulty])).toEqual(["IN_CLEANING", "IN_CLEANING"]);
    expect(await returnRow(db, returnId)).toMatchObject({
      received_at: expect.any(Date),
      status: "ORDER_PLACED",
    });
    expect(await orderLines(db, delivery.orderId)).toEqual([
      "RETURN_DELIVERED",
      "RETURN_DELIVERED",
    ]);
    expect(await variantStock(db, variant.id)).toBe(stockBefore);

    await sim.control({ action: "advance", minutes: SIM_DELAYS_MIN.clean });
    expect(await syncReturns(db, sim.partner)).toMatchObject({ status: "SUCCESS", changes: 2 });
    expect(await garmentStatuses(db, [good, faulty])).toEqual(["STORAGE", "PROBLEM"]);
    expect(await historyReasons(db, faulty)).toContain("Warehouse: Stained");
    expect(await variantStock(db, variant.id)).toBe(stockBefore + 1);
    const updates = await db
      .select()
      .from(productVariantStockUpdates)
      .where(eq(productVariantStockUpdates.product_variant_id, variant.id));
    expect(updates.at(-1)).toMatchObject({ old_stock: stockBefore, new_stock: stockBefore + 1 });
    expect((await returnRow(db, returnId)).status).toBe("ORDER_FINALISED");
  });

  it("stockSync: goods-in become garments in STORAGE and stock (NEW_STOCK), once; stock levels are compared", async () => {
    const fresh = await makeVariant(db, 2);
    await sim.control({
      action: "goods_in",
      items: [
        { fulfilmentId: fresh.fulfilmentId, sku: fresh.sku, barcode: "GI-1", rfid: "RF-1" },
        { fulfilmentId: fresh.fulfilmentId, sku: fresh.sku, barcode: "GI-2" },
        { fulfilmentId: "FUL-UNKNOWN", sku: "SKU-UNKNOWN", barcode: "GI-3" },
      ],
    });
    const result = await syncStock(db, sim.partner);
    expect(result).toMatchObject({ status: "NEW_STOCK" });
    const garments = await db
      .select()
      .from(productItems)
      .where(eq(productItems.product_variant_id, fresh.id))
      .orderBy(productItems.id);
    expect(garments.map((g) => [g.barcode, g.fulfilment_rfid, g.status, g.sku])).toEqual([
      ["GI-1", "RF-1", "STORAGE", fresh.sku],
      ["GI-2", null, "STORAGE", fresh.sku],
    ]);
    const [history] = await db
      .select()
      .from(productItemsHistory)
      .where(eq(productItemsHistory.product_item_id, garments[0]!.id));
    expect(history).toMatchObject({ previous_status: null, new_status: "STORAGE" });
    expect(await variantStock(db, fresh.id)).toBe(4);
    const log = await lastLog(db, "stockSync");
    expect(log).toMatchObject({ status: "NEW_STOCK", last_id_synced: result.cursor });
    expect(log!.note).toContain("no variant with fulfilment id FUL-UNKNOWN");
    // The partner's shelf has SKU-UNKNOWN, which we do not: the comparison says so.
    expect(log!.note).toContain("SKU-UNKNOWN partner 1 / shop 0");
    expect(log!.note).not.toContain(`${fresh.sku} partner`);

    expect(await syncStock(db, sim.partner)).toMatchObject({ status: "NO_UPDATE" });
    expect(await variantStock(db, fresh.id)).toBe(4);
  });

  it("retirementSync: reports each retirement once and stores the warehouse's id", async () => {
    const [item] = await db
      .select({ id: productItems.id })
      .from(productItems)
      .where(eq(productItems.barcode, "GI-2"));
    const [retirement] = await db
      .insert(productItemRetirement)
      .values({ product_item_id: item!.id, date: "2026-11-25", reason: "Worn out" })
      .returning();
    const result = await syncRetirements(db, sim.partner);
    expect(result).toMatchObject({ status: "SUCCESS", changes: 1 });
    const [stored] = await db
      .select()
      .from(productItemRetirement)
      .where(eq(productItemRetirement.id, retirement!.id));
    expect(stored!.fulfilment_retirement_id).toMatch(/^WH-RTR-/);
    expect(await lastLog(db, "retirementSync")).toMatchObject({
      status: "SUCCESS",
      last_id_synced: stored!.fulfilment_retirement_id,
    });
    expect(await syncRetirements(db, sim.partner)).toMatchObject({ status: "NO_UPDATE" });
    expect(await db.select().from(warehouseSimRetirements)).toEqual([
      expect.objectContaining({
        idempotency_key: `retirement-${retirement!.id}`,
        disposition: "EX_HIRE",
        reason: "Worn out",
      }),
    ]);
  });

  it("schedules each sync once per slot, and the jobs run them", async () => {
    const now = new Date();
    await scheduleWarehouseSyncs(db, now, 1);
    await scheduleWarehouseSyncs(db, new Date(now.getTime() + 1), 1);
    const queued = await db.select().from(jobs).where(eq(jobs.status, "pending"));
    // (The returns made above also queued their e-mails to the members.)
    const syncs = queued.filter((j) => j.type.startsWith("warehouse."));
    expect(syncs.map((j) => j.type).sort()).toEqual(
      [
        warehouseSyncJobs.orderSync.name,
        warehouseSyncJobs.retirementSync.name,
        warehouseSyncJobs.returnSync.name,
        warehouseSyncJobs.stockSync.name,
      ].sort(),
    );
    const before = (await logsOf(db, "stockSync")).length;
    expect(await runDueJobs(db, handlers)).toBe(4);
    expect(await logsOf(db, "stockSync")).toHaveLength(before + 1);
  });

  it("staff run a sync now: a job due at once, its id answered; members are refused", async () => {
    const call = (cookie: string, body: unknown) =>
      runSyncRoute(
        new Request(`${APP_URL}/api/staff/warehouse/sync`, {
          method: "POST",
          headers: { origin: APP_URL, "content-type": "application/json", cookie },
          body: JSON.stringify(body),
        }),
      );
    const answer = await call(shop.staffCookie, { origin: "stockSync" });
    expect(answer.status).toBe(200);
    const { jobId } = (await answer.json()) as { jobId: number };
    const [job] = await db.select().from(jobs).where(eq(jobs.id, jobId));
    expect(job).toMatchObject({ type: warehouseSyncJobs.stockSync.name, status: "pending" });
    expect(job!.run_at.getTime()).toBeLessThanOrEqual(Date.now());
    expect(await runDueJobs(db, handlers)).toBe(1);
    expect((await db.select().from(jobs).where(eq(jobs.id, jobId)))[0]!.status).toBe("done");

    expect((await call(shop.memberCookie, { origin: "stockSync" })).status).toBe(403);
    expect((await call(shop.staffCookie, { origin: "everything" })).status).toBe(422);
  });
});

describe("the simulator as the app mounts it", () => {
  afterAll(() => {
    delete process.env.WAREHOUSE_API_KEY;
    delete process.env.WAREHOUSE_URL;
    resetEnvForTests();
  });

  it("answers at /warehouse-sim/v1 with the configured token, opens control in tests, and is off when a real partner is configured", async () => {
    process.env.WAREHOUSE_API_KEY = "route-test-key";
    resetEnvForTests();
    const call = (path: string, init: RequestInit = {}) =>
      simRoute.GET(new Request(`${APP_URL}/warehouse-sim/v1/${path}`, init), {
        params: Promise.resolve({ path: path.split("/") }),
      });
    const refused = await call("stock");
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({
      error: { code: "unauthorized", message: "A valid bearer token is required." },
    });
    const stock = await call("stock", { headers: { authorization: "Bearer route-test-key" } });
    expect(stock.status).toBe(200);
    expect(await stock.json()).toEqual({ items: expect.any(Array) });
    const control = await simRoute.POST(
      new Request(`${APP_URL}/warehouse-sim/v1/_control`, {
        method: "POST",
        headers: { authorization: "Bearer route-test-key", "content-type": "application/json" },
        body: JSON.stringify({ action: "advance", minutes: 0 }),
      }),
      { params: Promise.resolve({ path: ["_control"] }) },
    );
    expect(control.status).toBe(200);
    // The shop's own partner points at it.
    expect(createWarehousePartner()).toBeInstanceOf(HttpWarehousePartner);

    process.env.WAREHOUSE_URL = "https://partner.example/v1";
    resetEnvForTests();
    expect(
      (await call("stock", { headers: { authorization: "Bearer route-test-key" } })).status,
    ).toBe(404);
  });
});
