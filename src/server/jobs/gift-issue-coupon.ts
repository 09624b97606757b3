import { z } from "zod";
import type { PaymentGateway } from "@/server/integrations/payments";
import { defineJob } from "@/server/queue/define-job";
import { issueGiftCoupon } from "@/server/services/gifting/gift-jobs";
import { giftRecipientEmailJob } from "./gift-recipient-email";

/**
 * Creates the coupon and promotion code of a paid gift at the payment provider, exactly once
 * (queued by settle-gift.ts), then queues the recipient's card for its day in the transaction that
 * stores the coupon.
 */
export const giftIssueCouponJob = defineJob({
  name: "gift.issue-coupon",
  payload: z.object({ giftId: z.number().int() }),
  lane: "general",
  key: ({ giftId }) => `gift.issue-coupon:${giftId}`,
  handle: ({ giftId }, context, { payments }: { payments: PaymentGateway }) =>
    issueGiftCoupon(payments, giftId, context, (tx, runAt) =>
      giftRecipientEmailJob.enqueue(tx, { giftId }, { runAt }),
    ),
});
