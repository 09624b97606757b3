-- Custom SQL migration file, put your code below! --
-- Staff reporting view (spec 3.2). One row per product_items row; formulas in docs/reporting.md.
-- "Today" is current_date, so every duration is worked out when the view is read.
CREATE VIEW "product_items_with_stats" AS
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
  val."resale_value",
  pi."history_rental_homes" + pi."rental_homes" AS "rental_homes",
  dates."launch_date",
  cur."user_email" AS "current_rental_user_email",
  cur."start_date" AS "current_rental_start",
  pi."created_at" AS "product_item_created_at",
  tg."brand_tag",
  tg."category_tags_arr",
  tg."sleeve_length_tags_arr",
  tg."season_tags_arr",
  tg."concept_tags_arr",
  tg."type_tags_arr",
  weeks."weeks_live",
  weeks."history_rental_weeks",
  weeks."current_rental_weeks",
  val."total_rental_weeks",
  CASE WHEN pi."history_rental_homes" + pi."rental_homes" = 0 THEN NULL
    ELSE round(val."total_rental_weeks" / (pi."history_rental_homes" + pi."rental_homes"), 2)
  END AS "avg_rental_weeks_per_user",
  days."lifespan",
  val."planned_rental_value",
  earned."total_rental_value",
  earned."total_rental_value" - val."planned_rental_value" AS "margin_vs_plan_value",
  val."planned_rental_value" + val."resale_value" - pi."wholesale_price" AS "planned_margin",
  -- Only days since launch on both sides: imported history happened before launch_date.
  CASE WHEN days."live_days" = 0 THEN NULL
    ELSE round((done."days" + days."current_days")::numeric / days."live_days", 4)
  END AS "efficiency",
  earned."total_rental_value" + coalesce(pi."sold_price", 0) >= pi."wholesale_price" AS "wp_covered"
FROM "product_items" pi
JOIN "product_variants" pv ON pv."id" = pi."product_variant_id"
JOIN "products" p ON p."id" = pv."product_id"
-- The numbers to revisit: a garment earns 4% of its rrp per rental week; unsold it resells for 30% of rrp.
CROSS JOIN (SELECT 0.04::numeric AS "weekly_share", 0.30::numeric AS "resale_share") k
CROSS JOIN LATERAL (
  SELECT min(h."createdAt")::date AS "first_storage_date"
  FROM "product_items_history" h
  WHERE h."product_item_id" = pi."id" AND h."new_status" = 'STORAGE'
) launch
-- Finished rentals tracked by this system: delivery date to return date (not beyond today).
CROSS JOIN LATERAL (
  SELECT coalesce(sum(greatest(0,
    least(coalesce(pr."date", pr."created_at"::date), current_date)
    - coalesce(po."date", po."dispatched_at"::date, po."created_at"::date)
  )), 0)::integer AS "days"
  FROM "user_product_items" upi
  JOIN "partial_order" po ON po."id" = upi."partial_order_id"
  JOIN "partial_return" pr ON pr."id" = upi."partial_return_id"
  WHERE upi."product_item_id" = pi."id"
    AND po."status" NOT IN ('ORDER_PLACED_PAYMENT_CANCELLED', 'ORDER_PLACED_PAYMENT_PENDING')
) done
-- The member holding the garment now: a paid delivery not yet linked to a return.
LEFT JOIN LATERAL (
  SELECT u."email" AS "user_email",
    coalesce(po."date", po."dispatched_at"::date, po."created_at"::date) AS "start_date"
  FROM "user_product_items" upi
  JOIN "partial_order" po ON po."id" = upi."partial_order_id"
  JOIN "users" u ON u."id" = upi."user_id"
  WHERE pi."status" = 'CUSTOMER'
    AND upi."product_item_id" = pi."id"
    AND upi."partial_return_id" IS NULL
    AND po."status" NOT IN ('ORDER_PLACED_PAYMENT_CANCELLED', 'ORDER_PLACED_PAYMENT_PENDING')
  ORDER BY 2 DESC, upi."id" DESC
  LIMIT 1
) cur ON true
CROSS JOIN LATERAL (
  SELECT
    (array_agg(t."name" ORDER BY t."order", t."name") FILTER (WHERE t."type" = 'BRAND'))[1] AS "brand_tag",
    coalesce(array_agg(t."name" ORDER BY t."order", t."name") FILTER (WHERE t."type" = 'CATEGORY'), '{}'::text[]) AS "category_tags_arr",
    coalesce(array_agg(t."name" ORDER BY t."order", t."name") FILTER (WHERE t."type" = 'SLEEVE_LENGTH'), '{}'::text[]) AS "sleeve_length_tags_arr",
    coalesce(array_agg(t."name" ORDER BY t."order", t."name") FILTER (WHERE t."type" = 'SEASON'), '{}'::text[]) AS "season_tags_arr",
    coalesce(array_agg(t."name" ORDER BY t."order", t."name") FILTER (WHERE t."type" = 'CONCEPT'), '{}'::text[]) AS "concept_tags_arr",
    coalesce(array_agg(t."name" ORDER BY t."order", t."name") FILTER (WHERE t."type" = 'TYPE'), '{}'::text[]) AS "type_tags_arr",
    coalesce(sum(t."lifespan_impact"), 0) AS "lifespan_impact"
  FROM "product_tags" pt
  JOIN "tags" t ON t."id" = pt."tag_id"
  WHERE pt."product_id" = pv."product_id"
) tg
CROSS JOIN LATERAL (
  SELECT coalesce(launch."first_storage_date", pi."created_at"::date) AS "launch_date"
) dates
CROSS JOIN LATERAL (
  SELECT
    greatest(0, coalesce(pi."expired_at"::date, current_date) - dates."launch_date") AS "live_days",
    coalesce(greatest(0, current_date - cur."start_date"), 0) AS "current_days",
    greatest(0, pv."lifespan_base" + tg."lifespan_impact") AS "lifespan",
    p."rrp" * k."weekly_share" AS "weekly_value"
) days
CROSS JOIN LATERAL (
  SELECT
    round(days."live_days" / 7.0, 2) AS "weeks_live",
    round((pi."base_history_days" + done."days") / 7.0, 2) AS "history_rental_weeks",
    round(days."current_days" / 7.0, 2) AS "current_rental_weeks"
) weeks
CROSS JOIN LATERAL (
  SELECT
    weeks."history_rental_weeks" + weeks."current_rental_weeks" AS "total_rental_weeks",
    round(days."lifespan" * days."weekly_value", 2) AS "planned_rental_value",
    coalesce(pi."sold_price", round(p."rrp" * k."resale_share", 2)) AS "resale_value"
) val
CROSS JOIN LATERAL (
  SELECT round(val."total_rental_weeks" * days."weekly_value", 2) AS "total_rental_value"
) earned;
