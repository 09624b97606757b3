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

/** The checkout's job handlers, for the queue's worker. */
export function checkoutJobHandlers(gateway: PaymentGateway): JobHandlers {
  return {
    [CHECKOUT_JOBS.orderConfirmation]: (job, context) =>
      sendOrderConfirmation(orderOfPayload(job.payload), context),
    // The provider is called outside any transaction; the runner marks the job done afterwards.
    [CHECKOUT_JOBS.couponRemainder]: async (job) => {
      await gateway.keepCouponRemainder(sessionOfPayload(job.payload));
    },
    [CHECKOUT_JOBS.sweep]: async (_job, { db }) =>
      sweepCheckouts(db, gateway, (await loadSiteContent(false)).settings),
  };
}
