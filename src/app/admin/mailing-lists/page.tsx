import Link from "next/link";
import { ChoiceField, FiltersForm, SearchField } from "@/components/admin/filters-form";
import { dateTime } from "@/components/admin/format";
import type { ListColumn } from "@/components/admin/list-table";
import { MAILING_LIST_LABELS, type MailingListEntry } from "@/domain/admin/mailing-list-csv";
import { keptQuery, readLimit } from "@/domain/admin/paging";
import { mailingListFilter, type MailingListFilter } from "@/domain/api/staff-content-contracts";
import { MAILING_LISTS } from "@/domain/enums";
import { listMailingListEntries } from "@/server/services/mailing-lists/staff-mailing-lists";
import { listScreen } from "../list-screen";
import "../admin-content.css";

const STATUS_LABELS = [
  ["current", "Signed up"],
  ["unsubscribed", "Unsubscribed"],
  ["all", "Everyone"],
] as const;

const columns = (filters: MailingListFilter): ListColumn<MailingListEntry>[] => [
  { header: "E-mail", cell: (row) => row.email },
  ...(filters.list === "WAITLIST"
    ? [
        { header: "Name", cell: (row: MailingListEntry) => row.name },
        { header: "Postcode", cell: (row: MailingListEntry) => row.postcode },
        { header: "Little one's date of birth", cell: (row: MailingListEntry) => row.littleDOB },
      ]
    : []),
  { header: "Signed up", cell: (row) => dateTime(row.createdAt, "") },
  { header: "Unsubscribed", cell: (row) => dateTime(row.unsubscribedAt, "") },
];

const kept = (filters: MailingListFilter) => keptQuery(filters, { status: "current" });

/** The newsletter, the waitlist and the subscribers, one list at a time, with a CSV export. */
export default listScreen({
  title: "Mailing lists",
  path: "/admin/mailing-lists",
  filters: mailingListFilter,
  load: (db, filters, window) =>
    listMailingListEntries(db, filters, { limit: readLimit(window), offset: window.offset }),
  columns,
  empty: "Nobody on this list matches.",
  kept,
  table: (filters) => ({
    rowKey: (row) => `${row.list}:${row.email}`,
    caption: MAILING_LIST_LABELS[filters.list],
  }),
  head: (filters) => (
    <>
      <nav aria-label="Lists">
        <ul className="admin-content-tabs">
          {MAILING_LISTS.map((name) => (
            <li key={name}>
              <Link
                href={`/admin/mailing-lists?list=${name}`}
                aria-current={name === filters.list ? "page" : undefined}
              >
                {MAILING_LIST_LABELS[name]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <FiltersForm path="/admin/mailing-lists" submit="Show sign-ups">
        <input type="hidden" name="list" value={filters.list} />
        <SearchField label="Search by e-mail" value={filters.q} />
        <ChoiceField label="Show" name="status" value={filters.status} options={STATUS_LABELS} />
      </FiltersForm>
      <p>
        <a
          href={`/api/staff/mailing-lists/export?${new URLSearchParams(kept(filters) as Record<string, string>)}`}
          download
        >
          Export {MAILING_LIST_LABELS[filters.list].toLowerCase()} as CSV
        </a>{" "}
        (everything that matches the filters, not only this page)
      </p>
    </>
  ),
});
