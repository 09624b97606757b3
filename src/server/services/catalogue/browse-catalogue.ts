import "server-only";
import type { FilterGroup } from "@/domain/catalogue/filter-groups";
import { selectedSlugs, type FilterQuery } from "@/domain/catalogue/filter-query";
import type { ListedProduct } from "@/domain/catalogue/types";
import { getDb, type Executor } from "@/server/db/client";
import { catalogueSnapshot } from "./catalogue-snapshot";

/** Cards per page of /collection: the demo shop fits one page; 1,000 products make 16 fast pages. */
export const CATALOGUE_PAGE_SIZE = 64;

export interface CatalogueView {
  /** Filter groups built from every listed product, hidden labels removed. */
  groups: FilterGroup[];
  /** The products of the requested page, after filtering. */
  products: ListedProduct[];
  /** Listed products matching the filters, over all pages. */
  matching: number;
  page: number;
  pageCount: number;
}

/**
 * /collection (spec 2.10, 3.3): the listed products filtered by the URL's filter state, one page of
 * them, and the filter groups of the whole catalogue. At most two SQL statements whatever the
 * catalogue's size: the snapshot's fingerprint, and the full load only when the data changed.
 */
export async function browseCatalogue(
  query: FilterQuery,
  hiddenLabels: readonly string[],
  db: Executor = getDb(),
): Promise<CatalogueView> {
  const snapshot = await catalogueSnapshot(db);
  const matching = snapshot.filtered(selectedSlugs(query));
  const pageCount = Math.max(1, Math.ceil(matching.length / CATALOGUE_PAGE_SIZE));
  const page = Math.min(query.page, pageCount);
  const start = (page - 1) * CATALOGUE_PAGE_SIZE;
  return {
    groups: snapshot.groups(hiddenLabels),
    products: matching.slice(start, start + CATALOGUE_PAGE_SIZE),
    matching: matching.length,
    page,
    pageCount,
  };
}
