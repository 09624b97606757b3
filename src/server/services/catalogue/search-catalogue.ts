import "server-only";
import { sql } from "drizzle-orm";
import { SEARCH_LIMITS } from "@/domain/catalogue/search-query";
import { listProducts } from "@/domain/catalogue/list-products";
import type { ListedProduct } from "@/domain/catalogue/types";
import { getDb, type Executor } from "@/server/db/client";
import { queryRows } from "@/server/db/query";
import { loadListedProductsById } from "./load-catalogue-products";

interface SearchResults {
  /** The best matches, best first, at most SEARCH_LIMITS.results. */
  products: ListedProduct[];
  /** Listed products matching every word, over all of them. */
  matching: number;
}

/**
 * Full-text weights of ts_rank for D, C, B, A: a word in the name (A) counts most, then a brand
 * or category (B), then a colour (C).
 */
const RANK_WEIGHTS = "{0.1, 0.2, 0.4, 1.0}";

/** A word as close as this to a searched word (pg_trgm's similarity, 0 to 1) counts as its typo. */
const TYPO_SIMILARITY = 0.4;
/** The closest words kept per searched word. */
const TYPO_WORDS = 5;

/**
 * The search box (issue 26, decision 064): the listed products matching every word, best first.
 * A searched word matches a product when the product's English full-text document holds it or a
 * word it begins ('dung' → dungarees, 'raincoats' → raincoat). A word of 4 letters or more also
 * matches through its typos: the shop's vocabulary (search_words) words whose trigrams are close
 * to it ('dungares' → dungarees, 'raincot' → raincoat), each then looked for in the documents.
 * English stop words ('the', 'and') are left out. A word as typed scores 1 plus its weighted
 * full-text rank (name above brand or category above colour); through a typo, its similarity
 * (below 1); the sum over the words orders the list, ties in the shop's own order. Every lookup
 * goes through a GIN index (migrations 0031, 0033). Two statements: the ranked ids, then the cards.
 */
export async function searchCatalogue(
  words: readonly string[],
  db: Executor = getDb(),
): Promise<SearchResults> {
  const { ids, matching } = await rankSearch(words, db);
  if (ids.length === 0) return { products: [], matching: 0 };
  const byId = new Map(
    listProducts(await loadListedProductsById(db, ids)).map((product) => [product.id, product]),
  );
  // A product unlisted between the two statements is simply left out.
  const products = ids.flatMap((id) => byId.get(id) ?? []);
  return { products, matching };
}

/** The first statement of a search: the best ids, best first, and how many match in all. */
export async function rankSearch(
  words: readonly string[],
  db: Executor,
): Promise<{ ids: number[]; matching: number }> {
  if (words.length === 0) return { ids: [], matching: 0 };
  const rows = await queryRows<{ id: number; matching: number }>(
    db,
    sql`
    with "terms" as (
      select t."n", t."word", q."query"
      from jsonb_array_elements_text(${JSON.stringify(words)}::jsonb)
          with ordinality as t("word", "n"),
        to_tsquery('english', quote_literal(t."word") || ':*') as q("query")
      where numnode(q."query") > 0
    ), "typos" as (
      select t."n", near."similarity",
        to_tsquery('english', quote_literal(near."word")) as "query"
      from "terms" t
      cross join lateral (
        select v."word", similarity(v."word", t."word") as "similarity"
        from "search_words" v
        where v."word" % t."word" and v."word" <> t."word"
        order by "similarity" desc, v."word"
        limit ${TYPO_WORDS}
      ) near
      where length(t."word") >= ${SEARCH_LIMITS.minTypoLength}
        and near."similarity" >= ${TYPO_SIMILARITY}
        -- A word the shop uses is no typo: 'knitwear' is not also 'knit'.
        and not exists (select 1 from "search_words" w where w."word" = t."word")
    ), "matches" as (
      select t."n", s."product_id",
        1 + ts_rank(${RANK_WEIGHTS}::float4[], s."document", t."query") as "score"
      from "terms" t
      join "product_search" s on s."document" @@ t."query"
      union all
      select t."n", s."product_id", t."similarity" as "score"
      from "typos" t
      join "product_search" s on s."document" @@ t."query"
      where numnode(t."query") > 0
    ), "hits" as (
      select w."product_id", count(*) as "words", sum(w."score") as "score"
      from (
        select "n", "product_id", max("score") as "score"
        from "matches" group by "n", "product_id"
      ) w
      group by w."product_id"
    )
    select p."id", (count(*) over ())::int as "matching"
    from "hits" h
    join "products" p on p."id" = h."product_id"
    where h."words" = (select count(*) from "terms")
      and p."deleted_at" is null and p."archived_at" is null and p."published_at" is not null
    order by h."score" desc, p."orderKey", p."id"
    limit ${SEARCH_LIMITS.results}
  `,
  );
  return {
    ids: rows.map((row) => Number(row.id)),
    matching: rows.length === 0 ? 0 : Number(rows[0]!.matching),
  };
}
