import type { Settings } from "@/domain/content/settings";
import type { Database } from "@/server/db/client";
import type { PaymentGateway } from "@/server/integrations/payments";
import { afterSettle } from "./after-settle";
import { loadOrderSummary, type OrderSummary } from "./order-summary";
import { completeCheckout } from "./settle-checkout";

/**
 * The confirmation page's order, the member's own only. If the payment's webhook has not arrived
 * yet (or was lost), the provider is asked about the session and a completed one is settled here,
 * by the same idempotent code the webhook uses.
 */
export async function confirmCheckout(
  db: Database,
  gateway: PaymentGateway,
  settings: Pick<Settings, "subscriptionOptions">,
  query: { userId: string; checkoutId?: string; orderId?: number },
): Promise<OrderSummary | null> {
  const summary = await loadOrderSummary(db, query);
  if (!summary || summary.status !== "ORDER_PLACED_PAYMENT_PENDING" || !query.checkoutId)
    return summary;
  const session = await gateway.getCheckoutSession(query.checkoutId);
  if (session?.status !== "complete") return summary;
  const outcome = await db.transaction((tx) => completeCheckout(tx, session, settings));
  await afterSettle(db, [outcome]);
  return loadOrderSummary(db, query);
}
