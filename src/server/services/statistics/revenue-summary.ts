import { sql } from "drizzle-orm";
import { pencePerRentalWeek } from "@/domain/reporting/revenue-shares";
import type { Executor } from "@/server/db/client";
import { queryRows } from "@/server/db/query";
import { paidInvoices } from "@/server/db/schema";

/** The shop's subscription revenue, in pence: what the garment figures are made of (decision 059). */
export interface RevenueSummary {
  invoices: number;
  paidPence: number;
  /** Shared among the garments held in the invoices' periods. */
  sharedPence: number;
  /** Paid for periods in which the member held no garment. */
  unsharedPence: number;
  /** Paid for periods not over yet: shared when they end. */
  awaitingPence: number;
  /** What a garment earns a week with a member, over the last year: the view's rate, rounded. */
  pencePerRentalWeek: number | null;
}

/** One pass over the paid invoices (one row a member-month, so a few per garment at most). */
export async function revenueSummary(db: Executor): Promise<RevenueSummary> {
  const i = paidInvoices;
  const lastYear = sql`${i.shared_at} is not null and ${i.period_end} > now() - interval '365 days'`;
  const [row] = await queryRows<Record<string, string | number | null>>(
    db,
    sql`select count(*)::int as "invoices",
      coalesce(sum(${i.amount_pence}), 0)::text as "paid",
      coalesce(sum(${i.shared_pence}), 0)::text as "shared",
      coalesce(sum(${i.unshared_pence}), 0)::text as "unshared",
      coalesce(sum(${i.amount_pence}) filter (where ${i.shared_at} is null), 0)::text as "awaiting",
      coalesce(sum(${i.shared_pence}) filter (where ${lastYear}), 0)::text as "yearPence",
      coalesce(sum(${i.shared_days}) filter (where ${lastYear}), 0)::text as "yearDays"
    from ${i}`,
  );
  const n = (key: string) => Number(row?.[key] ?? 0);
  return {
    invoices: n("invoices"),
    paidPence: n("paid"),
    sharedPence: n("shared"),
    unsharedPence: n("unshared"),
    awaitingPence: n("awaiting"),
    pencePerRentalWeek: pencePerRentalWeek(n("yearPence"), n("yearDays")),
  };
}
