"use client";

import Link from "next/link";
import type { FilterGroupKey } from "@/domain/catalogue/filter-groups";
import {
  collectionHref,
  hasFilters,
  isSelected,
  toggleAvailable,
  toggleFilter,
  type FilterQuery,
} from "@/domain/catalogue/filter-query";
import type { ShownFilterGroup } from "@/domain/catalogue/shown-catalogue";
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

const href = collectionHref;

/**
 * The filters of /collection as plain links: each option links to the URL with that option toggled,
 * so the server renders the filtered list and the state is shareable and survives reloads. A client
 * component so the page carries each option once (label and slug), not a rendered link per option.
 */
export function FilterNav({ groups, query }: { groups: ShownFilterGroup[]; query: FilterQuery }) {
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
      {groups.map((group) => {
        const active = group.options.some((o) => isSelected(query, group.key, o.value));
        return (
          <details key={group.key} className={styles.group} open={active || group.key === "size"}>
            <summary>{GROUP_LABELS[group.key]}</summary>
            <ul className={styles.options} aria-label={GROUP_LABELS[group.key]}>
              {group.options.map((option) => (
                <li key={option.value}>
                  <Link
                    className={styles.option}
                    href={href(toggleFilter(query, group.key, option.value))}
                    role="checkbox"
                    aria-checked={isSelected(query, group.key, option.value)}
                    scroll={false}
                    prefetch={false}
                  >
                    {option.name}
                  </Link>
                </li>
              ))}
            </ul>
          </details>
        );
      })}
    </nav>
  );
}
