ALTER TABLE "revenue_months" ADD COLUMN "unshared_pence" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "revenue_months" ADD COLUMN "invoices" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Issue 25 (decision 059): the statistics page's revenue figures from the monthly rows too (at a
-- million garments, summing every invoice took most of a second): what was paid while the member
-- held nothing, and how many invoices were shared.
DROP TRIGGER "revenue_months_invoice_change" ON "paid_invoices";
--> statement-breakpoint
DROP FUNCTION "revenue_months_after_invoice"();
--> statement-breakpoint
DROP FUNCTION "revenue_months_add"(timestamp with time zone, bigint, bigint);
--> statement-breakpoint
CREATE FUNCTION "revenue_months_add"("at" timestamp with time zone, "sign" integer,
  "pence" bigint, "days" bigint, "unshared" bigint)
  RETURNS void LANGUAGE sql AS $$
  INSERT INTO "revenue_months" ("month", "shared_pence", "shared_days", "unshared_pence", "invoices")
  VALUES (date_trunc('month', "at")::date, "sign" * "pence", "sign" * "days", "sign" * "unshared",
    "sign")
  ON CONFLICT ("month") DO UPDATE SET
    "shared_pence" = "revenue_months"."shared_pence" + excluded."shared_pence",
    "shared_days" = "revenue_months"."shared_days" + excluded."shared_days",
    "unshared_pence" = "revenue_months"."unshared_pence" + excluded."unshared_pence",
    "invoices" = "revenue_months"."invoices" + excluded."invoices";
$$;
--> statement-breakpoint
CREATE FUNCTION "revenue_months_after_invoice"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."shared_at" IS NOT NULL THEN
    PERFORM "revenue_months_add"(OLD."period_end", -1, coalesce(OLD."shared_pence", 0),
      coalesce(OLD."shared_days", 0), coalesce(OLD."unshared_pence", 0));
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') AND NEW."shared_at" IS NOT NULL THEN
    PERFORM "revenue_months_add"(NEW."period_end", 1, coalesce(NEW."shared_pence", 0),
      coalesce(NEW."shared_days", 0), coalesce(NEW."unshared_pence", 0));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "revenue_months_invoice_change" AFTER INSERT OR UPDATE OR DELETE ON "paid_invoices"
  FOR EACH ROW EXECUTE FUNCTION "revenue_months_after_invoice"();
--> statement-breakpoint
UPDATE "revenue_months" m SET "unshared_pence" = t."unshared", "invoices" = t."invoices"
FROM (
  SELECT date_trunc('month', i."period_end")::date AS "month",
    sum(coalesce(i."unshared_pence", 0)) AS "unshared", count(*) AS "invoices"
  FROM "paid_invoices" i WHERE i."shared_at" IS NOT NULL GROUP BY 1
) t
WHERE m."month" = t."month";
