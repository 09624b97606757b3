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

/** Whether there is a page after this one, given the rows read (read one more than the page). */
export function pageOf<T>(rows: readonly T[], window: PageWindow): { rows: T[]; hasNext: boolean } {
  return { rows: rows.slice(0, window.limit), hasNext: rows.length > window.limit };
}

/** One value of a page's search parameter (the first, when repeated). */
export function queryValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** A page's search parameters, as the page receives them. */
export type SearchParams = Record<string, string | string[] | undefined>;

/**
 * What a back-office list page asks for: its filters, parsed by the list's schema from the first
 * value of each search parameter (the schemas ignore what does not parse), and the page's window.
 */
export function listRequest<S extends z.ZodType>(
  search: SearchParams,
  filters: S,
): { filters: z.output<S>; window: PageWindow } {
  const query = Object.fromEntries(
    Object.entries(search).map(([key, value]) => [key, queryValue(value)]),
  );
  return { filters: filters.parse(query), window: pageWindow(pageParam.parse(query.page)) };
}
