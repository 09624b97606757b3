"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import type { FilterGroupKey } from "@/domain/catalogue/filter-groups";
import {
  collectionHref,
  hasFilters,
  isSelected,
  toggleAvailable,
  toggleFilter,
  withSort,
  SORT_KEYS,
  SORT_LABELS,
  type FilterQuery,
  type SortKey,
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

/** How many options are selected: the number on the phone's 'Filter' button. */
function selectedCount(query: FilterQuery): number {
  return (
    Object.values(query.groups).reduce((sum, slugs) => sum + (slugs?.length ?? 0), 0) +
    (query.available ? 1 : 0)
  );
}

/**
 * Whether the phone's drawer is open, kept across the navigations its own links make (the first
 * filter moves /collection to /collection/browse, a new page), so a parent can pick several.
 */
let drawerWasOpen = false;

const piecesText = (n: number) => `${n} ${n === 1 ? "piece" : "pieces"}`;

/**
 * The order of the list: a select that goes to the same view in the chosen order (the address
 * keeps it, like the filters).
 */
function SortSelect({ query }: { query: FilterQuery }) {
  const router = useRouter();
  return (
    <label className={styles.sort}>
      <span>Sort</span>
      <select
        value={query.sort ?? "recommended"}
        onChange={(event) =>
          router.push(href(withSort(query, event.target.value as SortKey | "recommended")), {
            scroll: false,
          })
        }
      >
        {(["recommended", ...SORT_KEYS] as const).map((key) => (
          <option key={key} value={key}>
            {SORT_LABELS[key]}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * The filters of /collection as plain links: each option links to the URL with that option toggled,
 * so the server renders the filtered list and the state is shareable and survives reloads. A client
 * component so the page carries each option once (label and slug), not a rendered link per option.
 * On a phone (below 800 px) they open as a drawer from a 'Filter' button beside the number of
 * results and the sort, so the garments start in the first screen (issue 13).
 */
export function FilterNav({
  groups,
  query,
  matching,
}: {
  groups: ShownFilterGroup[];
  query: FilterQuery;
  matching: number;
}) {
  const [open, setOpenState] = useState(() => drawerWasOpen);
  const setOpen = (next: boolean) => {
    drawerWasOpen = next;
    setOpenState(next);
  };
  const openerRef = useRef<HTMLButtonElement>(null);
  const drawerRef = useRef<HTMLElement>(null);
  const count = selectedCount(query);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        openerRef.current?.focus();
      }
      // Keyboard focus stays in the open drawer, as in a dialog.
      if (event.key === "Tab" && drawerRef.current) {
        const inside = [
          ...drawerRef.current.querySelectorAll<HTMLElement>("a[href], button, select, summary"),
        ].filter((element) => element.offsetParent !== null);
        const first = inside[0];
        const last = inside[inside.length - 1];
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last?.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first?.focus();
        }
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <div className={styles.filterColumn}>
      <div className={styles.bar}>
        <button
          ref={openerRef}
          type="button"
          className={styles.opener}
          aria-expanded={open}
          aria-controls="catalogue-filters"
          onClick={() => {
            setOpen(true);
            // Into the drawer once it shows, as a dialog would.
            window.requestAnimationFrame(() =>
              drawerRef.current?.querySelector<HTMLElement>("a, button, select")?.focus(),
            );
          }}
        >
          Filter{count > 0 ? ` (${count})` : ""}
        </button>
        <SortSelect query={query} />
      </div>
      {open && <div className={styles.overlay} aria-hidden="true" onClick={() => setOpen(false)} />}
      <nav
        ref={drawerRef}
        id="catalogue-filters"
        className={`${styles.filters} ${open ? styles.open : ""}`}
        aria-label="Filters"
      >
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
        <button
          type="button"
          className={`button ${styles.show}`}
          onClick={() => {
            setOpen(false);
            openerRef.current?.focus();
          }}
        >
          Show {piecesText(matching)}
        </button>
      </nav>
    </div>
  );
}
