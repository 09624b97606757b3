import {
  createTable,
  flexRender,
  getCoreRowModel,
  type ColumnDef,
  type RowData,
} from "@tanstack/react-table";
import Link from "next/link";
import type { HTMLAttributes, ReactNode } from "react";
import { personName } from "./format";

/** One column of a back-office table: its heading and what each row shows in it. */
export interface ListColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Right-aligned figures (the `num` class on its heading and cells). */
  numeric?: boolean;
  /** A class for a row's cell in this column (e.g. an error status in red). */
  cellClass?: (row: T) => string | undefined;
  /** The sort key of a column staff may sort by (its heading links to the address sorted by it). */
  sortKey?: string;
}

/** How a sortable table is sorted now, and the address of each sort. */
export interface TableSort {
  by: string;
  dir: "asc" | "desc";
  href: (sortKey: string) => string;
}

export interface ListTableProps<T> {
  rows: readonly T[];
  columns: readonly ListColumn<T>[];
  /** What is shown when nothing matches, e.g. 'No orders match.' */
  empty: string;
  /** The empty sentence is announced (role=status) where the list is a search's answer. */
  emptyIsStatus?: boolean;
  rowKey: (row: T) => string | number;
  rowProps?: (
    row: T,
  ) => HTMLAttributes<HTMLTableRowElement> & { [data: `data-${string}`]: string | undefined };
  /** Which column's cell names its row (<th scope="row">); null for none. */
  rowHeader?: number | null;
  /** The table's accessible name (aria-label). */
  label?: string;
  /** A caption only screen readers read. */
  caption?: string;
  /** Wide tables scroll sideways inside their own box. */
  scroll?: boolean;
  sort?: TableSort;
}

/**
 * Every back-office table (the lists, the statistics): TanStack Table lays out the headings and
 * cells from the columns; the server has already filtered, sorted and paged the rows, so the
 * table is drawn on the server with no hooks (a list works before any script loads). When there
 * are no rows, the `empty` sentence stands instead.
 */
export function ListTable<T extends RowData>({
  rows,
  columns,
  empty,
  emptyIsStatus = false,
  rowKey,
  rowProps,
  rowHeader = 0,
  label,
  caption,
  scroll = false,
  sort,
}: ListTableProps<T>) {
  if (rows.length === 0) return <p role={emptyIsStatus ? "status" : undefined}>{empty}</p>;
  const defs: ColumnDef<T>[] = columns.map((column, index) => ({
    id: String(index),
    header: column.header,
    cell: ({ row }) => column.cell(row.original),
  }));
  const table = createTable<T>({
    data: rows as T[],
    columns: defs,
    getCoreRowModel: getCoreRowModel(),
    state: {},
    onStateChange: () => {},
    renderFallbackValue: null,
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
  });
  table.setOptions((options) => ({ ...options, state: table.initialState }));
  const numeric = (id: string) => (columns[Number(id)]?.numeric ? "num" : undefined);
  const cellClass = (id: string, row: T) => columns[Number(id)]?.cellClass?.(row) ?? numeric(id);
  const body = (
    <table className="admin-table" aria-label={label}>
      {caption && <caption className="visually-hidden">{caption}</caption>}
      <thead>
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) => {
              const key = columns[Number(header.column.id)]?.sortKey;
              const text = flexRender(header.column.columnDef.header, header.getContext());
              const sorted =
                sort && key === sort.by ? (sort.dir === "asc" ? "ascending" : "descending") : null;
              return (
                <th
                  key={header.id}
                  scope="col"
                  aria-sort={sorted ?? undefined}
                  className={numeric(header.column.id)}
                >
                  {sort && key ? (
                    <Link href={sort.href(key)} scroll={false}>
                      {text}
                      {sorted === "ascending" ? " ▲" : sorted === "descending" ? " ▼" : ""}
                    </Link>
                  ) : (
                    text
                  )}
                </th>
              );
            })}
          </tr>
        ))}
      </thead>
      <tbody>
        {table.getRowModel().rows.map((row) => (
          <tr key={rowKey(row.original)} {...rowProps?.(row.original)}>
            {row.getVisibleCells().map((cell, index) => {
              const content = flexRender(cell.column.columnDef.cell, cell.getContext());
              return index === rowHeader ? (
                <th key={cell.id} scope="row" className={cellClass(cell.column.id, row.original)}>
                  {content}
                </th>
              ) : (
                <td key={cell.id} className={cellClass(cell.column.id, row.original)}>
                  {content}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
  return scroll ? <div className="admin-table-wrap">{body}</div> : body;
}

/** A list's member cell: the member's name, and their e-mail under it. */
export function MemberName({
  member,
}: {
  member: { firstName?: string | null; lastName?: string | null; email?: string | null };
}) {
  return (
    <>
      {personName(member)}
      <br />
      <span className="admin-orders-muted">{member.email}</span>
    </>
  );
}
