import Link from "next/link";
import { ChoiceField, FiltersForm } from "@/components/admin/filters-form";
import { dateTime } from "@/components/admin/format";
import type { ListColumn } from "@/components/admin/list-table";
import "@/components/admin/orders/admin-orders.css";
import {
  KEEP_PURCHASE_STATES,
  KEEP_STATE_LABELS,
  keepListFilters,
} from "@/domain/buy-to-keep/keep-list-filters";
import { pounds } from "@/domain/member/billing";
import {
  listKeepPurchases,
  type StaffKeepRow,
} from "@/server/services/buy-to-keep/staff-keep-purchases";
import { listScreen } from "../list-screen";

const COLUMNS: ListColumn<StaffKeepRow>[] = [
  { header: "Receipt", cell: (row) => row.reference },
  { header: "Started", cell: (row) => dateTime(row.createdAt) },
  {
    header: "Family",
    cell: (row) => (
      <>
        <Link href={`/admin/members/${encodeURIComponent(row.family.id)}`}>{row.family.name}</Link>
        <br />
        <small>{row.family.email}</small>
      </>
    ),
  },
  {
    header: "Garment",
    cell: (row) => (
      <Link href={`/admin/garments/${row.productItemId}`}>
        {row.garment} (garment {row.productItemId})
      </Link>
    ),
  },
  { header: "Retail price", cell: (row) => pounds(row.rrpPence) },
  { header: "Rent paid", cell: (row) => pounds(row.rentPaidPence) },
  { header: "Price", cell: (row) => pounds(row.pricePence) },
  { header: "State", cell: (row) => KEEP_STATE_LABELS[row.status] },
  { header: "Paid", cell: (row) => dateTime(row.paidAt) },
  { header: "Payment", cell: (row) => row.paymentId ?? "—" },
];

/**
 * Kept garments (issue 27, 'Buy to keep'): every purchase to keep a garment, with its quote and
 * state; 'refund it' names a payment that came through for a garment no longer with the family.
 */
export default listScreen({
  title: "Kept garments",
  path: "/admin/kept-garments",
  filters: keepListFilters,
  load: listKeepPurchases,
  columns: COLUMNS,
  empty: "No garments bought to keep match.",
  head: (filters) => (
    <FiltersForm path="/admin/kept-garments" submit="Show" clear>
      <ChoiceField
        label="State"
        name="state"
        value={filters.state}
        options={KEEP_PURCHASE_STATES.map((state) => [state, KEEP_STATE_LABELS[state]] as const)}
      />
    </FiltersForm>
  ),
});
