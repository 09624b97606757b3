import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { order } from "@/server/db/schema";
import type { PaymentGateway } from "@/server/integrations/payments";
import type { JobHandlers } from "@/server/queue/job-queue";
import { CHECKOUT_JOBS, orderOfPayload } from "./checkout-job-types";
import { loadSiteContent } from "@/server/services/content/load-site-content";
import { sweepCheckouts } from "./reservation-sweeper";
import { sendOrderConfirmation } from "./send-order-confirmation";

function sessionOfPayload(payload: Record<string, unknown>): string {
  if (typeof payload.sessionId !== "string") throw new Error("A checkout job without sessionId");
  return payload.sessionId;
}

const refundPayload = z.object({
  sessionId: z.string().min(1),
  orderId: z.number().int().positive(),
});

/** The checkout's job handlers, for the queue's worker. */
export function checkoutJobHandlers(gateway: PaymentGateway): JobHandlers {
  return {
    [CHECKOUT_JOBS.orderConfirmation]: (job, context) =>
      sendOrderConfirmation(orderOfPayload(job.payload), context),
    // The provider is called outside any transaction; the runner marks the job done afterwards.
    [CHECKOUT_JOBS.couponRemainder]: async (job) => {
      await gateway.keepCouponRemainder(sessionOfPayload(job.payload));
    },
    [CHECKOUT_JOBS.refundDuplicate]: async (job, { db }) => {
      const { sessionId, orderId } = refundPayload.parse(job.payload);
      const { refundedPence } = await gateway.refundSubscriptionCheckout(sessionId);
      await db
        .update(order)
        .set({ refunded_pence: refundedPence, refunded_at: new Date() })
        .where(and(eq(order.id, orderId), eq(order.checkout_id, sessionId)));
    },
    [CHECKOUT_JOBS.sweep]: async (_job, { db }) =>
      sweepCheckouts(db, gateway, (await loadSiteContent(false)).settings),
  };
}
