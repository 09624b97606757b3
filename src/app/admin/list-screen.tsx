import type { ReactNode } from "react";
import { ListPage, type ListPageProps } from "@/components/admin/list-page";
import type { ListColumn, ListTableProps } from "@/components/admin/list-table";
import { keptQuery, listRequest, pageOf, type PageWindow } from "@/domain/admin/paging";
import type { z } from "@/domain/zod";
import { getDb, type Executor } from "@/server/db/client";
import { requireStaffPage } from "@/server/http/staff-page";

/**
 * A back-office list screen from its description: staff only; the filters parsed from the address
 * by the list's schema; one page of rows read by `load` (one more than the page, for the pager);
 * then the heading, what stands above the table (`head`: the filters form and anything else),
 * the table or its empty sentence, and the pager keeping the filters.
 */
export function listScreen<S extends z.ZodType<object>, T extends object>(screen: {
  title: string;
  path: string;
  filters: S;
  load: (db: Executor, filters: z.output<S>, window: PageWindow) => Promise<readonly T[]>;
  /** The columns (for some lists, as the filters have them). */
  columns: readonly ListColumn<T>[] | ((filters: z.output<S>) => readonly ListColumn<T>[]);
  empty: string;
  /** Everything between the heading and the table; it may read what it needs (in parallel). */
  head: (
    filters: z.output<S>,
    typed: Record<string, string | undefined>,
  ) => ReactNode | Promise<ReactNode>;
  /** Filters left out of the pages' addresses at these values (their defaults). */
  defaults?: Record<string, unknown>;
  /** The filters as kept in the addresses, where keptQuery is not it. */
  kept?: (
    filters: z.output<S>,
    typed: Record<string, string | undefined>,
  ) => Record<string, string | undefined>;
  /** More of the table's settings; rows are keyed by their `id` unless `rowKey` says otherwise. */
  table?: (filters: z.output<S>) => Partial<Omit<ListTableProps<T>, "rows" | "columns" | "empty">>;
  headingId?: string;
}) {
  return async function ListScreen({ searchParams }: ListPageProps) {
    await requireStaffPage();
    const { filters, window, query } = listRequest(await searchParams, screen.filters);
    const [rows, head] = await Promise.all([
      screen.load(getDb(), filters, window),
      screen.head(filters, query),
    ]);
    return (
      <ListPage
        title={screen.title}
        headingId={screen.headingId}
        path={screen.path}
        query={screen.kept?.(filters, query) ?? keptQuery(filters, screen.defaults)}
        list={{ ...pageOf(rows, window), window }}
        columns={typeof screen.columns === "function" ? screen.columns(filters) : screen.columns}
        rowKey={(row) => String((row as { id?: string | number }).id)}
        empty={screen.empty}
        {...screen.table?.(filters)}
      >
        {head}
      </ListPage>
    );
  };
}
