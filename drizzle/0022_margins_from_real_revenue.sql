CREATE TABLE "invoice_revenue_shares" (
	"invoice_id" text NOT NULL,
	"product_item_id" integer NOT NULL,
	"days" integer NOT NULL,
	"amount_pence" integer NOT NULL,
	CONSTRAINT "invoice_revenue_shares_invoice_id_product_item_id_pk" PRIMARY KEY("invoice_id","product_item_id")
);
--> statement-breakpoint
CREATE TABLE "paid_invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"user_id" text,
	"subscription_id" text,
	"amount_pence" integer NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"shared_at" timestamp with time zone,
	"shared_pence" integer,
	"shared_days" integer,
	"unshared_pence" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_item_stats" ADD COLUMN "revenue_pence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_revenue_shares" ADD CONSTRAINT "invoice_revenue_shares_invoice_id_paid_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."paid_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_revenue_shares" ADD CONSTRAINT "invoice_revenue_shares_product_item_id_product_items_id_fk" FOREIGN KEY ("product_item_id") REFERENCES "public"."product_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paid_invoices" ADD CONSTRAINT "paid_invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_revenue_shares_item_idx" ON "invoice_revenue_shares" USING btree ("product_item_id");--> statement-breakpoint
CREATE INDEX "paid_invoices_period_end_idx" ON "paid_invoices" USING btree ("period_end");--> statement-breakpoint
CREATE INDEX "paid_invoices_unshared_idx" ON "paid_invoices" USING btree ("period_end") WHERE "paid_invoices"."shared_at" is null;--> statement-breakpoint
CREATE INDEX "paid_invoices_user_idx" ON "paid_invoices" USING btree ("user_id");--> statement-breakpoint
-- Issue 25 (decision 059): margins from real revenue. Each paid subscription invoice is shared
-- among the garments its member held in its period, by days held (invoice_revenue_shares, written
-- by the queued job invoice-revenue.share); a garment's rental revenue is the sum of its shares,
-- kept in product_item_stats.revenue_pence by the trigger below. The view's money columns now read
-- it instead of 4% of rrp a week; resale is the sale price, else a settings percentage of rrp.
-- Every other column is unchanged. Formulas: docs/reporting.md.
CREATE FUNCTION "product_item_revenue_refresh"("ids" integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF "ids" IS NULL OR cardinality("ids") = 0 THEN
    RETURN;
  END IF;
  INSERT INTO "product_item_stats" ("product_item_id")
    SELECT pi."id" FROM "product_items" pi WHERE pi."id" = ANY("ids") ORDER BY pi."id"
    ON CONFLICT DO NOTHING;
  -- The same lock order as product_item_stats_refresh (0014): by garment id.
  PERFORM 1 FROM "product_item_stats" s
    WHERE s."product_item_id" = ANY("ids") ORDER BY s."product_item_id" FOR UPDATE;
  UPDATE "product_item_stats" s SET "revenue_pence" = coalesce((
    SELECT sum(r."amount_pence") FROM "invoice_revenue_shares" r
    WHERE r."product_item_id" = s."product_item_id"), 0)
  WHERE s."product_item_id" = ANY("ids");
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "product_item_revenue_after_shares"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "product_item_revenue_refresh"(ARRAY(SELECT DISTINCT "product_item_id" FROM "changed_rows"));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "product_item_revenue_shares_insert" AFTER INSERT ON "invoice_revenue_shares"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "product_item_revenue_after_shares"();
--> statement-breakpoint
CREATE TRIGGER "product_item_revenue_shares_delete" AFTER DELETE ON "invoice_revenue_shares"
  REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "product_item_revenue_after_shares"();
--> statement-breakpoint
-- Backfill: the invoices the local payment sandbox already billed (its renewals' invoice.paid
-- events, and each subscription's first payment), which the shop acknowledged without keeping.
-- The worker's sweep queues their sharing (src/server/jobs/invoice-revenue-share.ts).
INSERT INTO "paid_invoices" ("id", "provider", "user_id", "subscription_id", "amount_pence",
  "period_start", "period_end", "paid_at")
SELECT e."payload"->'invoice'->>'id', 'local', u."id", e."payload"->'invoice'->>'subscriptionId',
  (e."payload"->'invoice'->>'amountDuePence')::integer,
  (e."payload"->'invoice'->>'periodStart')::timestamptz,
  (e."payload"->'invoice'->>'periodEnd')::timestamptz,
  coalesce((e."payload"->>'created')::timestamptz, e."created_at")
FROM "sandbox_events" e
LEFT JOIN LATERAL (
  SELECT u."id" FROM "users" u
  WHERE u."payment_customer_id" = e."payload"->'invoice'->>'customerId' ORDER BY u."id" LIMIT 1
) u ON true
WHERE e."type" = 'invoice.paid'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "paid_invoices" ("id", "provider", "user_id", "subscription_id", "amount_pence",
  "period_start", "period_end", "paid_at")
SELECT 'in_first_' || c."id", 'local', u."id", c."subscription_id",
  c."amount_pence" - c."discount_pence", c."completed_at", c."completed_at" + interval '1 month',
  c."completed_at"
FROM "sandbox_checkout_sessions" c
LEFT JOIN LATERAL (
  SELECT u."id" FROM "users" u
  WHERE u."payment_customer_id" = c."customer_id" ORDER BY u."id" LIMIT 1
) u ON true
WHERE c."mode" = 'subscription' AND c."status" = 'complete' AND c."completed_at" IS NOT NULL
  AND coalesce(c."refunded_pence", 0) = 0
ON CONFLICT DO NOTHING;
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
-- 100, as parseSettings reads it; otherwise 20).
CROSS JOIN (
  SELECT coalesce((
    -- Nested, so that only text that is a number is cast.
    SELECT CASE WHEN d."published"->>'resaleValuePercent' ~ '^\s*\d{1,3}(\.\d+)?\s*$' THEN
      CASE WHEN trim(d."published"->>'resaleValuePercent')::numeric <= 100
        THEN trim(d."published"->>'resaleValuePercent')::numeric END END
    FROM "content_documents" d WHERE d."type" = 'settings' AND d."uid" = 'settings'
  ), 20) AS "resale_percent"
) k
-- What a garment earns per day with a member: the invoices shared in the last year, pence over
-- garment-days (none shared yet: null, and the planned values are empty).
CROSS JOIN (
  SELECT sum(i."shared_pence")::numeric / nullif(sum(i."shared_days"), 0) AS "pence_per_day"
  FROM "paid_invoices" i
  WHERE i."shared_at" IS NOT NULL AND i."period_end" > now() - interval '365 days'
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
      round((p."rrp" * 100)::bigint * k."resale_percent" / 100)::bigint) AS "resale_p"
) units
-- Pence: its shares of paid invoices, imported rental days at the rate, its lifespan at the rate.
CROSS JOIN LATERAL (
  SELECT
    round(units."lifespan_h" * 7 * rate."pence_per_day" / 100)::bigint AS "planned_value_p",
    coalesce(s."revenue_pence", 0)
      + coalesce(round(pi."base_history_days" * rate."pence_per_day")::bigint, 0) AS "total_value_p"
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
