import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { order } from "@/server/db/schema";
import type { PaymentGateway } from "@/server/integrations/payments";
import { defineJob } from "@/server/queue/define-job";

/**
 * A second paid checkout of a live member (settle-checkout.ts): its subscription is ended and its
 * first payment refunded at the provider, and the refund is written on the order for staff.
 */
export const checkoutRefundDuplicateJob = defineJob({
  name: "checkout.refund-duplicate",
  payload: z.object({ sessionId: z.string().min(1), orderId: z.number().int().positive() }),
  lane: "general",
  key: ({ sessionId }) => `checkout.refund-duplicate:${sessionId}`,
  handle: async ({ sessionId, orderId }, { db }, { payments }: { payments: PaymentGateway }) => {
    const { refundedPence } = await payments.refundSubscriptionCheckout(sessionId);
    await db
      .update(order)
      .set({ refunded_pence: refundedPence, refunded_at: new Date() })
      .where(and(eq(order.id, orderId), eq(order.checkout_id, sessionId)));
  },
});
