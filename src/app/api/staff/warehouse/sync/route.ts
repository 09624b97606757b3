import { runWarehouseSyncContract } from "@/domain/api/warehouse-contracts";
import { getDb } from "@/server/db/client";
import { handleContract } from "@/server/http/handle-route";
import { enqueueWarehouseSyncNow } from "@/server/services/warehouse/warehouse-jobs";

/**
 * POST {origin}: staff run one warehouse sync now. It is queued, due at once, and run by the next
 * worker pass (this process's or `npm run worker`'s); its api_logs row says how it went.
 */
export const POST = handleContract(
  runWarehouseSyncContract,
  { role: "staff", maxBytes: 1024 },
  async ({ input, caller, log }) => {
    const jobId = await enqueueWarehouseSyncNow(getDb(), input.origin);
    log.info({
      event: "warehouse_sync_requested",
      origin: input.origin,
      jobId,
      userId: caller.role === "guest" ? undefined : caller.userId,
    });
    return { jobId, origin: input.origin };
  },
);
