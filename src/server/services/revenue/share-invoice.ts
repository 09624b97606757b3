import { and, asc, eq, isNull, lte, sql } from "drizzle-orm";
import { ukDay } from "@/domain/gifting/gift-request";
import {
  holdingsInPeriod,
  shareByDays,
  type GarmentRental,
} from "@/domain/reporting/revenue-shares";
import type { Executor } from "@/server/db/client";
import { queryRows } from "@/server/db/query";
import { invoiceRevenueShares, paidInvoices } from "@/server/db/schema";

export type ShareOutcome =
  | { status: "missing" }
  | { status: "already_shared" }
  | { status: "shared"; garments: number; sharedPence: number; unsharedPence: number };

/**
 * The member's rentals that may overlap the period, as the statistics count rental days
 * (docs/reporting.md): from the delivery's date (else dispatch day, else the day it was made) to
 * the return's date, still open without a return; deliveries never paid for are left out.
 */
function memberRentals(
  tx: Executor,
  userId: string,
  period: { start: string; end: string },
): Promise<GarmentRental[]> {
  return queryRows<GarmentRental>(
    tx,
    sql`select r."productItemId", r."start", r."end" from (
      select upi.product_item_id as "productItemId",
        coalesce(po.date, po.dispatched_at::date, po.created_at::date)::text as "start",
        coalesce(pr.date, pr.created_at::date)::text as "end"
      from user_product_items upi
      join partial_order po on po.id = upi.partial_order_id
      left join partial_return pr on pr.id = upi.partial_return_id
      where upi.user_id = ${userId}
        and po.status not in ('ORDER_PLACED_PAYMENT_CANCELLED', 'ORDER_PLACED_PAYMENT_PENDING')
    ) r
    where r."start" < ${period.end} and (r."end" is null or r."end" > ${period.start})
    order by r."productItemId", r."start"`,
  );
}

/**
 * Shares one paid invoice among the garments its member held in its period, by days held
 * (largest remainder, to the penny), once: under the invoice's row lock, an invoice already
 * shared is left alone, and the shares' primary key (invoice, garment) refuses a second count even
 * so. A period in which the member held nothing keeps its amount as unshared revenue (decision 059).
 */
export function shareInvoiceRevenue(db: Executor, invoiceId: string): Promise<ShareOutcome> {
  return db.transaction(async (tx) => {
    const [invoice] = await tx
      .select()
      .from(paidInvoices)
      .where(eq(paidInvoices.id, invoiceId))
      .for("update");
    if (!invoice) return { status: "missing" };
    if (invoice.shared_at) return { status: "already_shared" };
    const period = { start: ukDay(invoice.period_start), end: ukDay(invoice.period_end) };
    const rentals = invoice.user_id ? await memberRentals(tx, invoice.user_id, period) : [];
    const shares = shareByDays(invoice.amount_pence, holdingsInPeriod(rentals, period));
    if (shares.length > 0)
      await tx.insert(invoiceRevenueShares).values(
        shares.map((share) => ({
          invoice_id: invoice.id,
          product_item_id: share.productItemId,
          days: share.days,
          amount_pence: share.amountPence,
        })),
      );
    const sharedPence = shares.reduce((sum, share) => sum + share.amountPence, 0);
    await tx
      .update(paidInvoices)
      .set({
        shared_at: sql`now()`,
        shared_pence: sharedPence,
        shared_days: shares.reduce((sum, share) => sum + share.days, 0),
        unshared_pence: invoice.amount_pence - sharedPence,
      })
      .where(eq(paidInvoices.id, invoice.id));
    return {
      status: "shared",
      garments: shares.length,
      sharedPence,
      unsharedPence: invoice.amount_pence - sharedPence,
    };
  });
}

/** Invoices whose period has ended and that are not shared yet (oldest first): the sweep's work. */
export async function unsharedInvoicesDue(db: Executor, now: Date, limit = 500): Promise<string[]> {
  const rows = await db
    .select({ id: paidInvoices.id })
    .from(paidInvoices)
    .where(and(isNull(paidInvoices.shared_at), lte(paidInvoices.period_end, now)))
    .orderBy(asc(paidInvoices.period_end), asc(paidInvoices.id))
    .limit(limit);
  return rows.map((row) => row.id);
}
