-- Issue 26 (decision 064): trigram matching for the search box's typos. PGlite loads the extension's
-- files when it opens (src/server/db/pglite-extensions.ts); on PostgreSQL pg_trgm is a trusted
-- extension (13+), so the shop's own role may create it.
CREATE EXTENSION IF NOT EXISTS "pg_trgm";
--> statement-breakpoint
CREATE TABLE "product_search" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"document" "tsvector" NOT NULL,
	"words" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_document_idx" ON "product_search" USING gin ("document");--> statement-breakpoint
CREATE INDEX "product_search_words_trgm_idx" ON "product_search" USING gin ("words" gin_trgm_ops);--> statement-breakpoint
-- The search document of the given products, worked out afresh from the product's name, its BRAND
-- and CATEGORY tags and its live variants' colours. Triggers below call it for the products a
-- statement touched, in that statement's transaction, so every write path (back office, seed,
-- warehouse) keeps the search index right. 'english' stems ('raincoats' and 'raincoat' meet);
-- the same configuration is named in the query (search-catalogue.ts).
CREATE FUNCTION "product_search_refresh"("ids" integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF "ids" IS NULL OR cardinality("ids") = 0 THEN
    RETURN;
  END IF;
  -- Two transactions changing one product's words: the second waits here for the first, then
  -- reads afresh (a new snapshot per statement, READ COMMITTED), so neither change is lost.
  PERFORM 1 FROM "products" p WHERE p."id" = ANY("ids") ORDER BY p."id" FOR NO KEY UPDATE;
  INSERT INTO "product_search" ("product_id", "document", "words")
  SELECT p."id",
    setweight(to_tsvector('english', p."name"), 'A')
      || setweight(to_tsvector('english', coalesce(t."brands", '')), 'B')
      || setweight(to_tsvector('english', coalesce(t."categories", '')), 'B')
      || setweight(to_tsvector('english', coalesce(c."colours", '')), 'C'),
    lower(concat_ws(' ', p."name", t."brands", t."categories", c."colours"))
  FROM "products" p
  LEFT JOIN LATERAL (
    SELECT string_agg(tg."name", ' ' ORDER BY tg."id") FILTER (WHERE tg."type" = 'BRAND') AS "brands",
      string_agg(tg."name", ' ' ORDER BY tg."id") FILTER (WHERE tg."type" = 'CATEGORY') AS "categories"
    FROM "product_tags" pt
    JOIN "tags" tg ON tg."id" = pt."tag_id"
    WHERE pt."product_id" = p."id"
  ) t ON true
  LEFT JOIN LATERAL (
    SELECT string_agg(DISTINCT o."name", ' ') AS "colours"
    FROM "product_variants" v
    JOIN "variant_options" o ON o."id" = v."color_id"
    WHERE v."product_id" = p."id" AND v."deleted_at" IS NULL
  ) c ON true
  WHERE p."id" = ANY("ids")
  ON CONFLICT ("product_id") DO UPDATE
    SET "document" = excluded."document", "words" = excluded."words";
END $$;
--> statement-breakpoint
-- Products added by one statement (the seed adds hundreds at once): one refresh for all of them.
CREATE FUNCTION "product_search_products_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "product_search_refresh"(ARRAY(SELECT "id" FROM "changed"));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "product_search_products_added" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT
  EXECUTE FUNCTION "product_search_products_added"();
--> statement-breakpoint
CREATE FUNCTION "product_search_product_renamed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "product_search_refresh"(ARRAY[NEW."id"]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "product_search_product_renamed" AFTER UPDATE OF "name" ON "products"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name")
  EXECUTE FUNCTION "product_search_product_renamed"();
--> statement-breakpoint
-- Tags put on or taken off, variants added or removed: the products of the statement's rows.
CREATE FUNCTION "product_search_rows_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "product_search_refresh"(ARRAY(SELECT DISTINCT "product_id" FROM "changed"));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "product_search_tags_added" AFTER INSERT ON "product_tags"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT
  EXECUTE FUNCTION "product_search_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "product_search_tags_removed" AFTER DELETE ON "product_tags"
  REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT
  EXECUTE FUNCTION "product_search_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "product_search_variants_added" AFTER INSERT ON "product_variants"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT
  EXECUTE FUNCTION "product_search_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "product_search_variants_removed" AFTER DELETE ON "product_variants"
  REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT
  EXECUTE FUNCTION "product_search_rows_changed"();
--> statement-breakpoint
-- A tag moved to another product, a variant's colour changed or the variant deleted (a soft
-- delete sets deleted_at): the product before and after. A stock change names none of these
-- columns, so it never fires.
CREATE FUNCTION "product_search_row_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "product_search_refresh"(ARRAY[OLD."product_id", NEW."product_id"]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "product_search_tag_moved" AFTER UPDATE OF "product_id", "tag_id" ON "product_tags"
  FOR EACH ROW WHEN (OLD."product_id" IS DISTINCT FROM NEW."product_id" OR OLD."tag_id" IS DISTINCT FROM NEW."tag_id")
  EXECUTE FUNCTION "product_search_row_moved"();
--> statement-breakpoint
CREATE TRIGGER "product_search_variant_changed" AFTER UPDATE OF "product_id", "color_id", "deleted_at" ON "product_variants"
  FOR EACH ROW WHEN (OLD."product_id" IS DISTINCT FROM NEW."product_id"
    OR OLD."color_id" IS DISTINCT FROM NEW."color_id"
    OR (OLD."deleted_at" IS NULL) <> (NEW."deleted_at" IS NULL))
  EXECUTE FUNCTION "product_search_row_moved"();
--> statement-breakpoint
-- A brand, category or colour renamed: every product carrying it.
CREATE FUNCTION "product_search_tag_renamed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "product_search_refresh"(ARRAY(
    SELECT pt."product_id" FROM "product_tags" pt WHERE pt."tag_id" = NEW."id"));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "product_search_tag_renamed" AFTER UPDATE OF "name", "type" ON "tags"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name" OR OLD."type" IS DISTINCT FROM NEW."type")
  EXECUTE FUNCTION "product_search_tag_renamed"();
--> statement-breakpoint
CREATE FUNCTION "product_search_colour_renamed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "product_search_refresh"(ARRAY(
    SELECT DISTINCT v."product_id" FROM "product_variants" v WHERE v."color_id" = NEW."id"));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "product_search_colour_renamed" AFTER UPDATE OF "name" ON "variant_options"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name")
  EXECUTE FUNCTION "product_search_colour_renamed"();
--> statement-breakpoint
-- The products already in the shop.
SELECT "product_search_refresh"(ARRAY(SELECT "id" FROM "products"));
