import { z } from "zod";
import { defineJob } from "@/server/queue/define-job";
import { sendKeepReceipt } from "@/server/services/buy-to-keep/keep-receipt";

/** The family's receipt for a garment bought to keep, at once (queued by settle-keep-purchase.ts). */
export const keepReceiptEmailJob = defineJob({
  name: "keep.receipt",
  payload: z.object({ purchaseId: z.number().int() }),
  lane: "general",
  key: ({ purchaseId }) => `keep.receipt:${purchaseId}`,
  handle: ({ purchaseId }, context) => sendKeepReceipt(purchaseId, context),
});
