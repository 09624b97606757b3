import { API_LOG_ORIGINS, type ApiLogOrigin } from "@/domain/enums";
import type { Database, Executor } from "@/server/db/client";
import type { WarehousePartner } from "@/server/integrations/warehouse";
import {
  bringForwardRetries,
  enqueueJob,
  PartnerDownError,
  type JobHandlers,
} from "@/server/queue/job-queue";
import { clearDoneSlots, scheduleEvery } from "@/server/queue/scheduled-jobs";
import { WAREHOUSE_HANDOVER_JOB } from "@/server/services/checkout/place-order";
import { handOverDelivery, handOverWaitingDeliveries } from "./hand-over";
import { syncOrders } from "./order-sync";
import { syncRetirements } from "./retirement-sync";
import { syncReturns } from "./return-sync";
import { syncStock } from "./stock-sync";
import type { SyncResult } from "./sync-log";

/** One job type per sync origin (acsCreateOrder's is the sweep of deliveries still waiting). */
export const WAREHOUSE_SYNC_JOBS: Readonly<Record<ApiLogOrigin, string>> = {
  acsCreateOrder: "warehouse.acsCreateOrder",
  orderSync: "warehouse.orderSync",
  returnSync: "warehouse.returnSync",
  stockSync: "warehouse.stockSync",
  retirementSync: "warehouse.retirementSync",
};

/** The syncs the worker schedules itself; acsCreateOrder runs per delivery (the hand-over job). */
const SCHEDULED: readonly ApiLogOrigin[] = [
  "orderSync",
  "returnSync",
  "stockSync",
  "retirementSync",
];

/** The syncs that call the partner on every run (they read its lists), whatever there is to do. */
const ALWAYS_ASK_THE_PARTNER: readonly ApiLogOrigin[] = ["orderSync", "returnSync", "stockSync"];

/** A sync that fails is tried again soon; the next scheduled run catches up anyway. */
const SYNC_ATTEMPTS = 3;

const RUNNERS: Readonly<
  Record<ApiLogOrigin, (db: Database, partner: WarehousePartner, now: Date) => Promise<SyncResult>>
> = {
  acsCreateOrder: (db, partner, now) => handOverWaitingDeliveries(db, partner, now),
  orderSync: (db, partner, now) => syncOrders(db, partner, { now }),
  returnSync: (db, partner, now) => syncReturns(db, partner, { now }),
  stockSync: (db, partner) => syncStock(db, partner),
  retirementSync: (db, partner) => syncRetirements(db, partner),
};

/**
 * The warehouse's jobs. A run that ends in ERROR throws, so the queue records it and tries again
 * after its back-off; every run has already written its api_logs row by then. A call the partner
 * answered (a hand-over, or a sync that always asks it: orderSync, returnSync, stockSync, at least
 * once a minute) makes the hand-overs still waiting out a back-off due at once: after an outage
 * they catch up within a minute of the partner's return, not up to half the outage later (issue
 * 14's warehouse bench). A run that had nothing to send (retirementSync, acsCreateOrder with no
 * delivery waiting) proves nothing: it would spend the hand-overs' attempts during the outage.
 * A hand-over that fails because the partner is down never runs out of attempts: past its tenth it
 * is tried at most an hour apart, and brought forward as above when the partner answers.
 */
export function warehouseJobHandlers(partner: () => WarehousePartner): JobHandlers {
  const partnerAnswered = (db: Database, now: Date) =>
    bringForwardRetries(db, WAREHOUSE_HANDOVER_JOB, now);
  const handlers: Record<string, JobHandlers[string]> = {
    [WAREHOUSE_HANDOVER_JOB]: async (job, { db, now }) => {
      const id = Number(job.payload.partialOrderId);
      if (!Number.isInteger(id)) return;
      const result = await handOverDelivery(db, partner(), id, now);
      if (result.status === "failed")
        throw result.partnerDown ? new PartnerDownError(result.error) : new Error(result.error);
      if (result.status === "handed_over") await partnerAnswered(db, now);
    },
  };
  for (const origin of API_LOG_ORIGINS) {
    handlers[WAREHOUSE_SYNC_JOBS[origin]] = async (_job, { db, now }) => {
      const result = await RUNNERS[origin](db, partner(), now);
      if (result.status === "ERROR") throw new Error(result.note);
      if (ALWAYS_ASK_THE_PARTNER.includes(origin)) await partnerAnswered(db, now);
    };
  }
  return handlers;
}

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
    await scheduleEvery(db, {
      type: WAREHOUSE_SYNC_JOBS[origin],
      now,
      everyMinutes,
      maxAttempts: SYNC_ATTEMPTS,
    });
  await clearDoneSlots(db, "warehouse.", now);
}

/** Staff's "run now": a job of that sync, due at once. Answers its id. */
export async function enqueueWarehouseSyncNow(
  db: Executor,
  origin: ApiLogOrigin,
  now: Date = new Date(),
): Promise<number> {
  const id = await enqueueJob(db, {
    type: WAREHOUSE_SYNC_JOBS[origin],
    runAt: now,
    maxAttempts: SYNC_ATTEMPTS,
  });
  return id!;
}
