import type { ReactNode } from "react";
import type { Page, PageWindow, SearchParams } from "@/domain/admin/paging";
import { ListTable, type ListTableProps } from "./list-table";
import { Pager } from "./pager";

/** What Next.js gives a list page. */
export interface ListPageProps {
  searchParams: Promise<SearchParams>;
}

/**
 * A back-office list screen: its heading, its filters (`children`, a plain GET form), the table of
 * this page's rows (or the empty sentence), and 'Previous' / 'Next' keeping the filters (`query`).
 */
export function ListPage<T>({
  title,
  headingId,
  path,
  query,
  list,
  children,
  ...table
}: {
  title: string;
  /** Names the section by its heading (a landmark staff can jump to). */
  headingId?: string;
  path: string;
  /** The filters as they stay in the pages' addresses (keptQuery). */
  query: Record<string, string | undefined>;
  list: Page<T> & { window: PageWindow };
  children?: ReactNode;
} & Omit<ListTableProps<T>, "rows">) {
  return (
    <section aria-labelledby={headingId}>
      <h1 id={headingId}>{title}</h1>
      {children}
      <ListTable rows={list.rows} {...table} />
      <Pager path={path} query={query} page={list.window.page} hasNext={list.hasNext} />
    </section>
  );
}
