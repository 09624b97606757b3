import type { Settings } from "@/domain/content/settings";
import type { Database } from "@/server/db/client";
import { LocalPaymentGateway, type PaymentGateway } from "@/server/integrations/payments";
import { getLogger } from "@/server/observability/logger";
import { releaseExpiredCheckouts } from "./cancel-member-checkouts";

/**
 * The checkout.sweep job's work, once a minute (src/server/jobs/checkout-sweep.ts). Releases
 * reservations past their time (a checkout that was paid after all is completed instead,
 * settle-checkout.ts) and, on the sandbox, renews subscriptions whose month has ended and sends
 * again any signed event the shop has not taken yet, as the real provider retries its webhooks.
 * Several sweeps at once are safe: each order is settled under a row lock and only a pending order
 * changes, so nothing is released twice.
 */
export async function sweepCheckouts(
  db: Database,
  gateway: PaymentGateway,
  settings: Pick<Settings, "subscriptionOptions">,
): Promise<void> {
  const released = await releaseExpiredCheckouts(db, gateway, settings);
  if (released > 0) getLogger().info({ event: "reservations_released", released });
  if (gateway instanceof LocalPaymentGateway) {
    const invoices = await gateway.renewDueSubscriptions();
    if (invoices.length > 0)
      getLogger().info({ event: "sandbox_renewed", invoices: invoices.length });
    const resent = await gateway.deliverPending();
    if (resent > 0) getLogger().info({ event: "sandbox_events_resent", resent });
  }
}
