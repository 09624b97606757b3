import {
  bigint,
  boolean,
  date,
  integer,
  numeric,
  pgView,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { productItemStatus } from "./enums";

/**
 * The staff reporting view of spec 3.2, created by drizzle/0001_reporting_view.sql (latest:
 * drizzle/0026_revenue_months.sql, reading product_item_figures below; its money from paid invoices).
 * `.existing()`: drizzle-kit leaves it alone; this only types reads. Numerics arrive as strings.
 * Formulas: docs/reporting.md.
 */
export const productItemsWithStats = pgView("product_items_with_stats", {
  id: integer("id").notNull(),
  orId: text("orId"),
  sku: text("sku").notNull(),
  name: text("name").notNull(),
  barcode: text("barcode"),
  product_id: integer("product_id").notNull(),
  status: productItemStatus("status").notNull(),
  color_id: integer("color_id"),
  size_id: integer("size_id"),
  rrp: numeric("rrp"),
  sold_price: numeric("sold_price"),
  wholesale_price: numeric("wholesale_price"),
  resale_value: numeric("resale_value"),
  rental_homes: integer("rental_homes").notNull(),
  launch_date: date("launch_date", { mode: "string" }).notNull(),
  current_rental_user_email: text("current_rental_user_email"),
  current_rental_start: date("current_rental_start", { mode: "string" }),
  product_item_created_at: timestamp("product_item_created_at", {
    withTimezone: true,
    mode: "date",
  }).notNull(),
  brand_tag: text("brand_tag"),
  category_tags_arr: text("category_tags_arr").array().notNull(),
  sleeve_length_tags_arr: text("sleeve_length_tags_arr").array().notNull(),
  season_tags_arr: text("season_tags_arr").array().notNull(),
  concept_tags_arr: text("concept_tags_arr").array().notNull(),
  type_tags_arr: text("type_tags_arr").array().notNull(),
  weeks_live: numeric("weeks_live").notNull(),
  history_rental_weeks: numeric("history_rental_weeks").notNull(),
  current_rental_weeks: numeric("current_rental_weeks").notNull(),
  total_rental_weeks: numeric("total_rental_weeks").notNull(),
  avg_rental_weeks_per_user: numeric("avg_rental_weeks_per_user"),
  lifespan: numeric("lifespan").notNull(),
  planned_rental_value: numeric("planned_rental_value"),
  total_rental_value: numeric("total_rental_value"),
  margin_vs_plan_value: numeric("margin_vs_plan_value"),
  planned_margin: numeric("planned_margin"),
  efficiency: numeric("efficiency"),
  wp_covered: boolean("wp_covered"),
}).existing();

export type ProductItemWithStats = typeof productItemsWithStats.$inferSelect;

/**
 * Every garment's figures in whole units, as product_items_with_stats rounds them (drizzle/0016):
 * what the statistics totals sum. Only the columns they filter, group and sum are typed here.
 */
export const productItemFigures = pgView("product_item_figures", {
  id: integer("id").notNull(),
  product_id: integer("product_id").notNull(),
  status: productItemStatus("status").notNull(),
  launch_date: date("launch_date", { mode: "string" }).notNull(),
  brand_tag: text("brand_tag"),
  category_tags_arr: text("category_tags_arr").array().notNull(),
  rental_homes: integer("rental_homes").notNull(),
  /** Hundredths of a week. */
  total_weeks_h: integer("total_weeks_h").notNull(),
  lifespan_h: bigint("lifespan_h", { mode: "number" }).notNull(),
  /** Pence. */
  wholesale_p: bigint("wholesale_p", { mode: "number" }),
  planned_value_p: bigint("planned_value_p", { mode: "number" }),
  total_value_p: bigint("total_value_p", { mode: "number" }),
  margin_vs_plan_p: bigint("margin_vs_plan_p", { mode: "number" }),
  planned_margin_p: bigint("planned_margin_p", { mode: "number" }),
  /** Ten-thousandths. */
  efficiency_e4: bigint("efficiency_e4", { mode: "number" }),
  wp_covered: boolean("wp_covered"),
}).existing();
