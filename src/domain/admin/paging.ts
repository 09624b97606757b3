import { z } from "@/domain/zod";

/** Back-office lists show this many rows a page; they page on the server. */
export const ADMIN_PAGE_SIZE = 50;

/** ?page=N from a list's address: a whole number from 1; anything else is the first page. */
export const pageParam = z.coerce.number().int().min(1).max(100_000).catch(1);

export interface PageWindow {
  page: number;
  limit: number;
  offset: number;
}

export function pageWindow(page: number, size = ADMIN_PAGE_SIZE): PageWindow {
  return { page, limit: size, offset: (page - 1) * size };
}

/**
 * How many rows a list reads for a page: one more than it shows, so that the pager knows whether
 * there is a next page without counting (`pageOf` then drops the extra row).
 */
export function readLimit(window: Pick<PageWindow, "limit">): number {
  return window.limit + 1;
}

/** One page of a list, and whether there is a page after it. */
export interface Page<T> {
  rows: T[];
  hasNext: boolean;
}

/** The page from the rows read (`readLimit` of them at most): its rows, and whether more follow. */
export function pageOf<T>(rows: readonly T[], window: Pick<PageWindow, "limit">): Page<T> {
  return { rows: rows.slice(0, window.limit), hasNext: rows.length > window.limit };
}

/** One value of a page's search parameter (the first, when repeated). */
export function queryValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** A page's search parameters, as the page receives them. */
export type SearchParams = Record<string, string | string[] | undefined>;

/** A page's search parameters, each as its first value (what the list filters read). */
export function firstValues(search: SearchParams): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(search).map(([key, value]) => [key, queryValue(value)]));
}

/**
 * A list's filters as they stay in its pages' addresses (the pager's and the sort links'): text and
 * numbers as text, `true` as "1"; blank, `false` and each filter at its `defaults` value left out.
 */
export function keptQuery(
  filters: object,
  defaults: Record<string, unknown> = {},
): Record<string, string | undefined> {
  const kept: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(filters) as [string, unknown][]) {
    if (value === undefined || value === null || value === false || value === "") continue;
    if (key in defaults && defaults[key] === value) continue;
    kept[key] = value === true ? "1" : String(value);
  }
  return kept;
}

/**
 * What a back-office list page asks for: its filters, parsed by the list's schema from the first
 * value of each search parameter (the schemas ignore what does not parse), the page's window, and
 * the first values themselves (what was typed, for a box that shows it as typed).
 */
export function listRequest<S extends z.ZodType>(
  search: SearchParams,
  filters: S,
): { filters: z.output<S>; window: PageWindow; query: Record<string, string | undefined> } {
  const query = firstValues(search);
  return { filters: filters.parse(query), window: pageWindow(pageParam.parse(query.page)), query };
}
