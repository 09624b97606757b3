import { csvDecimal, type CsvColumn } from "@/domain/csv";
import type { ProductItemWithStats } from "@/server/db/schema/reporting";

const list = (values: readonly string[]) => values.join("; ");

/**
 * The statistics export: every column of product_items_with_stats, in the spec's order (3.2).
 * Numeric columns are written as numbers (csvDecimal); only text is guarded against formulas.
 */
export const STATISTICS_CSV_COLUMNS: readonly CsvColumn<ProductItemWithStats>[] = [
  { header: "id", value: (r) => r.id },
  { header: "orId", value: (r) => r.orId },
  { header: "sku", value: (r) => r.sku },
  { header: "name", value: (r) => r.name },
  { header: "barcode", value: (r) => r.barcode },
  { header: "product_id", value: (r) => r.product_id },
  { header: "status", value: (r) => r.status },
  { header: "color_id", value: (r) => r.color_id },
  { header: "size_id", value: (r) => r.size_id },
  { header: "rrp", value: (r) => csvDecimal(r.rrp) },
  { header: "sold_price", value: (r) => csvDecimal(r.sold_price) },
  { header: "wholesale_price", value: (r) => csvDecimal(r.wholesale_price) },
  { header: "resale_value", value: (r) => csvDecimal(r.resale_value) },
  { header: "rental_homes", value: (r) => r.rental_homes },
  { header: "launch_date", value: (r) => r.launch_date },
  { header: "current_rental_user_email", value: (r) => r.current_rental_user_email },
  { header: "current_rental_start", value: (r) => r.current_rental_start },
  { header: "product_item_created_at", value: (r) => r.product_item_created_at },
  { header: "brand_tag", value: (r) => r.brand_tag },
  { header: "category_tags", value: (r) => list(r.category_tags_arr) },
  { header: "sleeve_length_tags", value: (r) => list(r.sleeve_length_tags_arr) },
  { header: "season_tags", value: (r) => list(r.season_tags_arr) },
  { header: "concept_tags", value: (r) => list(r.concept_tags_arr) },
  { header: "type_tags", value: (r) => list(r.type_tags_arr) },
  { header: "weeks_live", value: (r) => csvDecimal(r.weeks_live) },
  { header: "history_rental_weeks", value: (r) => csvDecimal(r.history_rental_weeks) },
  { header: "current_rental_weeks", value: (r) => csvDecimal(r.current_rental_weeks) },
  { header: "total_rental_weeks", value: (r) => csvDecimal(r.total_rental_weeks) },
  { header: "avg_rental_weeks_per_user", value: (r) => csvDecimal(r.avg_rental_weeks_per_user) },
  { header: "lifespan", value: (r) => csvDecimal(r.lifespan) },
  { header: "planned_rental_value", value: (r) => csvDecimal(r.planned_rental_value) },
  { header: "total_rental_value", value: (r) => csvDecimal(r.total_rental_value) },
  { header: "margin_vs_plan_value", value: (r) => csvDecimal(r.margin_vs_plan_value) },
  { header: "planned_margin", value: (r) => csvDecimal(r.planned_margin) },
  { header: "efficiency", value: (r) => csvDecimal(r.efficiency) },
  { header: "wp_covered", value: (r) => r.wp_covered },
];
