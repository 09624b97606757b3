import Link from "next/link";
import { ChoiceField, FiltersForm, SearchField } from "@/components/admin/filters-form";
import { dateTime } from "@/components/admin/format";
import type { ListColumn } from "@/components/admin/list-table";
import { messageListFilters } from "@/domain/admin/list-filters";
import { listContactMessages } from "@/server/services/contact/contact-messages";
import { listScreen } from "../list-screen";
import "../admin-content.css";

const FILTERS = [
  ["all", "All, unanswered first"],
  ["open", "Unanswered"],
  ["answered", "Answered"],
] as const;

const COLUMNS: ListColumn<Awaited<ReturnType<typeof listContactMessages>>[number]>[] = [
  { header: "Received", cell: (row) => dateTime(row.created_at, "") },
  {
    header: "From",
    cell: (row) => `${[row.firstName, row.surName].filter(Boolean).join(" ")} <${row.email}>`,
  },
  {
    header: "Subject",
    cell: (row) => <Link href={`/admin/messages/${row.id}`}>{row.subject}</Link>,
  },
  { header: "Answered", cell: (row) => dateTime(row.handled_at, "Not yet") },
];

/** What visitors wrote through the contact form: unanswered first, newest first. */
export default listScreen({
  title: "Contact messages",
  path: "/admin/messages",
  filters: messageListFilters,
  load: (db, filters, window) => listContactMessages(db, { ...filters, window }),
  columns: COLUMNS,
  empty: "No messages.",
  defaults: { filter: "all" },
  table: () => ({
    rowHeader: 2,
    rowProps: (row) => ({ className: row.handled_at ? undefined : "admin-content-unread" }),
  }),
  head: (filters) => (
    <FiltersForm path="/admin/messages" submit="Show messages">
      <ChoiceField label="Show" name="filter" value={filters.filter} options={FILTERS} />
      <SearchField label="Search e-mail, name or subject" value={filters.q} />
    </FiltersForm>
  ),
});
