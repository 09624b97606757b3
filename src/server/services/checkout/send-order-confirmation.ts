import { confirmationSubject, confirmationText } from "@/domain/checkout/order-confirmation";
import { plainTextHtml } from "@/domain/escape-html";
import { createEmailSender } from "@/server/integrations/email";
import type { JobContext } from "@/server/queue/job-queue";
import { loadOrderSummary } from "./order-summary";

/**
 * The order.confirmation-email job's work (src/server/jobs/order-confirmation-email.ts), queued in
 * the transaction that places the order, so its singleton key makes a second settlement queue
 * nothing. The e-mail is written with the job's completion in one transaction (with the outbox
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
