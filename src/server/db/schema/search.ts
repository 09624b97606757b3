import { customType, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { products } from "./catalogue";

/** PostgreSQL's full-text document type; only the database reads it (decision 064). */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * The search box's index (issue 26, decision 064): one row per product, written only by the
 * database's own triggers (migration 0031) whenever a product's name, its brand or category tags,
 * or its variants' colours change, so every write path keeps it right.
 * - `document`: the words, stemmed in English, weighted name (A), brand and category (B),
 *   colours (C); found with `@@` through a GIN index.
 * - `words`: the same text in lower case, from which the vocabulary below is taken.
 */
export const productSearch = pgTable(
  "product_search",
  {
    product_id: integer("product_id")
      .primaryKey()
      .references(() => products.id, { onDelete: "cascade" }),
    document: tsvector("document").notNull(),
    words: text("words").notNull(),
  },
  (t) => [index("product_search_document_idx").using("gin", t.document)],
);

/**
 * Every word the products' names, brands, categories and colours have used (lower case, as
 * written), for typos (decision 064): a searched word of 4 letters or more is matched to the
 * words that look like it (pg_trgm's similarity, through a GIN trigram index), which are then
 * looked for in the full-text documents: 'raincot' → 'raincoat'. Word for word, so a typo never
 * matches two words run together. Written by the same triggers (migration 0033); a word no
 * product uses any more stays, and finds nothing.
 */
export const searchWords = pgTable("search_words", { word: text("word").primaryKey() }, (t) => [
  index("search_words_trgm_idx").using("gin", t.word.op("gin_trgm_ops")),
]);
