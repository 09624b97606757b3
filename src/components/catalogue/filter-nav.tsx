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

/** The filters themselves: the same links in the desktop column and in the phone's drawer. */
function FilterPanel({
  groups,
  query,
  matching,
  onShow,
}: {
  groups: ShownFilterGroup[];
  query: FilterQuery;
  matching: number;
  /** The drawer's 'Show N pieces', which closes it. */
  onShow?: () => void;
}) {
  return (
    <>
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
      {onShow && (
        <button type="button" className={`button ${styles.show}`} onClick={onShow}>
          Show {piecesText(matching)}
        </button>
      )}
    </>
  );
}

/** Where the drawer gives way to the column (the catalogue's CSS breakpoint). */
const WIDE = "(min-width: 800px)";

/**
 * The filters of /collection as plain links: each option links to the URL with that option toggled,
 * so the server renders the filtered list and the state is shareable and survives reloads. A client
 * component so the page carries each option once (label and slug), not a rendered link per option.
 * On a desktop they are a column beside the list. On a phone (below 800 px) the column is hidden
 * and a 'Filter' button beside the number of results and the sort opens them as a drawer, so the
 * garments start in the first screen (issue 13): a native modal `<dialog>` (decision 052), which
 * keeps keyboard focus inside, makes the page behind inert, closes on Escape and is drawn only
 * while open (the page carries the links once).
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
  const drawerRef = useRef<HTMLDialogElement>(null);
  const count = selectedCount(query);
  // Closed at once (the page behind is inert while the drawer is open, so 'Filter' could not take
  // focus), then focus back to 'Filter'. The browser's own close (Escape) arrives here too.
  const close = () => {
    drawerRef.current?.close();
    setOpen(false);
    openerRef.current?.focus();
  };

  useEffect(() => {
    const drawer = drawerRef.current;
    if (!open || !drawer) return;
    drawer.showModal();
    // Into the drawer's first control, as before (Chromium would focus the dialog's first one too).
    drawer.querySelector<HTMLElement>("a, button, select")?.focus();
    // Closed by the browser: Escape.
    const onClose = () => close();
    // A wider window shows the column instead.
    const wide = window.matchMedia(WIDE);
    const onWide = () => wide.matches && drawer.close();
    drawer.addEventListener("close", onClose);
    wide.addEventListener("change", onWide);
    return () => {
      // Unhooked first: closing here (the drawer's own page left, or closed by its button) is
      // not the visitor's Escape, so the open state (kept across the filters' navigations) stays.
      drawer.removeEventListener("close", onClose);
      wide.removeEventListener("change", onWide);
      drawer.close();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `close` only sets state and focus
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
          onClick={() => setOpen(true)}
        >
          Filter{count > 0 ? ` (${count})` : ""}
        </button>
        <SortSelect query={query} />
      </div>
      <nav className={`${styles.filters} ${styles.column}`} aria-label="Filters">
        <FilterPanel groups={groups} query={query} matching={matching} />
      </nav>
      <dialog
        ref={drawerRef}
        id="catalogue-filters"
        className={styles.drawer}
        aria-label="Filters"
        // A press on the backdrop (the dialog element itself: its content fills its box) closes it.
        onClick={(event) => event.target === event.currentTarget && close()}
      >
        {open && (
          <nav className={styles.filters} aria-label="Filters">
            <FilterPanel groups={groups} query={query} matching={matching} onShow={close} />
          </nav>
        )}
      </dialog>
    </div>
  );
}
