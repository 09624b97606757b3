import { and, eq, lte } from "drizzle-orm";
import { pauseEnd } from "@/domain/payments/subscription-state";
import type { Database, Executor } from "@/server/db/client";
import { sandboxSubscriptions } from "@/server/db/schema";
import { newId, toSubscriptionInfo, type PriceInfo } from "./sandbox-rows";
import type { SandboxInvoice, UnsentEvent } from "./sandbox-outbox";

/** A subscription left unrenewed for longer is billed for at most this many months at once. */
const MAX_MONTHS_PER_RENEWAL = 24;

/** What the renewal needs of the sandbox gateway. */
export interface RenewingSandbox {
  db: Database;
  now(): Date;
  prices(priceId: string): Promise<PriceInfo | null>;
  recordEvent(tx: Executor, event: UnsentEvent): Promise<void>;
  deliverPending(): Promise<number>;
}

/**
 * The sandbox's month (sandbox only), as the provider renews by itself: each active subscription
 * whose period has ended is billed for the next month, its price less the credit a gift card
 * left (the credit goes down by what it covered, month after month, until it is used up), and
 * its period moves on a month; the shop hears invoice.paid and customer.subscription.updated.
 * A month inside a pause is not billed (Stripe's 'void') and keeps the credit; a subscription
 * set to cancel ends instead (customer.subscription.deleted). Each subscription is renewed under
 * its row lock, so several processes may run this at once. Answers the invoices it wrote.
 */
export async function renewDueSandboxSubscriptions(
  sandbox: RenewingSandbox,
): Promise<SandboxInvoice[]> {
  const now = sandbox.now();
  const due = await sandbox.db
    .select({ id: sandboxSubscriptions.id })
    .from(sandboxSubscriptions)
    .where(
      and(
        eq(sandboxSubscriptions.status, "active"),
        lte(sandboxSubscriptions.current_period_end, now),
      ),
    )
    .orderBy(sandboxSubscriptions.current_period_end)
    .limit(100);
  const invoices: SandboxInvoice[] = [];
  for (const { id } of due) invoices.push(...(await renewSubscription(sandbox, id, now)));
  if (due.length > 0) await sandbox.deliverPending();
  return invoices;
}

function renewSubscription(
  sandbox: RenewingSandbox,
  id: string,
  now: Date,
): Promise<SandboxInvoice[]> {
  return sandbox.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(sandboxSubscriptions)
      .where(eq(sandboxSubscriptions.id, id))
      .for("update");
    if (!row || row.status !== "active" || !row.current_period_end) return [];
    const invoices: SandboxInvoice[] = [];
    let periodEnd = row.current_period_end;
    let credit = row.credit_pence;
    if (periodEnd > now) return [];
    if (row.cancel_at_period_end) {
      const [ended] = await tx
        .update(sandboxSubscriptions)
        .set({ status: "canceled", updated_at: now })
        .where(eq(sandboxSubscriptions.id, id))
        .returning();
      await sandbox.recordEvent(tx, {
        type: "customer.subscription.deleted",
        subscription: toSubscriptionInfo(ended!),
      });
      return [];
    }
    const price = await sandbox.prices(row.price_id);
    if (!price) throw new Error(`No such price: ${row.price_id}`);
    for (let month = 0; periodEnd <= now && month < MAX_MONTHS_PER_RENEWAL; month += 1) {
      const start = periodEnd;
      periodEnd = pauseEnd(start, 1);
      if (row.paused_until && row.paused_until > start) continue;
      const creditApplied = Math.min(credit, price.amountPence);
      credit -= creditApplied;
      const invoice: SandboxInvoice = {
        id: newId("in"),
        subscriptionId: id,
        customerId: row.customer_id,
        amountDuePence: price.amountPence,
        creditAppliedPence: creditApplied,
        amountPaidPence: price.amountPence - creditApplied,
        periodStart: start.toISOString(),
        periodEnd: periodEnd.toISOString(),
      };
      invoices.push(invoice);
      await sandbox.recordEvent(tx, { type: "invoice.paid", invoice });
    }
    const [renewed] = await tx
      .update(sandboxSubscriptions)
      .set({ current_period_end: periodEnd, credit_pence: credit, updated_at: now })
      .where(eq(sandboxSubscriptions.id, id))
      .returning();
    await sandbox.recordEvent(tx, {
      type: "customer.subscription.updated",
      subscription: toSubscriptionInfo(renewed!),
    });
    return invoices;
  });
}
