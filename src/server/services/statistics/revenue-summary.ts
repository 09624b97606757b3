import { sql } from "drizzle-orm";
import { pencePerRentalWeek, type RevenueSummary } from "@/domain/reporting/revenue-shares";
import type { Executor } from "@/server/db/client";
import { queryRows } from "@/server/db/query";
import { paidInvoices, revenueMonths } from "@/server/db/schema";

/**
 * The shared invoices from their monthly sums (revenue_months, kept by trigger), the ones not
 * shared yet from the invoices themselves (their partial index): a few rows whatever the volume.
 */
export async function revenueSummary(db: Executor): Promise<RevenueSummary> {
  const m = revenueMonths;
  const i = paidInvoices;
  // The view's window (drizzle/0026_revenue_months.sql): this month and the 11 before.
  const lastYear = sql`${m.month} >= (date_trunc('month', now()) - interval '11 months')::date`;
  const [row] = await queryRows<Record<string, string | null>>(
    db,
    sql`select
      coalesce(sum(${m.invoices}), 0)::text as "sharedInvoices",
      coalesce(sum(${m.shared_pence}), 0)::text as "shared",
      coalesce(sum(${m.unshared_pence}), 0)::text as "unshared",
      coalesce(sum(${m.shared_pence}) filter (where ${lastYear}), 0)::text as "yearPence",
      coalesce(sum(${m.shared_days}) filter (where ${lastYear}), 0)::text as "yearDays",
      (select count(*) from ${i} where ${i.shared_at} is null)::text as "open",
      (select coalesce(sum(${i.amount_pence}), 0) from ${i} where ${i.shared_at} is null)::text
        as "awaiting"
    from ${m}`,
  );
  const n = (key: string) => Number(row?.[key] ?? 0);
  return {
    invoices: n("sharedInvoices") + n("open"),
    paidPence: n("shared") + n("unshared") + n("awaiting"),
    sharedPence: n("shared"),
    unsharedPence: n("unshared"),
    awaitingPence: n("awaiting"),
    pencePerRentalWeek: pencePerRentalWeek(n("yearPence"), n("yearDays")),
  };
}
