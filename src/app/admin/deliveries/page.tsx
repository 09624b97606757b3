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
import { listDeliveries } from "@/server/services/admin-orders/staff-lists";

type Search = Promise<SearchParams>;

export default async function AdminDeliveriesPage({ searchParams }: { searchParams: Search }) {
  await requireStaffPage();
  const { filters, window } = listRequest(await searchParams, orderListFilters);
  const { rows, hasNext } = pageOf(await listDeliveries(getDb(), filters, window), window);
  return (
    <section>
      <h1>Deliveries</h1>
      <ListFiltersForm
        path="/admin/deliveries"
        searchLabel="Delivery number, member or tracking code"
        q={filters.q}
        statuses={ORDER_STATUSES}
        status={filters.status}
        rangeLabel="Delivery day"
        from={filters.from}
        to={filters.to}
      />
      <ListTable
        rows={rows}
        empty="No deliveries match."
        columns={["Delivery", "Day", "Member", "Order", "Warehouse", "Tracking", "Status"]}
        row={(row) => (
          <tr key={row.id}>
            <th scope="row">
              <Link href={`/admin/deliveries/${row.id}`}>Delivery {row.id}</Link>
            </th>
            <td>{day(row.date)}</td>
            <MemberCell member={row} />
            <td>
              {row.order_id ? (
                <Link href={`/admin/orders/${row.order_id}`}>Order {row.order_id}</Link>
              ) : (
                "—"
              )}
            </td>
            <td>
              {row.dispatched_at
                ? `Dispatched ${dateTime(row.dispatched_at)}`
                : row.fulfilment_order_id
                  ? "Handed over"
                  : "Not handed over"}
            </td>
            <td>{row.tracking_code ?? "—"}</td>
            <td>{statusLabel(row.status)}</td>
          </tr>
        )}
        path="/admin/deliveries"
        query={{ q: filters.q, status: filters.status, from: filters.from, to: filters.to }}
        page={window.page}
        hasNext={hasNext}
      />
    </section>
  );
}
