import { z } from "zod";
import type { ApiLogOrigin } from "@/domain/enums";
import type { Database, Executor } from "@/server/db/client";
import type { WarehousePartner } from "@/server/integrations/warehouse";
import { defineJob } from "@/server/queue/define-job";
import { clearDoneSlots, scheduleEvery } from "@/server/queue/scheduled-jobs";
import { handOverWaitingDeliveries } from "@/server/services/warehouse/hand-over";
import { syncOrders } from "@/server/services/warehouse/order-sync";
import { syncRetirements } from "@/server/services/warehouse/retirement-sync";
import { syncReturns } from "@/server/services/warehouse/return-sync";
import { syncStock } from "@/server/services/warehouse/stock-sync";
import type { SyncResult } from "@/server/services/warehouse/sync-log";
import { partnerAnswered, type WarehouseDeps } from "./warehouse-handover";

// One job, five kinds: a sync per api_logs origin, alike but for the service each runs. They are
// defined together (the one exception to one job a file) since staff and the schedule pick them by
// origin.

/** A sync that fails is tried again soon; the next scheduled run catches up anyway. */
const SYNC_ATTEMPTS = 3;

type Runner = (db: Database, partner: WarehousePartner, now: Date) => Promise<SyncResult>;

/**
 * A run that ends in ERROR throws, so the queue records it and tries again after its back-off;
 * every run has already written its api_logs row by then. A sync that asks the partner on every run
 * (it reads its lists: orderSync, returnSync, stockSync, at least once a minute) brings waiting
 * hand-overs forward when it succeeds; a run that had nothing to send (retirementSync,
 * acsCreateOrder with no delivery waiting) proves nothing: it would spend the hand-overs' attempts
 * during an outage.
 */
function syncJob(name: string, run: Runner, alwaysAsksThePartner: boolean) {
  return defineJob({
    name,
    payload: z.object({}),
    lane: "warehouse",
    maxAttempts: SYNC_ATTEMPTS,
    handle: async (_payload, { db, now }, { warehousePartner }: WarehouseDeps) => {
      const result = await run(db, warehousePartner(), now);
      if (result.status === "ERROR") throw new Error(result.note);
      if (alwaysAsksThePartner) await partnerAnswered(db, now);
    },
  });
}

/** One job per sync origin (acsCreateOrder's is the sweep of deliveries still waiting). */
export const warehouseSyncJobs = {
  acsCreateOrder: syncJob(
    "warehouse.acsCreateOrder",
    (db, partner, now) => handOverWaitingDeliveries(db, partner, now),
    false,
  ),
  orderSync: syncJob(
    "warehouse.orderSync",
    (db, partner, now) => syncOrders(db, partner, { now }),
    true,
  ),
  returnSync: syncJob(
    "warehouse.returnSync",
    (db, partner, now) => syncReturns(db, partner, { now }),
    true,
  ),
  stockSync: syncJob("warehouse.stockSync", (db, partner) => syncStock(db, partner), true),
  retirementSync: syncJob(
    "warehouse.retirementSync",
    (db, partner) => syncRetirements(db, partner),
    false,
  ),
} satisfies Record<ApiLogOrigin, unknown>;

/** The syncs the worker schedules itself; acsCreateOrder runs per delivery (the hand-over job). */
const SCHEDULED: readonly ApiLogOrigin[] = [
  "orderSync",
  "returnSync",
  "stockSync",
  "retirementSync",
];

/**
 * Enqueues each scheduled sync once per time slot: every process may call this on every poll,
 * and the slot's singleton key leaves one job. Old done slots are cleared as it goes.
 */
export async function scheduleWarehouseSyncs(
  db: Database,
  now: Date,
  everyMinutes: number,
): Promise<void> {
  if (everyMinutes <= 0) return;
  for (const origin of SCHEDULED)
    await scheduleEvery(db, warehouseSyncJobs[origin], { now, everyMinutes });
  await clearDoneSlots(db, "warehouse.", now);
}

/** Staff's "run now": a job of that sync, due at once. Answers its id. */
export async function enqueueWarehouseSyncNow(
  db: Executor,
  origin: ApiLogOrigin,
  now: Date = new Date(),
): Promise<number> {
  const id = await warehouseSyncJobs[origin].enqueue(db, {}, { runAt: now });
  return id!;
}
