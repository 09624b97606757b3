import { runWarehouseSyncContract } from "@/domain/api/warehouse-contracts";
import { getDb } from "@/server/db/client";
import { handleContract } from "@/server/http/handle-route";
import { staffCaller } from "@/server/http/staff-caller";
import { enqueueWarehouseSyncNow } from "@/server/jobs/warehouse-syncs";
import { recordStaffChange } from "@/server/services/staff/audit";

/**
 * POST {origin}: staff run one warehouse sync now. It is queued, due at once, and run by the next
 * worker pass (this process's or `npm run worker`'s); its api_logs row says how it went. The
 * request is audited with the job in one transaction.
 */
export const POST = handleContract(
  runWarehouseSyncContract,
  { role: "staff", maxBytes: 1024 },
  async ({ input, caller, log }) => {
    const staffId = staffCaller(caller);
    const jobId = await getDb().transaction(async (tx) => {
      const id = await enqueueWarehouseSyncNow(tx, input.origin);
      await recordStaffChange(tx, {
        staffId,
        action: "warehouse.sync_now",
        entityType: "job",
        entityId: id,
        detail: { origin: input.origin },
      });
      return id;
    });
    log.info({ event: "warehouse_sync_requested", origin: input.origin, jobId, userId: staffId });
    return { jobId, origin: input.origin };
  },
);
