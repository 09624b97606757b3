import Link from "next/link";
import { OrderFilters } from "@/components/admin/filters-form";
import { dateTime, day, statusLabel } from "@/components/admin/format";
import { MemberName, type ListColumn } from "@/components/admin/list-table";
import "@/components/admin/orders/admin-orders.css";
import { returnListFilters } from "@/domain/admin/list-filters";
import { ukDay } from "@/domain/gifting/gift-request";
import { listReturns } from "@/server/services/admin-orders/staff-lists";
import { listScreen } from "../list-screen";

const COLUMNS: ListColumn<Awaited<ReturnType<typeof listReturns>>[number]>[] = [
  {
    header: "Return",
    cell: (row) => <Link href={`/admin/returns/${row.id}`}>Return {row.id}</Link>,
  },
  { header: "Asked for", cell: (row) => dateTime(row.created_at) },
  {
    header: "Due",
    cell: (row) => (
      <>
        {day(row.due_date)}
        {row.due_date !== null &&
          row.due_date < ukDay(new Date()) &&
          row.status !== "ORDER_FINALISED" && <strong> (overdue)</strong>}
      </>
    ),
  },
  { header: "Member", cell: (row) => <MemberName member={row} /> },
  { header: "Garments", cell: (row) => row.item_quantity ?? "—" },
  { header: "Reference", cell: (row) => row.return_reference ?? "—" },
  { header: "Received", cell: (row) => dateTime(row.received_at) },
  { header: "Status", cell: (row) => statusLabel(row.status) },
  {
    header: "Next swap",
    cell: (row) =>
      row.swap_held_since ? (
        <strong>On hold since {dateTime(row.swap_held_since)}</strong>
      ) : row.reminder_sent_at ? (
        `Reminded ${dateTime(row.reminder_sent_at)}`
      ) : (
        "—"
      ),
  },
];

export default listScreen({
  title: "Returns",
  path: "/admin/returns",
  filters: returnListFilters,
  load: (db, filters, window) => listReturns(db, filters, window, new Date()),
  columns: COLUMNS,
  empty: "No returns match.",
  head: (filters) => (
    <OrderFilters
      path="/admin/returns"
      search="Return number, member or reference"
      range="Due"
      filters={filters}
    >
      <label>
        Overdue only
        <input type="checkbox" name="overdue" value="1" defaultChecked={filters.overdue} />
      </label>
    </OrderFilters>
  ),
});
