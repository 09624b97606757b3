CREATE TABLE "revenue_months" (
	"month" date PRIMARY KEY NOT NULL,
	"shared_pence" bigint DEFAULT 0 NOT NULL,
	"shared_days" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Issue 25 (decision 059): the reporting view's rate read a dozen monthly rows instead of every
-- paid invoice (a whole-table read on each view read, 60 ms at 100,000 garments, also for one
-- garment's page), and its money is worked out in whole numbers as the other figures (numeric
-- arithmetic per garment slowed the unfiltered totals; bench/admin-volume.mjs). Same values but
-- for the rate's window: invoices whose period ended this month or in the 11 before.
CREATE FUNCTION "revenue_months_add"("at" timestamp with time zone, "pence" bigint, "days" bigint)
  RETURNS void LANGUAGE sql AS $$
  INSERT INTO "revenue_months" ("month", "shared_pence", "shared_days")
  VALUES (date_trunc('month', "at")::date, "pence", "days")
  ON CONFLICT ("month") DO UPDATE SET
    "shared_pence" = "revenue_months"."shared_pence" + excluded."shared_pence",
    "shared_days" = "revenue_months"."shared_days" + excluded."shared_days";
$$;
--> statement-breakpoint
CREATE FUNCTION "revenue_months_after_invoice"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."shared_at" IS NOT NULL THEN
    PERFORM "revenue_months_add"(OLD."period_end", -coalesce(OLD."shared_pence", 0)::bigint,
      -coalesce(OLD."shared_days", 0)::bigint);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') AND NEW."shared_at" IS NOT NULL THEN
    PERFORM "revenue_months_add"(NEW."period_end", coalesce(NEW."shared_pence", 0)::bigint,
      coalesce(NEW."shared_days", 0)::bigint);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "revenue_months_invoice_change" AFTER INSERT OR UPDATE OR DELETE ON "paid_invoices"
  FOR EACH ROW EXECUTE FUNCTION "revenue_months_after_invoice"();
--> statement-breakpoint
INSERT INTO "revenue_months" ("month", "shared_pence", "shared_days")
SELECT date_trunc('month', i."period_end")::date, sum(coalesce(i."shared_pence", 0)),
  sum(coalesce(i."shared_days", 0))
FROM "paid_invoices" i WHERE i."shared_at" IS NOT NULL GROUP BY 1;
--> statement-breakpoint
DROP VIEW "product_items_with_stats";
--> statement-breakpoint
DROP VIEW "product_item_figures";
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
-- An unsold garment's resale value: the settings' resaleValuePercent of its rrp (a number from 0 to
-- 100, as parseSettings reads it; otherwise 20), here in hundredths of a percent.
CROSS JOIN (
  SELECT (100 * coalesce((
    -- Nested, so that only text that is a number is cast.
    SELECT CASE WHEN d."published"->>'resaleValuePercent' ~ '^\s*\d{1,3}(\.\d+)?\s*$' THEN
      CASE WHEN trim(d."published"->>'resaleValuePercent')::numeric <= 100
        THEN trim(d."published"->>'resaleValuePercent')::numeric END END
    FROM "content_documents" d WHERE d."type" = 'settings' AND d."uid" = 'settings'
  ), 20))::bigint AS "resale_e2"
) k
-- What a garment earns per day with a member, in millionths of a penny: the invoices shared whose
-- period ended this month or in the 11 before (revenue_months), pence over garment-days; null
-- before any was shared (the planned values are empty then).
CROSS JOIN (
  SELECT (sum(m."shared_pence")::numeric * 1000000 / nullif(sum(m."shared_days"), 0))::bigint
    AS "rate_e6"
  FROM "revenue_months" m
  WHERE m."month" >= (date_trunc('month', now()) - interval '11 months')::date
) rate
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
      ((p."rrp" * 100)::bigint * k."resale_e2" + 5000) / 10000) AS "resale_p"
) units
-- Pence: its shares of paid invoices, imported rental days at the rate, its lifespan at the rate;
-- in whole numbers, rounded half up (never negative), as the other figures.
CROSS JOIN LATERAL (
  SELECT
    (units."lifespan_h" * 7 * rate."rate_e6" + 50000000) / 100000000 AS "planned_value_p",
    coalesce(s."revenue_pence", 0)
      + coalesce((pi."base_history_days" * rate."rate_e6" + 500000) / 1000000, 0) AS "total_value_p"
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
