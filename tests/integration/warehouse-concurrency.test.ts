import { and, eq, gt, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgres, type DatabaseHandle } from "@/server/db/client";
import { apiLogs, jobs, warehouseSimOrders } from "@/server/db/schema";
import { SIM_DELAYS_MIN } from "@/server/integrations/warehouse/simulator/sim-store";
import { warehouseSyncJobs } from "@/server/jobs/warehouse-syncs";
import { runDueJobs, type JobHandler, type JobHandlers } from "@/server/queue/job-queue";
import { syncOrders } from "@/server/services/warehouse/order-sync";
import { createTestDatabase, testDbKind, type TestDatabase } from "../helpers/test-db";
import { startSimulatorServer, type SimulatorServer } from "../helpers/warehouse-sim-server";
import {
  deliveryRow,
  historyReasons,
  makeMember,
  makeVariant,
  placeDelivery,
  type Delivery,
  warehouseJobHandlers,
} from "./warehouse-fixture";

// Several worker processes on one PostgreSQL (issue 11): each has its own pool, as `npm run worker`
// and the web servers do. A job is run by one of them only, an order is created once at the
// partner, and two syncs of one origin at once never apply an event twice.

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

describe.skipIf(testDbKind !== "postgres")("warehouse jobs with two worker processes", () => {
  let database: TestDatabase;
  let second: DatabaseHandle;
  let sim: SimulatorServer;
  let deliveries: Delivery[];

  beforeAll(async () => {
    database = await createTestDatabase();
    second = openPostgres(database.url!, 5);
    sim = await startSimulatorServer(database.db);
    const variant = await makeVariant(database.db);
    const member = await makeMember(database.db);
    deliveries = [];
    for (let i = 0; i < 4; i += 1)
      deliveries.push(await placeDelivery(database.db, { userId: member, variants: [variant] }));
  });
  afterAll(async () => {
    await sim?.close();
    await second?.close();
    await database?.close();
  });

  /** The warehouse's handlers, counting how often each job is started and slowed a little. */
  function counting(runs: Map<number, number>): JobHandlers {
    const real = warehouseJobHandlers(() => sim.partner);
    return Object.fromEntries(
      Object.entries(real).map(([type, handler]) => [
        type,
        (async (job, context) => {
          runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
          await pause(20);
          await (typeof handler === "function" ? handler : handler.run)(job, context);
        }) satisfies JobHandler,
      ]),
    ) as JobHandlers;
  }

  it("each job runs in one process only; each delivery becomes one order at the partner", async () => {
    // Staff's sweep at the same time as the hand-over jobs: the idempotency key keeps one order.
    await warehouseSyncJobs.acsCreateOrder.enqueue(database.db, {});
    await warehouseSyncJobs.acsCreateOrder.enqueue(database.db, {});
    const runs = new Map<number, number>();
    const [a, b] = await Promise.all([
      runDueJobs(database.db, counting(runs)),
      runDueJobs(second.db, counting(runs)),
    ]);
    const all = await database.db.select().from(jobs);
    expect(a + b).toBe(all.length);
    expect(a).toBeGreaterThan(0);
    expect(b).toBeGreaterThan(0);
    expect([...runs.values()].every((n) => n === 1)).toBe(true);
    expect(runs.size).toBe(all.length);
    expect(all.every((job) => job.status === "done" && job.attempts === 1)).toBe(true);

    const atWarehouse = await database.db.select().from(warehouseSimOrders);
    expect(atWarehouse.map((o) => o.reference).sort()).toEqual(
      deliveries.map((d) => String(d.partialOrderId)).sort(),
    );
    for (const delivery of deliveries) {
      const row = await deliveryRow(database.db, delivery.partialOrderId);
      const mine = atWarehouse.find((o) => o.reference === String(delivery.partialOrderId))!;
      expect(row.fulfilment_order_id).toBe(`WH-ORD-${String(mine.id).padStart(6, "0")}`);
    }
  });

  it("many orderSync jobs on two processes apply each event once, and the cursor only moves forward", async () => {
    await sim.control({ action: "advance", minutes: SIM_DELAYS_MIN.dispatch });
    const ids: number[] = [];
    for (let i = 0; i < 6; i += 1)
      ids.push((await warehouseSyncJobs.orderSync.enqueue(database.db, {}))!);
    const runs = new Map<number, number>();
    await Promise.all([
      runDueJobs(database.db, counting(runs)),
      runDueJobs(second.db, counting(runs)),
    ]);
    expect(ids.map((id) => runs.get(id))).toEqual(ids.map(() => 1));
    const done = await database.db.select().from(jobs).where(inArray(jobs.id, ids));
    expect(done.every((job) => job.status === "done")).toBe(true);

    for (const delivery of deliveries) {
      expect((await deliveryRow(database.db, delivery.partialOrderId)).status).toBe("ORDER_ACTIVE");
      expect(await historyReasons(database.db, delivery.itemIds[0]!)).toEqual([
        "Reserved for a test",
        "Dispatched by the warehouse",
      ]);
    }
    const logs = await database.db
      .select()
      .from(apiLogs)
      .where(eq(apiLogs.origin, "orderSync"))
      .orderBy(apiLogs.id);
    const cursors = logs.map((row) => Number(row.last_id_synced ?? 0));
    expect(cursors).toEqual([...cursors].sort((x, y) => x - y));
    expect(logs.filter((row) => row.status === "SUCCESS")).toHaveLength(1);
  });

  it("two syncs of one origin at the same moment: one applies the page, the other finds it applied", async () => {
    await sim.control({ action: "advance", minutes: SIM_DELAYS_MIN.deliver });
    const [last] = await database.db
      .select({ lastId: sql<number>`coalesce(max(${apiLogs.id}), 0)::int` })
      .from(apiLogs);
    const slow = { afterEvent: () => pause(30) };
    const [one, two] = await Promise.all([
      syncOrders(database.db, sim.partner, { hooks: slow }),
      syncOrders(second.db, sim.partner, { hooks: slow }),
    ]);
    expect(one.changes + two.changes).toBe(deliveries.length);
    // The later one saw the cursor moved under the lock and fetched again: it never went
    // through the page a second time.
    const written = await database.db
      .select({ status: apiLogs.status, note: apiLogs.note })
      .from(apiLogs)
      .where(and(eq(apiLogs.origin, "orderSync"), gt(apiLogs.id, last!.lastId)))
      .orderBy(apiLogs.id);
    expect(written).toEqual([
      { status: "SUCCESS", note: expect.stringContaining("delivered") },
      { status: "NO_UPDATE", note: "No updates" },
    ]);
    expect(one.cursor).toBe(two.cursor);
    for (const delivery of deliveries)
      expect((await deliveryRow(database.db, delivery.partialOrderId)).delivered_at).not.toBeNull();
  });
});
