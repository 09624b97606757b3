import Link from "next/link";
import type { FilterGroup, FilterGroupKey } from "@/domain/catalogue/filter-groups";
import {
  filterQueryString,
  hasFilters,
  isSelected,
  toggleAvailable,
  toggleFilter,
  type FilterQuery,
} from "@/domain/catalogue/filter-query";
import styles from "./catalogue.module.css";

const GROUP_LABELS: Record<FilterGroupKey, string> = {
  brand: "Brand",
  category: "Category",
  concept: "Concept",
  material: "Material",
  pattern: "Pattern",
  season: "Season",
  sleeve_length: "Sleeve length",
  tag: "Collections",
  type: "Type",
  fit: "Fit",
  color: "Colour",
  size: "Size",
};

/** Groups shown first: what parents filter by most. */
const FIRST: FilterGroupKey[] = ["size", "color", "category", "brand"];

const href = (query: FilterQuery) => `/collection${filterQueryString(query)}`;

/**
 * The filters of /collection as plain links: each option links to the URL with that option toggled,
 * so the server renders the filtered list and the state is shareable and survives reloads.
 */
export function CatalogueFilters({ groups, query }: { groups: FilterGroup[]; query: FilterQuery }) {
  const ordered = [...groups].sort((a, b) => rank(a.key) - rank(b.key));
  return (
    <nav className={styles.filters} aria-label="Filters">
      <div className={styles.filtersHead}>
        <h2>Filter</h2>
        {hasFilters(query) && (
          <Link href="/collection" scroll={false}>
            Clear filters
          </Link>
        )}
      </div>
      <ul className={styles.options} aria-label="Availability">
        <li>
          <Link
            className={styles.option}
            href={href(toggleAvailable(query))}
            role="checkbox"
            aria-checked={query.available}
            scroll={false}
          >
            In stock only
          </Link>
        </li>
      </ul>
      {ordered.map((group) => {
        const active = group.options.some((o) => isSelected(query, group.key, o.value));
        return (
          <details key={group.key} className={styles.group} open={active || group.key === "size"}>
            <summary>{GROUP_LABELS[group.key]}</summary>
            <ul className={styles.options} aria-label={GROUP_LABELS[group.key]}>
              {group.options.map((option) => {
                const selected = isSelected(query, group.key, option.value);
                return (
                  <li key={option.value}>
                    <Link
                      className={styles.option}
                      href={href(toggleFilter(query, group.key, option.value))}
                      role="checkbox"
                      aria-checked={selected}
                      scroll={false}
                      prefetch={false}
                    >
                      {option.name}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </details>
        );
      })}
    </nav>
  );
}

function rank(key: FilterGroupKey): number {
  const index = FIRST.indexOf(key);
  return index === -1 ? FIRST.length : index;
}

export function Pager({
  query,
  page,
  pageCount,
}: {
  query: FilterQuery;
  page: number;
  pageCount: number;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav className={styles.pager} aria-label="Pages">
      {page > 1 ? <Link href={href({ ...query, page: page - 1 })}>Previous page</Link> : <span />}
      <span>
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <Link href={href({ ...query, page: page + 1 })}>Next page</Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
