import Link from "next/link";
import { OrderFilters } from "@/components/admin/filters-form";
import { dateTime, day, statusLabel } from "@/components/admin/format";
import { MemberName, type ListColumn } from "@/components/admin/list-table";
import "@/components/admin/orders/admin-orders.css";
import { orderListFilters } from "@/domain/admin/list-filters";
import { listOrders } from "@/server/services/admin-orders/staff-lists";
import { listScreen } from "../list-screen";

const COLUMNS: ListColumn<Awaited<ReturnType<typeof listOrders>>[number]>[] = [
  { header: "Order", cell: (row) => <Link href={`/admin/orders/${row.id}`}>Order {row.id}</Link> },
  { header: "Placed", cell: (row) => dateTime(row.created_at) },
  { header: "Member", cell: (row) => <MemberName member={row} /> },
  { header: "Plan", cell: (row) => row.subscription_type ?? "—" },
  { header: "Items", cell: (row) => row.items },
  { header: "Delivery day", cell: (row) => day(row.delivery_date) },
  { header: "Status", cell: (row) => statusLabel(row.status) },
];

export default listScreen({
  title: "Orders",
  path: "/admin/orders",
  filters: orderListFilters,
  load: listOrders,
  columns: COLUMNS,
  empty: "No orders match.",
  head: (filters) => (
    <OrderFilters
      path="/admin/orders"
      search="Order number, member e-mail or name"
      range="Placed"
      filters={filters}
    />
  ),
});
