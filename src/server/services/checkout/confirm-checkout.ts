import {
  confirmationOutcome,
  type ConfirmationOutcome,
} from "@/domain/checkout/order-confirmation";
import type { Settings } from "@/domain/content/settings";
import type { Database } from "@/server/db/client";
import type { PaymentGateway } from "@/server/integrations/payments";
import { afterSettle } from "./after-settle";
import { loadOrderSummary, type OrderSummary } from "./order-summary";
import { completeCheckout } from "./settle-checkout";

export interface ConfirmedCheckout {
  summary: OrderSummary;
  /** What the page says: only a paid order is thanked (issue 23). */
  outcome: ConfirmationOutcome;
}

/**
 * The confirmation page's order, the member's own only. If the payment's webhook has not arrived
 * yet (or was lost), the provider is asked about the session and a completed one is settled here,
 * by the same idempotent code the webhook uses. A session still open, expired or cancelled is
 * answered as not paid, never thanked.
 */
export async function confirmCheckout(
  db: Database,
  gateway: PaymentGateway,
  settings: Pick<Settings, "subscriptionOptions">,
  query: { userId: string; checkoutId?: string; orderId?: number },
): Promise<ConfirmedCheckout | null> {
  const summary = await loadOrderSummary(db, query);
  if (!summary) return null;
  if (summary.status !== "ORDER_PLACED_PAYMENT_PENDING" || !query.checkoutId)
    return { summary, outcome: confirmationOutcome(summary, null) };
  const session = await gateway.getCheckoutSession(query.checkoutId);
  if (session?.status !== "complete")
    return { summary, outcome: confirmationOutcome(summary, session?.status ?? null) };
  const outcome = await db.transaction((tx) => completeCheckout(tx, session, settings));
  await afterSettle(db, [outcome]);
  const settled = await loadOrderSummary(db, query);
  return settled && { summary: settled, outcome: confirmationOutcome(settled, session.status) };
}
