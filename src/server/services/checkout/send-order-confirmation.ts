import { confirmationSubject, confirmationText } from "@/domain/checkout/order-confirmation";
import { plainTextHtml } from "@/domain/escape-html";
import type { Executor } from "@/server/db/client";
import { createEmailSender } from "@/server/integrations/email";
import { enqueueJob, type JobContext } from "@/server/queue/job-queue";
import { CHECKOUT_JOBS, orderJobKey } from "./checkout-job-types";
import { loadOrderSummary } from "./order-summary";

/**
 * Queues the order confirmation e-mail in the transaction that places the order: the job exists
 * exactly when the order is placed, and its singleton key makes a second settlement queue nothing.
 * Due at once by the real clock (not a test's or a webhook's time): it is sent straight after.
 */
export async function queueOrderConfirmation(
  tx: Executor,
  order: { orderId: number; userId: string },
): Promise<void> {
  await enqueueJob(tx, {
    type: CHECKOUT_JOBS.orderConfirmation,
    payload: { orderId: order.orderId, userId: order.userId },
    singletonKey: orderJobKey(CHECKOUT_JOBS.orderConfirmation, order.orderId),
  });
}

/**
 * The job: the e-mail is written with the job's completion in one transaction (with the outbox
 * adapter, exactly once; with SMTP at least once). A failure throws, and the queue tries again.
 */
export async function sendOrderConfirmation(
  order: { orderId: number; userId: string },
  context: JobContext,
): Promise<void> {
  await context.db.transaction(async (tx) => {
    const summary = await loadOrderSummary(tx, order);
    await context.complete(tx);
    if (!summary?.email) return;
    const text = confirmationText(summary);
    await createEmailSender(tx).send({
      to: summary.email,
      subject: confirmationSubject(order.orderId),
      text,
      html: plainTextHtml(text),
    });
  });
}
