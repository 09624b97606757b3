import type { Database } from "@/server/db/client";
import { invalidate } from "@/server/cache/invalidate";
import { CACHE_TAGS } from "@/server/cache/tags";
import { getLogger } from "@/server/observability/logger";
import { orderConfirmationEmailJob } from "@/server/jobs/order-confirmation-email";
import { jobHandlers } from "@/server/queue/define-job";
import { runDueJobs } from "@/server/queue/job-queue";
import type { SettleOutcome } from "./settle-checkout";

/** Shows a stock change on every page from the next request on (after the commit). */
export function invalidateStock(productIds: readonly number[]): void {
  if (productIds.length === 0) return;
  invalidate(CACHE_TAGS.catalogue, ...[...new Set(productIds)].map(CACHE_TAGS.product));
}

/**
 * Runs the queued confirmation e-mails now rather than at the worker's next poll, so the member
 * has theirs as soon as the order is placed. The job is claimed as the worker would (another
 * process cannot send it twice); a failure leaves it to the worker's retries.
 */
export async function sendQueuedConfirmations(db: Database, count: number): Promise<void> {
  try {
    await runDueJobs(db, jobHandlers([orderConfirmationEmailJob], {}), {
      limit: count,
      onError: (job, error) =>
        getLogger().error(
          { event: "order_confirmation_failed", jobId: job.id, err: error },
          "The order confirmation e-mail was not sent; it will be tried again",
        ),
    });
  } catch (error) {
    getLogger().warn({ event: "order_confirmation_deferred", err: error }, "Left to the worker");
  }
}

/** What follows a committed settlement: fresh pages, and the confirmation e-mail of a placed order. */
export async function afterSettle(db: Database, outcomes: readonly (SettleOutcome | undefined)[]) {
  let placed = 0;
  for (const outcome of outcomes) {
    if (!outcome || outcome.kind === "unchanged") continue;
    invalidateStock(outcome.touchedProducts);
    if (outcome.kind === "placed") placed += 1;
  }
  if (placed > 0) await sendQueuedConfirmations(db, placed);
}
