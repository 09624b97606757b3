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
 * - `words`: the same text in lower case, for typos: pg_trgm's word similarity through a GIN
 *   trigram index ('raincot' finds 'raincoat').
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
  (t) => [
    index("product_search_document_idx").using("gin", t.document),
    index("product_search_words_trgm_idx").using("gin", t.words.op("gin_trgm_ops")),
  ],
);
