import { isBuildPhase } from "@/config/env";
import { getDb } from "@/server/db/client";
import { createPaymentGateway, LocalPaymentGateway } from "@/server/integrations/payments";
import { getLogger } from "@/server/observability/logger";
import { loadSiteContent } from "@/server/services/content/load-site-content";
import { releaseExpiredCheckouts } from "./cancel-member-checkouts";

/** How often each web process looks for reservations past their time. */
const SWEEP_EVERY_MS = 60_000;

const globals = globalThis as unknown as { littlerobeSweeper?: NodeJS.Timeout };

/**
 * Every web process sweeps once a minute (and, on the sandbox, renews subscriptions whose month
 * has ended); several may sweep at once because each order is settled
 * under a row lock in PostgreSQL and only a pending order changes (settle-checkout.ts), so nothing
 * is released twice. The timer does not keep the process alive.
 */
export function startReservationSweeper(): void {
  if (isBuildPhase() || globals.littlerobeSweeper) return;
  globals.littlerobeSweeper = setInterval(() => void sweepOnce(), SWEEP_EVERY_MS);
  globals.littlerobeSweeper.unref();
}

async function sweepOnce(): Promise<void> {
  try {
    const db = getDb();
    const { settings } = await loadSiteContent(false);
    const gateway = createPaymentGateway(db);
    const released = await releaseExpiredCheckouts(db, gateway, settings);
    if (released > 0) getLogger().info({ event: "reservations_released", released });
    // The sandbox renews its subscriptions itself, as Stripe does (sandbox only).
    if (gateway instanceof LocalPaymentGateway) {
      const invoices = await gateway.renewDueSubscriptions();
      if (invoices.length > 0)
        getLogger().info({ event: "sandbox_renewed", invoices: invoices.length });
    }
  } catch (error) {
    getLogger().warn({ event: "reservation_sweep_failed", err: error }, "Reservation sweep failed");
  }
}
