import Link from "next/link";
import { FiltersForm, SearchField } from "@/components/admin/filters-form";
import { dateTime } from "@/components/admin/format";
import type { ListColumn } from "@/components/admin/list-table";
import { outboxListFilters } from "@/domain/admin/list-filters";
import { listSentEmails } from "@/server/services/content/staff-outbox";
import { listScreen } from "../list-screen";

const COLUMNS: ListColumn<Awaited<ReturnType<typeof listSentEmails>>[number]>[] = [
  { header: "Written", cell: (row) => dateTime(row.createdAt, "") },
  { header: "To", cell: (row) => row.to },
  { header: "Subject", cell: (row) => <Link href={`/admin/outbox/${row.id}`}>{row.subject}</Link> },
  {
    header: "Delivery",
    cell: (row) =>
      row.error
        ? `Failed: ${row.error}`
        : row.transport === "smtp"
          ? `Sent ${dateTime(row.sentAt, "")}`
          : "Recorded only (no mail server)",
  },
];

/** Every e-mail the shop sent (or recorded, with the local adapter), newest first. */
export default listScreen({
  title: "Outbox",
  path: "/admin/outbox",
  filters: outboxListFilters,
  load: (db, filters, window) => listSentEmails(db, { ...filters, window }),
  columns: COLUMNS,
  empty: "No e-mails.",
  table: () => ({ rowHeader: 2 }),
  head: (filters) => (
    <FiltersForm path="/admin/outbox" submit="Search e-mails">
      <SearchField label="Recipient" name="to" value={filters.to} />
      <SearchField label="Subject" name="subject" value={filters.subject} />
    </FiltersForm>
  ),
});
