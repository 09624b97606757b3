import type { Executor } from "@/server/db/client";
import { staffAudit } from "@/server/db/schema";

export interface StaffChange {
  staffId: string;
  /** What was done, e.g. 'product.update', 'order.status', 'member.grant_admin'. */
  action: string;
  entityType: string;
  entityId: string | number;
  detail?: Record<string, unknown>;
}

/**
 * Records who changed what: call it in the same transaction as the change, so a change is never
 * kept without its audit row (nor the other way round).
 */
export async function recordStaffChange(db: Executor, change: StaffChange): Promise<void> {
  await db.insert(staffAudit).values({
    staff_user_id: change.staffId,
    action: change.action,
    entity_type: change.entityType,
    entity_id: String(change.entityId),
    detail: change.detail ?? {},
  });
}
