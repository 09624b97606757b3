import { env } from "@/config/env";
import { devNextSizeContract } from "@/domain/api/next-size-contracts";
import { getDb } from "@/server/db/client";
import { AppError } from "@/server/errors/app-error";
import { handleContract } from "@/server/http/handle-route";
import { nextSizeEmailJob } from "@/server/jobs/next-size-email";
import { nextSizeProposalsJob } from "@/server/jobs/next-size-proposals";
import { jobHandlers } from "@/server/queue/define-job";
import { runDueJobs } from "@/server/queue/job-queue";

/**
 * POST /api/dev/next-size {at}: queues a run of the daily next-size job due at `at` and runs it
 * and the next-size e-mails due then (no other job: the moved clock touches nothing else), so a
 * browser test sees a proposal on a moved clock. Off (404) unless E2E_CLOCK is set, in every mode.
 */
export const POST = handleContract(devNextSizeContract, { role: "guest" }, async ({ input }) => {
  if (!env().E2E_CLOCK) throw new AppError("not_found", "Not found.");
  const at = new Date(input.at);
  const db = getDb();
  await nextSizeProposalsJob.enqueue(db, {}, { runAt: at });
  const handlers = jobHandlers([nextSizeProposalsJob, nextSizeEmailJob], {});
  return { completed: await runDueJobs(db, handlers, { now: () => at }) };
});
