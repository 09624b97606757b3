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
 * POST /api/dev/next-size {at}: queues a run of the daily next-size job due at `at` for the
 * signed-in family only, and runs it and the next-size e-mails due then (no other job and no other
 * family: the moved clock touches nothing else in the shop the browser tests share), so a browser
 * test sees a proposal on a moved clock. Off (404) unless E2E_CLOCK is set, in every mode.
 */
export const POST = handleContract(
  devNextSizeContract,
  { role: "member" },
  async ({ input, caller }) => {
    if (!env().E2E_CLOCK) throw new AppError("not_found", "Not found.");
    if (caller.role === "guest") throw new AppError("unauthenticated", "Please log in.");
    const at = new Date(input.at);
    const db = getDb();
    await nextSizeProposalsJob.enqueue(db, { userId: caller.userId }, { runAt: at });
    const handlers = jobHandlers([nextSizeProposalsJob, nextSizeEmailJob], {});
    return { completed: await runDueJobs(db, handlers, { now: () => at }) };
  },
);
