-- Custom SQL migration file, put your code below! --
-- Issue 12: the reporting view reads a garment's stored figures (product_item_stats) instead of
-- walking its history and rentals on every read. The figures are worked out here, by one
-- function, from the same tables and with the same formulas the view used (0001_reporting_view);
-- triggers call it for the garments a statement touched, in that statement's transaction, so
-- every code path that writes history, rentals, deliveries or returns keeps them right. Only
-- "today"-based parts stay in the view (docs/decisions.md, docs/reporting.md).
CREATE FUNCTION "product_item_stats_refresh"("ids" integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF "ids" IS NULL OR cardinality("ids") = 0 THEN
    RETURN;
  END IF;
  INSERT INTO "product_item_stats" ("product_item_id")
    SELECT pi."id" FROM "product_items" pi WHERE pi."id" = ANY("ids") ORDER BY pi."id"
    ON CONFLICT DO NOTHING;
  -- Concurrent changes to one garment: the second waits here for the first to commit, then works
  -- its figures out afresh (a new snapshot per statement, READ COMMITTED), seeing both changes.
  PERFORM 1 FROM "product_item_stats" s
    WHERE s."product_item_id" = ANY("ids") ORDER BY s."product_item_id" FOR UPDATE;
  UPDATE "product_item_stats" s SET
    "first_storage_at" = f."first_storage_at",
    "returned_days" = f."returned_days",
    "last_return_date" = f."last_return_date",
    "current_user_id" = f."current_user_id",
    "current_start" = f."current_start"
  FROM (
    SELECT g."id",
      launch."first_storage_at",
      coalesce(done."days", 0) AS "returned_days",
      done."last_return_date",
      cur."user_id" AS "current_user_id",
      cur."start_date" AS "current_start"
    FROM (SELECT DISTINCT unnest("ids") AS "id") g
    LEFT JOIN (
      SELECT h."product_item_id", min(h."createdAt") AS "first_storage_at"
      FROM "product_items_history" h
      WHERE h."new_status" = 'STORAGE' AND h."product_item_id" = ANY("ids")
      GROUP BY h."product_item_id"
    ) launch ON launch."product_item_id" = g."id"
    -- Finished rentals: delivery date to return date (the view caps a future return at today).
    LEFT JOIN (
      SELECT upi."product_item_id",
        sum(greatest(0,
          coalesce(pr."date", pr."created_at"::date)
          - coalesce(po."date", po."dispatched_at"::date, po."created_at"::date)
        ))::integer AS "days",
        max(coalesce(pr."date", pr."created_at"::date)) AS "last_return_date"
      FROM "user_product_items" upi
      JOIN "partial_order" po ON po."id" = upi."partial_order_id"
      JOIN "partial_return" pr ON pr."id" = upi."partial_return_id"
      WHERE upi."product_item_id" = ANY("ids")
        AND po."status" NOT IN ('ORDER_PLACED_PAYMENT_CANCELLED', 'ORDER_PLACED_PAYMENT_PENDING')
      GROUP BY upi."product_item_id"
    ) done ON done."product_item_id" = g."id"
    -- The member holding it: its latest paid delivery not yet linked to a return.
    LEFT JOIN (
      SELECT DISTINCT ON (upi."product_item_id") upi."product_item_id", upi."user_id",
        coalesce(po."date", po."dispatched_at"::date, po."created_at"::date) AS "start_date"
      FROM "user_product_items" upi
      JOIN "partial_order" po ON po."id" = upi."partial_order_id"
      WHERE upi."product_item_id" = ANY("ids")
        AND upi."partial_return_id" IS NULL
        AND po."status" NOT IN ('ORDER_PLACED_PAYMENT_CANCELLED', 'ORDER_PLACED_PAYMENT_PENDING')
      ORDER BY upi."product_item_id", 3 DESC, upi."id" DESC
    ) cur ON cur."product_item_id" = g."id"
  ) f
  WHERE s."product_item_id" = f."id";
END;
$$;
--> statement-breakpoint
-- History is append-only (0007); a deleted row (by hand, or with its garment) is refreshed too.
CREATE FUNCTION "product_item_stats_after_history"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "product_item_stats_refresh"(ARRAY(
    SELECT DISTINCT "product_item_id" FROM "changed_rows" WHERE "new_status" = 'STORAGE'));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "product_item_stats_history_insert" AFTER INSERT ON "product_items_history"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "product_item_stats_after_history"();
--> statement-breakpoint
CREATE TRIGGER "product_item_stats_history_delete" AFTER DELETE ON "product_items_history"
  REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "product_item_stats_after_history"();
--> statement-breakpoint
-- A rental added, returned (partial_return_id set), moved or removed: the garments before and after.
CREATE FUNCTION "product_item_stats_after_rentals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "product_item_stats_refresh"(ARRAY(SELECT DISTINCT "product_item_id" FROM "new_rows"));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "product_item_stats_refresh"(ARRAY(SELECT DISTINCT "product_item_id" FROM "old_rows"));
  ELSE
    PERFORM "product_item_stats_refresh"(ARRAY(
      SELECT "product_item_id" FROM "new_rows" UNION SELECT "product_item_id" FROM "old_rows"));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "product_item_stats_rentals_insert" AFTER INSERT ON "user_product_items"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "product_item_stats_after_rentals"();
--> statement-breakpoint
CREATE TRIGGER "product_item_stats_rentals_update" AFTER UPDATE ON "user_product_items"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "product_item_stats_after_rentals"();
--> statement-breakpoint
CREATE TRIGGER "product_item_stats_rentals_delete" AFTER DELETE ON "user_product_items"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "product_item_stats_after_rentals"();
--> statement-breakpoint
-- A delivery's status (paid or not) and dates decide which rentals count and from when.
CREATE FUNCTION "product_item_stats_after_delivery"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "product_item_stats_refresh"(ARRAY(
    SELECT DISTINCT upi."product_item_id"
    FROM "new_rows" n
    JOIN "old_rows" o ON o."id" = n."id"
    JOIN "user_product_items" upi ON upi."partial_order_id" = n."id"
    WHERE (n."status", n."date", n."dispatched_at", n."created_at")
      IS DISTINCT FROM (o."status", o."date", o."dispatched_at", o."created_at")));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "product_item_stats_delivery_update" AFTER UPDATE ON "partial_order"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "product_item_stats_after_delivery"();
--> statement-breakpoint
-- A return's dates end its rentals.
CREATE FUNCTION "product_item_stats_after_return"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "product_item_stats_refresh"(ARRAY(
    SELECT DISTINCT upi."product_item_id"
    FROM "new_rows" n
    JOIN "old_rows" o ON o."id" = n."id"
    JOIN "user_product_items" upi ON upi."partial_return_id" = n."id"
    WHERE (n."date", n."created_at") IS DISTINCT FROM (o."date", o."created_at")));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "product_item_stats_return_update" AFTER UPDATE ON "partial_return"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "product_item_stats_after_return"();
--> statement-breakpoint
-- Every garment that has history or rentals today.
SELECT "product_item_stats_refresh"(ARRAY(
  SELECT "product_item_id" FROM "product_items_history" WHERE "new_status" = 'STORAGE'
  UNION SELECT "product_item_id" FROM "user_product_items"));
--> statement-breakpoint
-- The view of 0001 with the same columns and formulas, reading the stored figures.
DROP VIEW "product_items_with_stats";
--> statement-breakpoint
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
  CASE WHEN cur."start_date" IS NOT NULL THEN u."email" END AS "current_rental_user_email",
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
LEFT JOIN "product_item_stats" s ON s."product_item_id" = pi."id"
LEFT JOIN "users" u ON u."id" = s."current_user_id"
-- The member holding the garment now, shown only while its status says so.
CROSS JOIN LATERAL (
  SELECT CASE WHEN pi."status" = 'CUSTOMER' AND s."current_user_id" IS NOT NULL
    THEN s."current_start" END AS "start_date"
) cur
-- Finished rentals: stored, unless a return is dated after today, which counts only up to today
-- (the rare case is worked out from the rentals, as 0001 did for every garment).
CROSS JOIN LATERAL (
  SELECT CASE WHEN s."last_return_date" > current_date THEN (
      SELECT coalesce(sum(greatest(0,
        least(coalesce(pr."date", pr."created_at"::date), current_date)
        - coalesce(po."date", po."dispatched_at"::date, po."created_at"::date)
      )), 0)::integer
      FROM "user_product_items" upi
      JOIN "partial_order" po ON po."id" = upi."partial_order_id"
      JOIN "partial_return" pr ON pr."id" = upi."partial_return_id"
      WHERE upi."product_item_id" = pi."id"
        AND po."status" NOT IN ('ORDER_PLACED_PAYMENT_CANCELLED', 'ORDER_PLACED_PAYMENT_PENDING')
    ) ELSE coalesce(s."returned_days", 0) END AS "days"
) done
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
  SELECT coalesce(s."first_storage_at"::date, pi."created_at"::date) AS "launch_date"
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
