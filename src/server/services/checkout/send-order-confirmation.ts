import { confirmationSubject, confirmationText } from "@/domain/checkout/order-confirmation";
import type { Executor } from "@/server/db/client";
import { createEmailSender } from "@/server/integrations/email";
import { getLogger } from "@/server/observability/logger";
import { loadOrderSummary } from "./order-summary";

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * The order confirmation e-mail, through the e-mail interface. Sent by the one call that placed the
 * order (a repeated webhook finds it placed and sends nothing). A failure is logged, not thrown:
 * the order stands and the member sees it on the confirmation page and in their account.
 */
export async function sendOrderConfirmation(
  db: Executor,
  orderId: number,
  userId: string,
): Promise<void> {
  try {
    const summary = await loadOrderSummary(db, { orderId, userId });
    if (!summary?.email) return;
    const text = confirmationText(summary);
    await createEmailSender(db).send({
      to: summary.email,
      subject: confirmationSubject(orderId),
      text,
      html: `<pre style="font-family:inherit;white-space:pre-wrap">${escapeHtml(text)}</pre>`,
    });
  } catch (error) {
    getLogger().error(
      { event: "order_confirmation_failed", orderId, err: error },
      "The order confirmation e-mail was not sent",
    );
  }
}
