import Link from "next/link";
import { ListTable, MemberCell } from "@/components/admin/list-table";
import { dateTime, day, statusLabel } from "@/components/admin/orders/formatting";
import { ListFiltersForm } from "@/components/admin/orders/list-filters-form";
import "@/components/admin/orders/admin-orders.css";
import { orderListFilters } from "@/domain/admin/list-filters";
import { listRequest, pageOf, type SearchParams } from "@/domain/admin/paging";
import { ORDER_STATUSES } from "@/domain/enums";
import { getDb } from "@/server/db/client";
import { requireStaffPage } from "@/server/http/staff-page";
import { listOrders } from "@/server/services/admin-orders/staff-lists";

type Search = Promise<SearchParams>;

export default async function AdminOrdersPage({ searchParams }: { searchParams: Search }) {
  await requireStaffPage();
  const { filters, window } = listRequest(await searchParams, orderListFilters);
  const { rows, hasNext } = pageOf(await listOrders(getDb(), filters, window), window);
  return (
    <section>
      <h1>Orders</h1>
      <ListFiltersForm
        path="/admin/orders"
        searchLabel="Order number, member e-mail or name"
        q={filters.q}
        statuses={ORDER_STATUSES}
        status={filters.status}
        rangeLabel="Placed"
        from={filters.from}
        to={filters.to}
      />
      <ListTable
        rows={rows}
        empty="No orders match."
        columns={["Order", "Placed", "Member", "Plan", "Items", "Delivery day", "Status"]}
        row={(row) => (
          <tr key={row.id}>
            <th scope="row">
              <Link href={`/admin/orders/${row.id}`}>Order {row.id}</Link>
            </th>
            <td>{dateTime(row.created_at)}</td>
            <MemberCell member={row} />
            <td>{row.subscription_type ?? "—"}</td>
            <td>{row.items}</td>
            <td>{day(row.delivery_date)}</td>
            <td>{statusLabel(row.status)}</td>
          </tr>
        )}
        path="/admin/orders"
        query={{ q: filters.q, status: filters.status, from: filters.from, to: filters.to }}
        page={window.page}
        hasNext={hasNext}
      />
    </section>
  );
}
