import { z } from "zod";
import { defineJob } from "@/server/queue/define-job";
import { sendReturnReminder } from "@/server/services/returns/return-grace-jobs";

/**
 * The reminder two days before a return is due (issue 27, part next-box), queued with the return
 * (schedule-return-grace.ts) for 09:00 London that day; one per return, ever (its key and the
 * grace row's conditional update).
 */
export const returnReminderJob = defineJob({
  name: "returns.reminder",
  payload: z.object({ returnId: z.number().int().positive() }),
  lane: "general",
  key: ({ returnId }) => `returns.reminder:${returnId}`,
  handle: async ({ returnId }, { db, now, complete }) => {
    await sendReturnReminder(db, { returnId, now, complete });
  },
});
