import { z } from "zod";
import { defineJob } from "@/server/queue/define-job";
import { holdOverdueReturn } from "@/server/services/returns/return-grace-jobs";

/**
 * The overdue check of a return (issue 27, part next-box), queued with the return for London
 * midnight after its postal days: garments still out hold the member's next swap, once.
 */
export const returnOverdueJob = defineJob({
  name: "returns.overdue",
  payload: z.object({ returnId: z.number().int().positive() }),
  lane: "general",
  key: ({ returnId }) => `returns.overdue:${returnId}`,
  handle: async ({ returnId }, { db, now, complete }) => {
    await holdOverdueReturn(db, { returnId, now, complete });
  },
});
