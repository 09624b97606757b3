import Link from "next/link";
import { FiltersForm, SearchField } from "@/components/admin/filters-form";
import { dateTime, personName } from "@/components/admin/format";
import type { ListColumn } from "@/components/admin/list-table";
import "@/components/admin/orders/admin-orders.css";
import { memberListFilters } from "@/domain/admin/list-filters";
import { listMembers } from "@/server/services/admin-orders/staff-lists";
import { listScreen } from "../list-screen";

const COLUMNS: ListColumn<Awaited<ReturnType<typeof listMembers>>[number]>[] = [
  {
    header: "Member",
    cell: (row) => (
      <Link href={`/admin/members/${encodeURIComponent(row.id)}`}>{personName(row)}</Link>
    ),
  },
  { header: "E-mail", cell: (row) => row.email },
  { header: "Postcode", cell: (row) => row.postcode ?? "—" },
  { header: "Joined", cell: (row) => dateTime(row.created_at) },
  { header: "Subscription", cell: (row) => (row.payment_subscription_id ? "Yes" : "No") },
  { header: "Staff", cell: (row) => (row.is_admin ? "Staff" : "") },
];

export default listScreen({
  title: "Members",
  path: "/admin/members",
  filters: memberListFilters,
  load: (db, filters, window) => listMembers(db, filters.q, window),
  columns: COLUMNS,
  empty: "No members match.",
  head: (filters) => (
    <FiltersForm path="/admin/members" submit="Search" clear>
      <SearchField label="E-mail, name or postcode" value={filters.q} />
    </FiltersForm>
  ),
});
