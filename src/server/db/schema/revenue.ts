import { sql } from "drizzle-orm";
import { bigint, date, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { createdAt, optionalTimestamp } from "./columns";
import { productItems } from "./garments";
import { users } from "./members";

/**
 * Subscription invoices the payment provider reported paid (invoice.paid), one row per invoice:
 * a repeated webhook finds its id and records nothing. At its period's end a queued job shares the
 * amount among the garments the member held (invoice_revenue_shares); what no garment held is kept
 * as `unshared_pence` (docs/reporting.md, decision 059).
 */
export const paidInvoices = pgTable(
  "paid_invoices",
  {
    id: text("id").primaryKey(),
    provider: text("provider").notNull(),
    user_id: text("user_id").references(() => users.id),
    subscription_id: text("subscription_id"),
    /** The invoice total after promotions, gift-card credit included (pence). */
    amount_pence: integer("amount_pence").notNull(),
    /**
     * Of the amount, what the member's gift-card credit paid (the provider's customer balance);
     * the rest was charged to the card. Shown on the member's receipt (decision 065).
     */
    credit_applied_pence: integer("credit_applied_pence").notNull().default(0),
    period_start: optionalTimestamp("period_start").notNull(),
    period_end: optionalTimestamp("period_end").notNull(),
    paid_at: optionalTimestamp("paid_at").notNull(),
    /** When the shares were written; null until then. */
    shared_at: optionalTimestamp("shared_at"),
    /** Shared among garments, and the garment-days it was shared over. */
    shared_pence: integer("shared_pence"),
    shared_days: integer("shared_days"),
    /** Paid in a period when the member held no garment: revenue of no garment. */
    unshared_pence: integer("unshared_pence"),
    created_at: createdAt(),
  },
  (t) => [
    // The statistics' rate reads the shared invoices of the last year; the sweep, the unshared.
    index("paid_invoices_period_end_idx").on(t.period_end),
    index("paid_invoices_unshared_idx")
      .on(t.period_end)
      .where(sql`${t.shared_at} is null`),
    index("paid_invoices_user_idx").on(t.user_id),
  ],
);

/** One garment's share of one invoice: unique per pair, so an invoice is never counted twice. */
export const invoiceRevenueShares = pgTable(
  "invoice_revenue_shares",
  {
    invoice_id: text("invoice_id")
      .notNull()
      .references(() => paidInvoices.id, { onDelete: "cascade" }),
    product_item_id: integer("product_item_id")
      .notNull()
      .references(() => productItems.id, { onDelete: "cascade" }),
    /** Days the member held it in the invoice's period. */
    days: integer("days").notNull(),
    amount_pence: integer("amount_pence").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.invoice_id, t.product_item_id] }),
    index("invoice_revenue_shares_item_idx").on(t.product_item_id),
  ],
);

/**
 * The shared invoices added up by the month their period ended (a trigger on paid_invoices keeps
 * it): the reporting view's rate, pence per garment-day over the last 12 months, and the
 * statistics page's revenue read a few rows instead of every invoice (bench/admin-volume.mjs).
 */
export const revenueMonths = pgTable("revenue_months", {
  month: date("month", { mode: "string" }).primaryKey(),
  shared_pence: bigint("shared_pence", { mode: "number" }).notNull().default(0),
  shared_days: bigint("shared_days", { mode: "number" }).notNull().default(0),
  /** Paid while the member held nothing, and how many invoices were shared (the page's figures). */
  unshared_pence: bigint("unshared_pence", { mode: "number" }).notNull().default(0),
  invoices: bigint("invoices", { mode: "number" }).notNull().default(0),
});
