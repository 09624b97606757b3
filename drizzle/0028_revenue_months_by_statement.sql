-- Issue 25 (decision 059): revenue_months kept once per statement, not once per invoice row.
-- Every row of a statement added to the same month's row made a new version of that row in one
-- transaction, each found through the ones before: 600,000 invoices inserted at once (the
-- bench's million garments) ran for many minutes. The rows a statement changed (its transition
-- tables) are added up by month first, then each month's row is written once.
DROP TRIGGER "revenue_months_invoice_change" ON "paid_invoices";
--> statement-breakpoint
DROP FUNCTION "revenue_months_after_invoice"();
--> statement-breakpoint
DROP FUNCTION "revenue_months_add"(timestamp with time zone, integer, bigint, bigint, bigint);
--> statement-breakpoint
-- Adds (argument 1) or takes off (-1) the shared invoices among a statement's changed rows.
CREATE FUNCTION "revenue_months_after_invoices"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "sign" integer := TG_ARGV[0]::integer;
BEGIN
  -- By month, in month order (two statements at once lock the month rows in the same order).
  INSERT INTO "revenue_months" ("month", "shared_pence", "shared_days", "unshared_pence", "invoices")
    SELECT date_trunc('month', c."period_end")::date, "sign" * sum(coalesce(c."shared_pence", 0)),
      "sign" * sum(coalesce(c."shared_days", 0)), "sign" * sum(coalesce(c."unshared_pence", 0)),
      "sign" * count(*)
    FROM "changed_rows" c WHERE c."shared_at" IS NOT NULL GROUP BY 1 ORDER BY 1
  ON CONFLICT ("month") DO UPDATE SET
    "shared_pence" = "revenue_months"."shared_pence" + excluded."shared_pence",
    "shared_days" = "revenue_months"."shared_days" + excluded."shared_days",
    "unshared_pence" = "revenue_months"."unshared_pence" + excluded."unshared_pence",
    "invoices" = "revenue_months"."invoices" + excluded."invoices";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "revenue_months_invoices_insert" AFTER INSERT ON "paid_invoices"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "revenue_months_after_invoices"('1');
--> statement-breakpoint
-- An update: its rows as they were taken off, then as they are added (triggers run by name).
CREATE TRIGGER "revenue_months_invoices_update_1_old" AFTER UPDATE ON "paid_invoices"
  REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "revenue_months_after_invoices"('-1');
--> statement-breakpoint
CREATE TRIGGER "revenue_months_invoices_update_2_new" AFTER UPDATE ON "paid_invoices"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "revenue_months_after_invoices"('1');
--> statement-breakpoint
CREATE TRIGGER "revenue_months_invoices_delete" AFTER DELETE ON "paid_invoices"
  REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "revenue_months_after_invoices"('-1');
