import Link from "next/link";
import { OrderFilters } from "@/components/admin/filters-form";
import { dateTime, day, statusLabel } from "@/components/admin/format";
import { MemberName, type ListColumn } from "@/components/admin/list-table";
import "@/components/admin/orders/admin-orders.css";
import { orderListFilters } from "@/domain/admin/list-filters";
import { listDeliveries } from "@/server/services/admin-orders/staff-lists";
import { listScreen } from "../list-screen";

const COLUMNS: ListColumn<Awaited<ReturnType<typeof listDeliveries>>[number]>[] = [
  {
    header: "Delivery",
    cell: (row) => <Link href={`/admin/deliveries/${row.id}`}>Delivery {row.id}</Link>,
  },
  { header: "Day", cell: (row) => day(row.date) },
  { header: "Member", cell: (row) => <MemberName member={row} /> },
  {
    header: "Order",
    cell: (row) =>
      row.order_id ? <Link href={`/admin/orders/${row.order_id}`}>Order {row.order_id}</Link> : "—",
  },
  {
    header: "Warehouse",
    cell: (row) =>
      row.dispatched_at
        ? `Dispatched ${dateTime(row.dispatched_at)}`
        : row.fulfilment_order_id
          ? "Handed over"
          : "Not handed over",
  },
  { header: "Tracking", cell: (row) => row.tracking_code ?? "—" },
  { header: "Status", cell: (row) => statusLabel(row.status) },
];

export default listScreen({
  title: "Deliveries",
  path: "/admin/deliveries",
  filters: orderListFilters,
  load: listDeliveries,
  columns: COLUMNS,
  empty: "No deliveries match.",
  head: (filters) => (
    <OrderFilters
      path="/admin/deliveries"
      search="Delivery number, member or tracking code"
      range="Delivery day"
      filters={filters}
    />
  ),
});
