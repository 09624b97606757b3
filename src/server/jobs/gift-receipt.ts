import { z } from "zod";
import { defineJob } from "@/server/queue/define-job";
import { sendGiftReceipt } from "@/server/services/gifting/gift-jobs";

/** The sender's receipt of a paid gift, at once (queued by settle-gift.ts). */
export const giftReceiptJob = defineJob({
  name: "gift.receipt",
  payload: z.object({ giftId: z.number().int() }),
  lane: "general",
  key: ({ giftId }) => `gift.receipt:${giftId}`,
  handle: ({ giftId }, context) => sendGiftReceipt(giftId, context),
});
