import { sortProducts } from "@/domain/catalogue/sort-products";
import "server-only";
import {
  buildFilterGroups,
  filterProducts,
  type FilterGroup,
} from "@/domain/catalogue/filter-groups";
import { selectedSlugs, type FilterQuery } from "@/domain/catalogue/filter-query";
import { listProducts } from "@/domain/catalogue/list-products";
import type { ListedProduct } from "@/domain/catalogue/types";
import {
  inStockInChoice,
  variantChoiceOf,
  type VariantChoice,
} from "@/domain/catalogue/variant-choice";
import { getDb, type Executor } from "@/server/db/client";
import { loadCatalogueProducts } from "./load-catalogue-products";

/**
 * Cards per page of /collection (issue 8: the page's HTML stays under 100 KB). 24 fills whole rows
 * of a 2-, 3- or 4-column grid; the demo shop's 64 products make three pages.
 */
export const CATALOGUE_PAGE_SIZE = 24;

export interface CatalogueView {
  /** Filter groups built from every listed product, hidden labels removed. */
  groups: FilterGroup[];
  /** The products of the requested page, after filtering. */
  products: ListedProduct[];
  /**
   * The chosen sizes and colours (null when none is chosen): 'In stock only' then keeps garments
   * in stock in that choice, and each card says whether it is available in it (issue 26).
   */
  choice: VariantChoice | null;
  /** Listed products matching the filters, over all pages. */
  matching: number;
  page: number;
  pageCount: number;
}

/**
 * /collection (spec 2.10, 3.3): the listed products filtered by the URL's filter state, one page of
 * them, and the filter groups of the whole catalogue. One SQL statement whatever the catalogue's
 * size; pages call it through src/server/cache (tag 'catalogue'), so it runs again only after a
 * write to the catalogue.
 */
export async function browseCatalogue(
  query: FilterQuery,
  hiddenLabels: readonly string[],
  db: Executor = getDb(),
): Promise<CatalogueView> {
  const listed = listProducts(await loadCatalogueProducts(db));
  const selected = selectedSlugs(query);
  const groups = buildFilterGroups(listed, hiddenLabels);
  const choice = variantChoiceOf(query, groups);
  const filtered = selected.length === 0 ? listed : filterProducts(listed, selected);
  const matching = sortProducts(
    query.available && choice
      ? filtered.filter((product) => inStockInChoice(product, choice))
      : filtered,
    query.sort,
  );
  const pageCount = Math.max(1, Math.ceil(matching.length / CATALOGUE_PAGE_SIZE));
  const page = Math.min(query.page, pageCount);
  const start = (page - 1) * CATALOGUE_PAGE_SIZE;
  return {
    groups,
    choice,
    products: matching.slice(start, start + CATALOGUE_PAGE_SIZE),
    matching: matching.length,
    page,
    pageCount,
  };
}
