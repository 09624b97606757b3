-- Issue 12: product_items_with_stats with the same columns and values, read faster at 100,000
-- garments (bench/admin-volume.mjs):
-- - "product_item_figures" works every garment's figures out once, in whole units (days, hundredths
--   of a week, pence, ten-thousandths). The view of spec 3.2 reads it and only turns units into £,
--   weeks and fractions; the statistics totals sum its units instead of restating its formulas.
--   Each figure is rounded as before (half away from zero, for these never-negative amounts
--   floor((2n + d) / 2d)), so every value is unchanged: tests/integration/garment-stats-stored.test.ts
--   compares every column with 0001's view.
-- - No correlated subquery or lateral aggregate: the product's tags and the rare returns dated after
--   today are joins, so that PostgreSQL can read the view with parallel workers.
DROP VIEW "product_items_with_stats";
--> statement-breakpoint
CREATE VIEW "product_item_figures" AS
SELECT
  pi."id",
  pi."orId",
  pi."sku",
  p."name",
  pi."barcode",
  pv."product_id",
  pi."status",
  pv."color_id",
  pv."size_id",
  p."rrp",
  pi."sold_price",
  pi."wholesale_price",
  pi."history_rental_homes" + pi."rental_homes" AS "rental_homes",
  dates."launch_date",
  CASE WHEN cur."start_date" IS NOT NULL THEN u."email" END AS "current_rental_user_email",
  cur."start_date" AS "current_rental_start",
  pi."created_at" AS "product_item_created_at",
  tg."brand_tag",
  coalesce(tg."category_tags_arr", '{}'::text[]) AS "category_tags_arr",
  coalesce(tg."sleeve_length_tags_arr", '{}'::text[]) AS "sleeve_length_tags_arr",
  coalesce(tg."season_tags_arr", '{}'::text[]) AS "season_tags_arr",
  coalesce(tg."concept_tags_arr", '{}'::text[]) AS "concept_tags_arr",
  coalesce(tg."type_tags_arr", '{}'::text[]) AS "type_tags_arr",
  days."lifespan",
  weeks."weeks_live_h",
  weeks."history_weeks_h",
  weeks."current_weeks_h",
  weeks."history_weeks_h" + weeks."current_weeks_h" AS "total_weeks_h",
  units."lifespan_h",
  units."resale_p",
  units."wholesale_p",
  pence."planned_value_p",
  pence."total_value_p",
  pence."total_value_p" - pence."planned_value_p" AS "margin_vs_plan_p",
  pence."planned_value_p" + units."resale_p" - units."wholesale_p" AS "planned_margin_p",
  -- Only days since launch on both sides: imported history happened before launch_date.
  CASE WHEN days."live_days" = 0 THEN NULL
    ELSE (20000::bigint * (done."days" + days."current_days") + days."live_days") / (2 * days."live_days")
  END AS "efficiency_e4",
  pence."total_value_p" + coalesce(units."sold_p", 0) >= units."wholesale_p" AS "wp_covered"
