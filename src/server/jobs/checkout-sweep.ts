import { z } from "zod";
import type { Database } from "@/server/db/client";
import type { PaymentGateway } from "@/server/integrations/payments";
import { defineJob } from "@/server/queue/define-job";
import { clearDoneSlots, scheduleEvery } from "@/server/queue/scheduled-jobs";
import { sweepCheckouts } from "@/server/services/checkout/reservation-sweeper";
import { loadSiteContent } from "@/server/services/content/load-site-content";

/**
 * Once a minute: expired reservations released, and the sandbox's month and retries
 * (reservation-sweeper.ts). A failed sweep is not retried: the next minute's sweeps again.
 */
export const checkoutSweepJob = defineJob({
  name: "checkout.sweep",
  payload: z.object({}),
  lane: "general",
  maxAttempts: 1,
  handle: async (_payload, { db }, { payments }: { payments: PaymentGateway }) =>
    sweepCheckouts(db, payments, (await loadSiteContent(false)).settings),
});

/**
 * The sweep is a scheduled job on the shop's queue, once a minute whatever the number of processes
 * (the slot's singleton key), run by whichever process claims it: a web process, or the worker
 * when JOBS_IN_WEB=false.
 */
export async function scheduleCheckoutSweep(db: Database, now: Date): Promise<void> {
  await scheduleEvery(db, checkoutSweepJob, { now, everyMinutes: 1 });
  await clearDoneSlots(db, checkoutSweepJob.name, now);
}
