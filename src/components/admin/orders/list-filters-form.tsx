import Link from "next/link";
import type { ReactNode } from "react";
import { statusLabel } from "./formatting";

/**
 * A list's filters as a plain GET form (works without JavaScript): a search box, a status select
 * and a day range, plus anything the list adds.
 */
export function ListFiltersForm({
  path,
  searchLabel,
  q,
  statuses,
  status,
  statusName = "status",
  statusLabelText = "Status",
  rangeLabel,
  from,
  to,
  children,
}: {
  path: string;
  searchLabel: string;
  q?: string;
  statuses: readonly (string | readonly [string, string])[];
  status?: string;
  statusName?: string;
  statusLabelText?: string;
  rangeLabel: string;
  from?: string;
  to?: string;
  children?: ReactNode;
}) {
  return (
    <form className="admin-filters" method="get" action={path} role="search">
      <label>
        {searchLabel}
        <input type="search" name="q" defaultValue={q ?? ""} />
      </label>
      <label>
        {statusLabelText}
        <select name={statusName} defaultValue={status ?? ""}>
          <option value="">Any</option>
          {statuses.map((entry) => {
            const [value, text] = typeof entry === "string" ? [entry, statusLabel(entry)] : entry;
            return (
              <option key={value} value={value}>
                {text}
              </option>
            );
          })}
        </select>
      </label>
      <label>
        {rangeLabel} from
        <input type="date" name="from" defaultValue={from ?? ""} />
      </label>
      <label>
        {rangeLabel} to
        <input type="date" name="to" defaultValue={to ?? ""} />
      </label>
      {children}
      <button type="submit">Filter</button>
      <Link href={path}>Clear</Link>
    </form>
  );
}
