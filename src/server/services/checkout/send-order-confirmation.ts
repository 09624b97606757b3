import { orderConfirmationEmail } from "@/server/integrations/email/templates/order-emails";
import type { JobContext } from "@/server/queue/job-queue";
import { findPlan } from "@/domain/checkout/checkout-request";
import { loadPublishedSettings } from "@/server/services/content/published-settings";
import { claimThenSend } from "@/server/services/notifications/claim-then-send";
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
  await claimThenSend(context, orderConfirmationEmail, async (tx) => {
    const summary = await loadOrderSummary(tx, order);
    if (!summary?.email) return null;
    const plan = summary.plan
      ? findPlan((await loadPublishedSettings(tx)).subscriptionOptions, summary.plan)
      : undefined;
    return {
      to: summary.email,
      facts: {
        orderId: summary.orderId,
        firstName: summary.firstName,
        plan: summary.plan,
        monthlyPence: plan ? Math.round(plan.price * 100) : null,
        promotionCode: summary.promotionCode,
        deliveryDay: summary.deliveryDate,
        deliveryTime: summary.deliveryTime,
        items: summary.items,
      },
    };
  });
}
