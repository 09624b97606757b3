import Link from "next/link";
import type { FilterGroup } from "@/domain/catalogue/filter-groups";
import { collectionHref, type FilterQuery } from "@/domain/catalogue/filter-query";
import { pagerPages, toShownFilterGroups } from "@/domain/catalogue/shown-catalogue";
import styles from "./catalogue.module.css";
import { FilterNav } from "./filter-nav";

const href = collectionHref;

/**
 * The filters of /collection. Takes the catalogue's filter groups on the server and hands the
 * browser each option's label and slug only (FilterNav renders the links).
 */
export function CatalogueFilters({
  groups,
  query,
  matching,
}: {
  groups: FilterGroup[];
  query: FilterQuery;
  matching: number;
}) {
  return <FilterNav groups={toShownFilterGroups(groups)} query={query} matching={matching} />;
}

/**
 * The pages of the current (filtered) list: Previous, the page numbers around the current one
 * (the current marked aria-current="page"), Next. The filters are kept in every link.
 */
export function Pager({
  query,
  page,
  pageCount,
}: {
  query: FilterQuery;
  page: number;
  pageCount: number;
}) {
  const pages = pagerPages(page, pageCount);
  if (pages.length === 0) return null;
  return (
    <nav className={styles.pager} aria-label="Pages">
      <ul>
        {page > 1 && (
          <li>
            <Link href={href({ ...query, page: page - 1 })} rel="prev">
              Previous page
            </Link>
          </li>
        )}
        {pages.map((n, index) =>
          n === null ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                href={href({ ...query, page: n })}
                aria-label={`Page ${n}`}
                aria-current={n === page ? "page" : undefined}
              >
                {n}
              </Link>
            </li>
          ),
        )}
        {page < pageCount && (
          <li>
            <Link href={href({ ...query, page: page + 1 })} rel="next">
              Next page
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
