import type { Settings } from "@/domain/content/settings";
import type { Database } from "@/server/db/client";
import { LocalPaymentGateway, type PaymentGateway } from "@/server/integrations/payments";
import { getLogger } from "@/server/observability/logger";
import { scheduleEvery, clearDoneSlots } from "@/server/queue/scheduled-jobs";
import { releaseExpiredCheckouts } from "./cancel-member-checkouts";
import { CHECKOUT_JOBS } from "./checkout-job-types";

/**
 * The sweep is a scheduled job on the shop's queue, once a minute whatever the number of processes
 * (the slot's singleton key), run by whichever process claims it: a web process, or the worker
 * when JOBS_IN_WEB=false. A failed sweep is not retried: the next minute's sweeps again.
 */
export async function scheduleCheckoutSweep(db: Database, now: Date): Promise<void> {
  await scheduleEvery(db, { type: CHECKOUT_JOBS.sweep, now, everyMinutes: 1, maxAttempts: 1 });
  await clearDoneSlots(db, CHECKOUT_JOBS.sweep, now);
}

/**
 * Releases reservations past their time (a checkout that was paid after all is completed instead,
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
