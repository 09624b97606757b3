import { overdueFrom, reminderAt } from "@/domain/member/next-box";
import type { Executor } from "@/server/db/client";
import { returnGrace } from "@/server/db/schema";
import { returnOverdueJob } from "@/server/jobs/return-overdue";
import { returnReminderJob } from "@/server/jobs/return-reminder";

/**
 * A return's grace period (issue 27, part next-box), in the return's own transaction: its row,
 * the reminder queued for two days before the due date and the overdue check for the morning after
 * the postal days, each under its own key (once per return, however often this runs).
 */
export async function scheduleReturnGrace(
  tx: Executor,
  input: { returnId: number; dueDate: string },
): Promise<void> {
  await tx.insert(returnGrace).values({ partial_return_id: input.returnId }).onConflictDoNothing();
  await returnReminderJob.enqueue(
    tx,
    { returnId: input.returnId },
    { runAt: reminderAt(input.dueDate) },
  );
  await returnOverdueJob.enqueue(
    tx,
    { returnId: input.returnId },
    { runAt: overdueFrom(input.dueDate) },
  );
}
