import type { ReactNode } from "react";
import { personName } from "./orders/formatting";
import { Pager } from "./pager";

/**
 * The table of a server-paged back-office list (orders, deliveries, returns, gift orders, the sync
 * log): a sentence when nothing matches, else the column headings and one row per entry (`row`
 * returns the entry's <tr>), then 'Previous' and 'Next' keeping the list's filters.
 */
export function ListTable<T>({
  rows,
  empty,
  columns,
  row,
  path,
  query,
  page,
  hasNext,
}: {
  rows: readonly T[];
  /** What is shown when nothing matches, e.g. 'No orders match.' */
  empty: string;
  columns: readonly string[];
  row: (entry: T) => ReactNode;
  path: string;
  /** The filters, kept in the pages' addresses. */
  query: Record<string, string | undefined>;
  page: number;
  hasNext: boolean;
}) {
  return (
    <>
      {rows.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <table className="admin-table">
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{rows.map(row)}</tbody>
        </table>
      )}
      <Pager path={path} query={query} page={page} hasNext={hasNext} />
    </>
  );
}

/** A list's member cell: the member's name, and their e-mail under it. */
export function MemberCell({
  member,
}: {
  member: { firstName?: string | null; lastName?: string | null; email?: string | null };
}) {
  return (
    <td>
      {personName(member)}
      <br />
      <span className="admin-orders-muted">{member.email}</span>
    </td>
  );
}
