import { isBuildPhase } from "@/config/env";
import { getDb } from "@/server/db/client";
import { createPaymentGateway } from "@/server/integrations/payments";
import { getLogger } from "@/server/observability/logger";
import { checkoutJobHandlers } from "@/server/services/checkout/checkout-jobs";
import { giftJobHandlers } from "@/server/services/gifting/gift-jobs";
import { returnJobHandlers } from "@/server/services/returns/return-email-job";
import { runDueJobs, type JobHandlers } from "./job-queue";

/** How often each web process looks for due jobs. */
const POLL_EVERY_MS = 5_000;

const globals = globalThis as unknown as {
  littlerobeJobWorker?: NodeJS.Timeout;
  littlerobeJobsRunning?: boolean;
};

/** Every job type the shop runs, by name. */
export function shopJobHandlers(): JobHandlers {
  return {
    ...giftJobHandlers(createPaymentGateway(getDb())),
    ...returnJobHandlers(),
    ...checkoutJobHandlers(createPaymentGateway(getDb())),
  };
}

/**
 * Every web process polls the queue every 5 s (several may at once: a job is claimed by one with
 * `for update skip locked`). Jobs live in the database, so a restart loses none: a job a dead
 * process had claimed is taken again once its lease ends. The timer does not keep the process alive.
 */
export function startJobWorker(): void {
  if (isBuildPhase() || globals.littlerobeJobWorker) return;
  globals.littlerobeJobWorker = setInterval(() => void runJobsOnce(), POLL_EVERY_MS);
  globals.littlerobeJobWorker.unref();
}

/** One pass over the due jobs (never two at once in one process). */
export async function runJobsOnce(now?: Date): Promise<number> {
  if (globals.littlerobeJobsRunning) return 0;
  globals.littlerobeJobsRunning = true;
  try {
    return await runDueJobs(getDb(), shopJobHandlers(), {
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
