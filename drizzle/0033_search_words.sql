CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "product_search_words_trgm_idx";--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- Issue 26 (decision 064): typos are matched word for word against the vocabulary (search_words)
-- instead of against a product's whole text, where a typo could match two words run together
-- ('puddlejumper' found 'jumper puddle'). The refresh also keeps the vocabulary.
CREATE OR REPLACE FUNCTION "product_search_refresh"("ids" integer[]) RETURNS void LANGUAGE plpgsql AS $$
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
  -- The vocabulary for typos: each word once, in one order (two refreshes never deadlock).
  INSERT INTO "search_words" ("word")
    SELECT DISTINCT w."word"
    FROM "product_search" s, regexp_split_to_table(s."words", '[^[:alnum:]]+') AS w("word")
    WHERE s."product_id" = ANY("ids") AND length(w."word") >= 2
    ORDER BY w."word"
    ON CONFLICT DO NOTHING;
END $$;
--> statement-breakpoint
INSERT INTO "search_words" ("word")
  SELECT DISTINCT w."word"
  FROM "product_search" s, regexp_split_to_table(s."words", '[^[:alnum:]]+') AS w("word")
  WHERE length(w."word") >= 2
  ORDER BY w."word"
  ON CONFLICT DO NOTHING;