FROM "product_items" pi
JOIN "product_variants" pv ON pv."id" = pi."product_variant_id"
JOIN "products" p ON p."id" = pv."product_id"
-- The numbers to revisit: a garment earns 4% of its rrp per rental week; unsold it resells for 30% of rrp.
CROSS JOIN (SELECT 4 AS "weekly_percent", 30 AS "resale_percent") k
LEFT JOIN "product_item_stats" s ON s."product_item_id" = pi."id"
LEFT JOIN "users" u ON u."id" = s."current_user_id"
-- The member holding the garment now, shown only while its status says so.
CROSS JOIN LATERAL (
  SELECT CASE WHEN pi."status" = 'CUSTOMER' AND s."current_user_id" IS NOT NULL
    THEN s."current_start" END AS "start_date"
) cur
-- Finished rentals: stored, unless a return is dated after today, which counts only up to today
-- (the rare case is worked out from the rentals, as 0001 did for every garment). A join, not a
-- subquery per garment, so that the view can be read by parallel workers.
LEFT JOIN (
  SELECT upi."product_item_id", coalesce(sum(greatest(0,
      least(coalesce(pr."date", pr."created_at"::date), current_date)
      - coalesce(po."date", po."dispatched_at"::date, po."created_at"::date)
    )), 0)::integer AS "days"
  FROM "user_product_items" upi
  JOIN "partial_order" po ON po."id" = upi."partial_order_id"
  JOIN "partial_return" pr ON pr."id" = upi."partial_return_id"
  WHERE po."status" NOT IN ('ORDER_PLACED_PAYMENT_CANCELLED', 'ORDER_PLACED_PAYMENT_PENDING')
    AND upi."product_item_id" IN (
      SELECT "product_item_id" FROM "product_item_stats" WHERE "last_return_date" > current_date)
  GROUP BY upi."product_item_id"
) future ON future."product_item_id" = pi."id"
CROSS JOIN LATERAL (
  SELECT CASE WHEN s."last_return_date" > current_date THEN coalesce(future."days", 0)
    ELSE coalesce(s."returned_days", 0) END AS "days"
) done
-- The product's tags (none: empty lists).
LEFT JOIN (
  SELECT pt."product_id",
    (array_agg(t."name" ORDER BY t."order", t."name") FILTER (WHERE t."type" = 'BRAND'))[1] AS "brand_tag",
    array_agg(t."name" ORDER BY t."order", t."name") FILTER (WHERE t."type" = 'CATEGORY') AS "category_tags_arr",
    array_agg(t."name" ORDER BY t."order", t."name") FILTER (WHERE t."type" = 'SLEEVE_LENGTH') AS "sleeve_length_tags_arr",
    array_agg(t."name" ORDER BY t."order", t."name") FILTER (WHERE t."type" = 'SEASON') AS "season_tags_arr",
    array_agg(t."name" ORDER BY t."order", t."name") FILTER (WHERE t."type" = 'CONCEPT') AS "concept_tags_arr",
    array_agg(t."name" ORDER BY t."order", t."name") FILTER (WHERE t."type" = 'TYPE') AS "type_tags_arr",
    sum(t."lifespan_impact") AS "lifespan_impact"
  FROM "product_tags" pt
  JOIN "tags" t ON t."id" = pt."tag_id"
  GROUP BY pt."product_id"
) tg ON tg."product_id" = pv."product_id"
CROSS JOIN LATERAL (
  SELECT coalesce(s."first_storage_at"::date, pi."created_at"::date) AS "launch_date"
) dates
CROSS JOIN LATERAL (
  SELECT
    greatest(0, coalesce(pi."expired_at"::date, current_date) - dates."launch_date") AS "live_days",
    coalesce(greatest(0, current_date - cur."start_date"), 0) AS "current_days",
    greatest(0, pv."lifespan_base" + coalesce(tg."lifespan_impact", 0)) AS "lifespan"
) days
-- Days ÷ 7 in hundredths of a week, rounded.
CROSS JOIN LATERAL (
  SELECT
    (200 * days."live_days" + 7) / 14 AS "weeks_live_h",
    (200 * (pi."base_history_days" + done."days") + 7) / 14 AS "history_weeks_h",
    (200 * days."current_days" + 7) / 14 AS "current_weeks_h"
) weeks
-- Amounts in pence (every price has 2 decimals), lifespan in hundredths of a week.
CROSS JOIN LATERAL (
  SELECT
    (days."lifespan" * 100)::bigint AS "lifespan_h",
    (pi."wholesale_price" * 100)::bigint AS "wholesale_p",
    (pi."sold_price" * 100)::bigint AS "sold_p",
    coalesce((pi."sold_price" * 100)::bigint,
      (2 * (p."rrp" * 100)::bigint * k."resale_percent" + 100) / 200) AS "resale_p"
) units
-- Weeks × weekly value, to the penny: hundredths of a week × pence × percent ÷ 10,000.
CROSS JOIN LATERAL (
  SELECT
    (2 * units."lifespan_h" * (p."rrp" * 100)::bigint * k."weekly_percent" + 10000) / 20000 AS "planned_value_p",
    (2 * (weeks."history_weeks_h" + weeks."current_weeks_h") * (p."rrp" * 100)::bigint * k."weekly_percent" + 10000)
      / 20000 AS "total_value_p"
) pence;
--> statement-breakpoint
CREATE VIEW "product_items_with_stats" AS
SELECT
  f."id",
  f."orId",
  f."sku",
  f."name",
  f."barcode",
  f."product_id",
  f."status",
  f."color_id",
  f."size_id",
  f."rrp",
  f."sold_price",
  f."wholesale_price",
  f."resale_p" * 0.01 AS "resale_value",
  f."rental_homes",
  f."launch_date",
  f."current_rental_user_email",
  f."current_rental_start",
  f."product_item_created_at",
  f."brand_tag",
  f."category_tags_arr",
  f."sleeve_length_tags_arr",
  f."season_tags_arr",
  f."concept_tags_arr",
  f."type_tags_arr",
  f."weeks_live_h" * 0.01 AS "weeks_live",
  f."history_weeks_h" * 0.01 AS "history_rental_weeks",
  f."current_weeks_h" * 0.01 AS "current_rental_weeks",
  f."total_weeks_h" * 0.01 AS "total_rental_weeks",
  CASE WHEN f."rental_homes" = 0 THEN NULL
    ELSE (2 * f."total_weeks_h" + f."rental_homes") / (2 * f."rental_homes") * 0.01
  END AS "avg_rental_weeks_per_user",
  f."lifespan",
  f."planned_value_p" * 0.01 AS "planned_rental_value",
  f."total_value_p" * 0.01 AS "total_rental_value",
  f."margin_vs_plan_p" * 0.01 AS "margin_vs_plan_value",
  f."planned_margin_p" * 0.01 AS "planned_margin",
  f."efficiency_e4" * 0.0001 AS "efficiency",
  f."wp_covered"
FROM "product_item_figures" f;
