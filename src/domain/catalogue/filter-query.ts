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
}

export const AVAILABLE_PARAM = "available";
export const PAGE_PARAM = "page";

type RawQuery = Record<string, string | string[] | undefined>;

const SLUG = /^[a-z0-9][a-z0-9._/()-]*$/i;

function values(raw: string | string[] | undefined): string[] {
  const list = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
  const slugs = list.flatMap((entry) => entry.split(",")).map((s) => s.trim()).filter((s) => SLUG.test(s));
  return [...new Set(slugs)];
}

/** Reads the filter state from a URL query (Next's searchParams shape); unknown keys are ignored. */
export function parseFilterQuery(raw: RawQuery): FilterQuery {
  const groups: FilterQuery["groups"] = {};
  for (const key of FILTER_GROUP_KEYS) {
    const selected = values(raw[key]);
    if (selected.length > 0) groups[key] = selected;
  }
  const availableRaw = values(raw[AVAILABLE_PARAM])[0];
  const pageNumber = Number(values(raw[PAGE_PARAM])[0] ?? "1");
  return {
    groups,
    available: availableRaw === "1" || availableRaw === "true",
    page: Number.isInteger(pageNumber) && pageNumber >= 1 ? pageNumber : 1,
  };
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
