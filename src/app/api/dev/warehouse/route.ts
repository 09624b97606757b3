import { env } from "@/config/env";
import { devWarehouseContract } from "@/domain/api/warehouse-contracts";
import { getDb } from "@/server/db/client";
import { AppError } from "@/server/errors/app-error";
import { handleContract } from "@/server/http/handle-route";
import { advanceAppSimulator, simulatorEnabled } from "@/server/integrations/warehouse";
import { shopWorker } from "@/server/jobs";
import { enqueueWarehouseSyncNow } from "@/server/jobs/warehouse-syncs";
import { runDueJobsInLanes } from "@/server/queue/job-queue";

/**
 * POST /api/dev/warehouse {minutes}: the browser test of a garment's round trip moves the simulated
 * warehouse on, then hands over waiting deliveries and runs the order and return syncs at once, as
 * staff's 'run now' would. Off (404) unless E2E_CLOCK is set and the simulator is the partner.
 */
export const POST = handleContract(devWarehouseContract, { role: "guest" }, async ({ input }) => {
  if (!env().E2E_CLOCK || !simulatorEnabled()) throw new AppError("not_found", "Not found.");
  if (input.minutes > 0) await advanceAppSimulator(input.minutes);
  const db = getDb();
  for (const origin of ["acsCreateOrder", "orderSync", "returnSync"] as const)
    await enqueueWarehouseSyncNow(db, origin);
  return { completed: await runDueJobsInLanes(db, shopWorker.lanes(db)) };
});
