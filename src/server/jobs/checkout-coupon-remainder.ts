import { z } from "zod";
import type { PaymentGateway } from "@/server/integrations/payments";
import { defineJob } from "@/server/queue/define-job";

/** What a promotion code left unused on the first payment, kept at the provider (Stripe). */
export const checkoutCouponRemainderJob = defineJob({
  name: "checkout.coupon-remainder",
  payload: z.object({ sessionId: z.string() }),
  lane: "general",
  key: ({ sessionId }) => `checkout.coupon-remainder:${sessionId}`,
  // The provider is called outside any transaction; the runner marks the job done afterwards.
  handle: async ({ sessionId }, _context, { payments }: { payments: PaymentGateway }) => {
    await payments.keepCouponRemainder(sessionId);
  },
});
