import { env, isBuildPhase } from "@/config/env";
import { getDb } from "@/server/db/client";
import { createPaymentGateway } from "@/server/integrations/payments";
import { createWarehousePartner } from "@/server/integrations/warehouse";
import { getLogger } from "@/server/observability/logger";
import { checkoutJobHandlers } from "@/server/services/checkout/checkout-jobs";
import { scheduleCheckoutSweep } from "@/server/services/checkout/reservation-sweeper";
import { contactJobHandlers } from "@/server/services/contact/contact-email-job";
import { giftJobHandlers } from "@/server/services/gifting/gift-jobs";
import { subscriberListJobHandlers } from "@/server/services/mailing-lists/subscriber-list-job";
import { returnJobHandlers } from "@/server/services/returns/return-email-job";
import {
  scheduleWarehouseSyncs,
  warehouseJobHandlers,
} from "@/server/services/warehouse/warehouse-jobs";
import { runDueJobsInLanes, type JobHandlers } from "./job-queue";

/** How often each web process looks for due jobs. */
const POLL_EVERY_MS = 5_000;

const globals = globalThis as unknown as {
  littlerobeJobWorker?: NodeJS.Timeout;
  littlerobeJobsRunning?: boolean;
};

/**
 * Every job type the shop runs, by name, in two lanes run side by side: the warehouse's (each call
 * may wait out the partner's timeout) and the rest (e-mails, gift cards, payments).
 */
export function shopJobLanes(): JobHandlers[] {
  const payments = createPaymentGateway(getDb());
  return [
    warehouseJobHandlers(createWarehousePartner),
    {
      ...giftJobHandlers(payments),
      ...returnJobHandlers(),
      ...contactJobHandlers(),
      ...checkoutJobHandlers(payments),
      ...subscriberListJobHandlers(),
    },
  ];
}

/**
 * Every web process polls the queue every 5 s (several may at once: a job is claimed by one with
 * `for update skip locked`), unless JOBS_IN_WEB=false leaves it to `npm run worker` (which passes
 * `separate`). Jobs live in the database, so a restart loses none: a job a dead process had
 * claimed is taken again once its lease ends. The timer does not keep the process alive.
 */
export function startJobWorker(options: { separate?: boolean } = {}): void {
  if (isBuildPhase() || globals.littlerobeJobWorker) return;
  if (!options.separate && !env().JOBS_IN_WEB) return;
  globals.littlerobeJobWorker = setInterval(() => void runJobsOnce(), POLL_EVERY_MS);
  if (!options.separate) globals.littlerobeJobWorker.unref();
}

/** Stops polling (the separate worker, on SIGTERM); a pass under way finishes. */
export function stopJobWorker(): void {
  if (globals.littlerobeJobWorker) clearInterval(globals.littlerobeJobWorker);
  globals.littlerobeJobWorker = undefined;
}

/** Whether a pass is under way in this process. */
export function jobsRunning(): boolean {
  return globals.littlerobeJobsRunning === true;
}

/**
 * One pass: the scheduled warehouse syncs of this time slot are enqueued (once, whichever process
 * gets there first), then the due jobs run (never two passes at once in one process).
 */
export async function runJobsOnce(now?: Date): Promise<number> {
  if (globals.littlerobeJobsRunning) return 0;
  globals.littlerobeJobsRunning = true;
  try {
    await scheduleWarehouseSyncs(getDb(), now ?? new Date(), env().WAREHOUSE_SYNC_MINUTES);
    await scheduleCheckoutSweep(getDb(), now ?? new Date());
    return await runDueJobsInLanes(getDb(), shopJobLanes(), {
      now: now ? () => now : undefined,
      onError: (job, error) =>
        getLogger().warn(
          {
            event: "job_failed",
            jobId: job.id,
            type: job.type,
            attempts: job.attempts,
            err: error,
          },
          "A job failed; it will be tried again",
        ),
    });
  } catch (error) {
    getLogger().warn({ event: "job_poll_failed", err: error }, "The job queue could not be polled");
    return 0;
  } finally {
    globals.littlerobeJobsRunning = false;
  }
}
