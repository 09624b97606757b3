import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { productVariants } from "./catalogue";
import { createdAt, id, money, optionalTimestamp } from "./columns";
import { apiLogOrigin, apiLogStatus, productItemStatus } from "./enums";
import { users } from "./members";
import { partialOrder, partialReturn } from "./orders";

/** One physical garment. */
export const productItems = pgTable(
  "product_items",
  {
    id: id(),
    created_at: createdAt(),
    expired_at: optionalTimestamp("expired_at"),
    /** The warehouse's own reference for the garment. */
    orId: text("orId"),
    sku: text("sku").notNull(),
    barcode: text("barcode"),
    fulfilment_rfid: text("fulfilment_rfid"),
    status: productItemStatus("status").notNull().default("INITIATED"),
    product_variant_id: integer("product_variant_id")
      .notNull()
      .references(() => productVariants.id),
    /** Longest single rental, in days, in the history imported from before this system. */
    history_big_days_user: integer("history_big_days_user").notNull().default(0),
    /** Days rented out before this system tracked the garment. */
    base_history_days: integer("base_history_days").notNull().default(0),
    /** Homes the garment went to before this system tracked it. */
    history_rental_homes: integer("history_rental_homes").notNull().default(0),
    /** Homes the garment went to since this system tracks it. */
    rental_homes: integer("rental_homes").notNull().default(0),
    wholesale_price: money("wholesale_price"),
    sold_price: money("sold_price"),
  },
  (t) => [
    uniqueIndex("product_items_barcode_key").on(t.barcode),
    uniqueIndex("product_items_fulfilment_rfid_key").on(t.fulfilment_rfid),
    index("product_items_variant_idx").on(t.product_variant_id),
    index("product_items_status_idx").on(t.status),
    // The back office's garment finder (issue 12): codes compared upper-case, equal or by prefix.
    index("product_items_sku_upper_idx").on(sql`upper(${t.sku}) text_pattern_ops`),
    index("product_items_barcode_upper_idx").on(sql`upper(${t.barcode}) text_pattern_ops`),
    index("product_items_orid_upper_idx").on(sql`upper(${t.orId}) text_pattern_ops`),
    index("product_items_rfid_upper_idx").on(sql`upper(${t.fulfilment_rfid}) text_pattern_ops`),
    check(
      "product_items_counts_not_negative",
      sql`${t.history_big_days_user} >= 0 and ${t.base_history_days} >= 0 and ${t.history_rental_homes} >= 0 and ${t.rental_homes} >= 0`,
    ),
  ],
);

export const productItemsHistory = pgTable(
  "product_items_history",
  {
    id: id(),
    product_item_id: integer("product_item_id")
      .notNull()
      .references(() => productItems.id, { onDelete: "cascade" }),
    previous_status: productItemStatus("previous_status"),
    new_status: productItemStatus("new_status").notNull(),
    previous_order_id: integer("previous_order_id").references(() => partialOrder.id),
    new_order_id: integer("new_order_id").references(() => partialOrder.id),
    new_return_id: integer("new_return_id").references(() => partialReturn.id),
    changed_by_user_id: text("changed_by_user_id").references(() => users.id),
    change_reason: text("change_reason"),
    createdAt: createdAt("createdAt"),
  },
  (t) => [
    index("product_items_history_item_idx").on(t.product_item_id, t.createdAt),
    // The reporting view's launch date (first arrival in storage) for each garment, read directly
    // instead of walking the garment's whole history (bench/admin-volume.mjs, issue 12).
    index("product_items_history_storage_idx")
      .on(t.product_item_id, t.createdAt)
      .where(sql`${t.new_status} = 'STORAGE'`),
  ],
);

/**
 * The figures of the reporting view (product_items_with_stats) that change only when a garment
 * moves or is rented or returned, stored so that statistics over 100,000 garments read one row a
 * garment instead of walking its history and rentals (issue 12, docs/decisions/). Kept by
 * database triggers on product_items_history, user_product_items, partial_order and
 * partial_return, in the transaction of the change (drizzle/0014_product_item_stats_triggers.sql);
 * a garment without a row has none of these yet. Read only through the view.
 */
export const productItemStats = pgTable(
  "product_item_stats",
  {
    product_item_id: integer("product_item_id")
      .primaryKey()
      .references(() => productItems.id, { onDelete: "cascade" }),
    /** Its first arrival in STORAGE (the view's launch date is this day). */
    first_storage_at: optionalTimestamp("first_storage_at"),
    /** Days of its finished rentals tracked here (paid deliveries with a return), return dates as recorded. */
    returned_days: integer("returned_days").notNull().default(0),
    /** The latest of those return dates: when after today, the view counts those rentals up to today. */
    last_return_date: date("last_return_date", { mode: "string" }),
    /** The member of its latest paid delivery not yet returned (the view shows it while CUSTOMER). */
    current_user_id: text("current_user_id"),
    /** That delivery's date (else dispatch day, else creation day). */
    current_start: date("current_start", { mode: "string" }),
    /** The sum of its shares of paid invoices, in pence (invoice_revenue_shares, by trigger). */
    revenue_pence: integer("revenue_pence").notNull().default(0),
  },
  // The view looks up the few garments with a return dated after today (drizzle/0016).
  (t) => [index("product_item_stats_last_return_idx").on(t.last_return_date)],
);

/** Which member holds (or held) which garment, through which delivery and return. */
export const userProductItems = pgTable(
  "user_product_items",
  {
    id: id(),
    product_item_id: integer("product_item_id")
      .notNull()
      .references(() => productItems.id),
    partial_order_id: integer("partial_order_id").references(() => partialOrder.id),
    partial_return_id: integer("partial_return_id").references(() => partialReturn.id),
    user_id: text("user_id")
      .notNull()
      .references(() => users.id),
    product_variant_id: integer("product_variant_id")
      .notNull()
      .references(() => productVariants.id),
  },
  (t) => [
    index("user_product_items_user_idx").on(t.user_id),
    index("user_product_items_item_idx").on(t.product_item_id),
    index("user_product_items_partial_order_idx").on(t.partial_order_id),
    index("user_product_items_partial_return_idx").on(t.partial_return_id),
  ],
);

export const productItemRetirement = pgTable(
  "product_item_retirement",
  {
    id: id(),
    product_item_id: integer("product_item_id")
      .notNull()
      .references(() => productItems.id),
    date: date("date").notNull(),
    reason: text("reason").notNull(),
    fulfilment_retirement_id: text("fulfilment_retirement_id"),
  },
  (t) => [
    uniqueIndex("product_item_retirement_item_key").on(t.product_item_id),
    index("product_item_retirement_fulfilment_idx").on(t.fulfilment_retirement_id),
  ],
);

/** The warehouse sync log. */
export const apiLogs = pgTable(
  "api_logs",
  {
    id: id(),
    created_at: createdAt(),
    origin: apiLogOrigin("origin").notNull(),
    note: text("note"),
    status: apiLogStatus("status").notNull(),
    last_id_synced: text("last_id_synced"),
  },
  (t) => [index("api_logs_origin_idx").on(t.origin, t.created_at)],
);
