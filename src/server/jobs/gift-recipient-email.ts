import { z } from "zod";
import { defineJob } from "@/server/queue/define-job";
import { sendGiftToRecipient } from "@/server/services/gifting/gift-jobs";

/**
 * The recipient's card (code, sender's name, message), due on the chosen day: queued once the
 * coupon exists (gift-issue-coupon.ts), moved when staff change the day, and queued again with
 * `resend: true` and a key of its own when staff resend it (staff-gift-orders.ts).
 */
export const giftRecipientEmailJob = defineJob({
  name: "gift.recipient-email",
  payload: z.object({ giftId: z.number().int(), resend: z.boolean().optional() }),
  lane: "general",
  key: ({ giftId }) => `gift.recipient-email:${giftId}`,
  handle: ({ giftId, resend }, context) => sendGiftToRecipient(giftId, resend === true, context),
});
