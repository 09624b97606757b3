import { z } from "zod";
import type { Database } from "@/server/db/client";
import { defineJob } from "@/server/queue/define-job";
import { clearDoneSlots, scheduleEvery } from "@/server/queue/scheduled-jobs";
import { shareInvoiceRevenue, unsharedInvoicesDue } from "@/server/services/revenue/share-invoice";

/**
 * A paid invoice shared among the garments its member held, by days held (decision 059): queued
 * by the webhook that records it (record-invoice.ts), due when its period ends. Without an
 * invoice id it is the hourly sweep, which shares every invoice whose period has ended and that is
 * not shared yet (backfilled ones, or one whose own job gave up). Sharing twice changes nothing.
 */
export const invoiceRevenueShareJob = defineJob({
  name: "invoice-revenue.share",
  payload: z.object({ invoiceId: z.string().min(1).optional() }),
  lane: "general",
  key: ({ invoiceId }) => `invoice-revenue.share:${invoiceId}`,
  handle: async ({ invoiceId }, { db, now }) => {
    for (const id of invoiceId ? [invoiceId] : await unsharedInvoicesDue(db, now))
      await shareInvoiceRevenue(db, id);
  },
});

/** The hourly sweep's slot (its own singleton key, so one run an hour whatever the processes). */
export async function scheduleInvoiceSharing(db: Database, now: Date): Promise<void> {
  await scheduleEvery(db, invoiceRevenueShareJob, { now, everyMinutes: 60 });
  await clearDoneSlots(db, invoiceRevenueShareJob.name, now);
}
