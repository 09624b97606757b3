import { asc, eq } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { paidInvoices, users } from "@/server/db/schema";
import type { PaidInvoiceInfo } from "@/server/integrations/payments";
import { invoiceRevenueShareJob } from "@/server/jobs/invoice-revenue-share";

/**
 * Keeps a paid subscription invoice, in the webhook's transaction, and queues its sharing among
 * the member's garments for when its period has ended (the days held are known then). The
 * invoice's id is its key: a repeated event records nothing and queues nothing.
 */
export async function recordPaidInvoice(
  tx: Executor,
  provider: string,
  invoice: PaidInvoiceInfo,
  paidAt: Date,
): Promise<{ recorded: boolean }> {
  const [owner] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.payment_customer_id, invoice.customerId))
    .orderBy(asc(users.id))
    .limit(1);
  const [recorded] = await tx
    .insert(paidInvoices)
    .values({
      id: invoice.id,
      provider,
      user_id: owner?.id ?? null,
      subscription_id: invoice.subscriptionId,
      amount_pence: invoice.amountPence,
      credit_applied_pence: Math.min(invoice.creditAppliedPence, invoice.amountPence),
      period_start: invoice.periodStart,
      period_end: invoice.periodEnd,
      paid_at: paidAt,
    })
    .onConflictDoNothing()
    .returning({ id: paidInvoices.id });
  if (!recorded) return { recorded: false };
  await invoiceRevenueShareJob.enqueue(tx, { invoiceId: invoice.id }, { runAt: invoice.periodEnd });
  return { recorded: true };
}
