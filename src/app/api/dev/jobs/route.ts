import { env } from "@/config/env";
import { devRunJobsContract } from "@/domain/api/gifting-contracts";
import { AppError } from "@/server/errors/app-error";
import { handleContract } from "@/server/http/handle-route";
import { getDb } from "@/server/db/client";
import { shopWorker } from "@/server/jobs";
import { runDueJobsInLanes } from "@/server/queue/job-queue";

/**
 * POST /api/dev/jobs {at}: runs the jobs due as of `at`, so a browser test sees a gift's e-mail go
 * on its day without waiting for it. Off (404) unless E2E_CLOCK is set, in every mode.
 */
export const POST = handleContract(devRunJobsContract, { role: "guest" }, async ({ input }) => {
  if (!env().E2E_CLOCK) throw new AppError("not_found", "Not found.");
  const at = new Date(input.at);
  const db = getDb();
  return { completed: await runDueJobsInLanes(db, shopWorker.lanes(db), { now: () => at }) };
});
