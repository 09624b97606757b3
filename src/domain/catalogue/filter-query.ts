import { FILTER_GROUP_KEYS, type FilterGroupKey } from "./filter-groups";
import { PRODUCT_AVAILABLE_TAG } from "./types";

/**
 * The catalogue's filter state as it lives in the URL query, so a filtered view can be shared and
 * survives a reload: one parameter per filter group holding the selected slugs (repeated or
 * comma-separated, e.g. ?size=0-3-months&size=3-6-months&brand=pip-and-bramble), 'available=1'
 * for 'In stock only' (the derived tag 'product-available') and 'page' for the page number.
 */
export interface FilterQuery {
  groups: Partial<Record<FilterGroupKey, string[]>>;
  available: boolean;
  page: number;
  /** The order of the list (issue 13); absent for the shop's own order (orderKey). */
  sort?: SortKey;
}

export const AVAILABLE_PARAM = "available";
export const PAGE_PARAM = "page";
export const SORT_PARAM = "sort";

/** The orders a parent can choose besides the shop's own ('recommended', no parameter). */
export const SORT_KEYS = ["price-low", "price-high", "in-stock"] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export const SORT_LABELS: Record<SortKey | "recommended", string> = {
  recommended: "Recommended",
  "price-low": "Price: low to high",
  "price-high": "Price: high to low",
  "in-stock": "In stock first",
};

type RawQuery = Record<string, string | string[] | undefined>;

/**
 * Caps on what a URL may select, so a crafted link cannot make a huge page (every filter link
 * repeats the whole state). Each is well above the options a real group has; values past a cap
 * are ignored: the first ones in the URL are kept, and the total is filled group by group.
 */
export const FILTER_LIMITS = {
  /** Selected values in one group. */
  perGroup: 24,
  /** Selected values over all groups. */
  total: 48,
  /** Characters in one value; longer ones are not slugs of ours and are ignored. */
  valueLength: 64,
  /** The highest page number read; past the last page the catalogue shows the last. */
  page: 100_000,
} as const;

const SLUG = /^[a-z0-9][a-z0-9._/()-]*$/i;

/** The distinct valid slugs of one parameter, at most `max` of them. */
function values(raw: string | string[] | undefined, max: number): string[] {
  const slugs = new Set<string>();
  if (max <= 0) return [];
  const list = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
  for (const entry of list) {
    for (const part of entry.split(",")) {
      const slug = part.trim();
      if (slug.length > FILTER_LIMITS.valueLength || !SLUG.test(slug)) continue;
      slugs.add(slug);
      if (slugs.size >= max) return [...slugs];
    }
  }
  return [...slugs];
}

/** Reads the filter state from a URL query (Next's searchParams shape); unknown keys are ignored. */
export function parseFilterQuery(raw: RawQuery): FilterQuery {
  const groups: FilterQuery["groups"] = {};
  let left: number = FILTER_LIMITS.total;
  for (const key of FILTER_GROUP_KEYS) {
    const selected = values(raw[key], Math.min(FILTER_LIMITS.perGroup, left));
    left -= selected.length;
    if (selected.length > 0) groups[key] = selected;
  }
  const availableRaw = values(raw[AVAILABLE_PARAM], 1)[0];
  const pageNumber = Number(values(raw[PAGE_PARAM], 1)[0] ?? "1");
  const sortRaw = values(raw[SORT_PARAM], 1)[0];
  const sort = SORT_KEYS.find((key) => key === sortRaw);
  return {
    groups,
    available: availableRaw === "1" || availableRaw === "true",
    page:
      Number.isInteger(pageNumber) && pageNumber >= 1
        ? Math.min(pageNumber, FILTER_LIMITS.page)
        : 1,
    ...(sort ? { sort } : {}),
  };
}

/** The state with another order; a new order starts again at page 1. */
export function withSort(query: FilterQuery, sort: SortKey | "recommended"): FilterQuery {
  const next: FilterQuery = { ...query, page: 1 };
  if (sort === "recommended") delete next.sort;
  else next.sort = sort;
  return next;
}

/** The selected slugs for filterProducts, 'product-available' included. */
export function selectedSlugs(query: FilterQuery): string[] {
  const slugs = FILTER_GROUP_KEYS.flatMap((key) => query.groups[key] ?? []);
  return query.available ? [...slugs, PRODUCT_AVAILABLE_TAG] : slugs;
}

/** The query string (with '?', or '' when empty) of a filter state, in a stable order. */
export function filterQueryString(query: FilterQuery): string {
  const params = new URLSearchParams();
  for (const key of FILTER_GROUP_KEYS) {
    for (const slug of query.groups[key] ?? []) params.append(key, slug);
  }
  if (query.available) params.set(AVAILABLE_PARAM, "1");
  if (query.sort) params.set(SORT_PARAM, query.sort);
  if (query.page > 1) params.set(PAGE_PARAM, String(query.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The state after toggling one option; any change of filters goes back to page 1. */
export function toggleFilter(query: FilterQuery, key: FilterGroupKey, slug: string): FilterQuery {
  const current = query.groups[key] ?? [];
  const next = current.includes(slug) ? current.filter((s) => s !== slug) : [...current, slug];
  const groups = { ...query.groups };
  if (next.length > 0) groups[key] = next;
  else delete groups[key];
  return { ...query, groups, page: 1 };
}

export function toggleAvailable(query: FilterQuery): FilterQuery {
  return { ...query, available: !query.available, page: 1 };
}

export function isSelected(query: FilterQuery, key: FilterGroupKey, slug: string): boolean {
  return (query.groups[key] ?? []).includes(slug);
}

export function hasFilters(query: FilterQuery): boolean {
  return query.available || Object.keys(query.groups).length > 0;
}

/** Where a narrowed /collection view lives: the plain first page is one shared, prerendered page. */
export const FILTERED_COLLECTION_PATH = "/collection/browse";

/**
 * The address of a filter state (issue 8): /collection for the whole first page, else
 * /collection/browse?… (its own path, so the browser's router keeps the two views apart).
 */
export function collectionHref(query: FilterQuery): string {
  const search = filterQueryString(query);
  return search ? `${FILTERED_COLLECTION_PATH}${search}` : "/collection";
}

/** The URL keys that change what /collection lists; any other key (a campaign tag) does not. */
export const COLLECTION_VIEW_KEYS: readonly string[] = [
  ...FILTER_GROUP_KEYS,
  AVAILABLE_PARAM,
  PAGE_PARAM,
  SORT_PARAM,
];

/**
 * Whether a /collection query asks for a filtered or later page (issue 8): the plain first page
 * is one prerendered page for everyone; a narrowed view is rendered from the cached catalogue.
 */
export function narrowsCollection(params: URLSearchParams): boolean {
  return COLLECTION_VIEW_KEYS.some((key) => params.has(key));
}
