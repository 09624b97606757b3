import { sql } from "drizzle-orm";
import { parseSettings } from "@/domain/content/settings";
import { pauseEnd } from "@/domain/payments/subscription-state";
import type { Executor } from "@/server/db/client";
import { queryRows } from "@/server/db/query";
import { paidInvoices } from "@/server/db/schema";
import { invoiceRevenueShareJob } from "@/server/jobs/invoice-revenue-share";
import { shareInvoiceRevenue } from "@/server/services/revenue/share-invoice";
import { settingsDocument } from "./content/settings-document";
import { REFERENCE_DATE } from "./seed-dates";

interface MemberSpan {
  userId: string;
  subscriptionId: string | null;
  plan: string | null;
  /** Their first paid delivery was made (the first payment). */
  firstPaidAt: Date;
  /** The last return's day, or null while a garment is still out or the plan is live. */
  endsAt: Date | null;
}

/**
 * The months the demo members paid for (issue 25), as the payment provider would have reported
 * them: monthly from their first paid delivery, at their plan's price, until today for a live
 * plan or until their last garment came back. Months over by the demo's day are shared among the
 * garments held at once; the current month is queued for its end, as a paid invoice is.
 */
export async function seedPaidInvoices(db: Executor): Promise<number> {
  const prices = new Map(
    parseSettings(settingsDocument).subscriptionOptions.map((o) => [
      o.plan,
      Math.round(o.price * 100),
    ]),
  );
  const spans = await queryRows<MemberSpan>(
    db,
    sql`select u.id as "userId", u.payment_subscription_id as "subscriptionId",
        (select o.subscription_type from "order" o where o.user_id = u.id
          order by o.created_at desc limit 1) as "plan",
        min(po.created_at) as "firstPaidAt",
        case when u.payment_subscription_id is not null or bool_or(upi.partial_return_id is null)
          then null else max(coalesce(pr.date::timestamptz, pr.created_at)) end as "endsAt"
      from users u
      join user_product_items upi on upi.user_id = u.id
      join partial_order po on po.id = upi.partial_order_id
      left join partial_return pr on pr.id = upi.partial_return_id
      where po.status not in ('ORDER_PLACED_PAYMENT_CANCELLED', 'ORDER_PLACED_PAYMENT_PENDING')
      group by u.id
      order by u.id`,
  );
  const invoices = spans.flatMap((span) => {
    const pence = prices.get(span.plan ?? "");
    if (pence === undefined) return [];
    const first = new Date(span.firstPaidAt);
    const ends = span.endsAt === null ? REFERENCE_DATE : new Date(span.endsAt);
    const months: (typeof paidInvoices.$inferInsert)[] = [];
    for (let k = 0; pauseEnd(first, k) < ends; k += 1)
      months.push({
        id: `in_seed_${span.userId}_${k + 1}`,
        provider: "local",
        user_id: span.userId,
        subscription_id: span.subscriptionId,
        amount_pence: pence,
        period_start: pauseEnd(first, k),
        period_end: pauseEnd(first, k + 1),
        paid_at: pauseEnd(first, k),
      });
    return months;
  });
  if (invoices.length === 0) return 0;
  await db.insert(paidInvoices).values(invoices);
  for (const invoice of invoices) {
    if (invoice.period_end <= REFERENCE_DATE) await shareInvoiceRevenue(db, invoice.id);
    else
      await invoiceRevenueShareJob.enqueue(
        db,
        { invoiceId: invoice.id },
        { runAt: invoice.period_end },
      );
  }
  return invoices.length;
}
