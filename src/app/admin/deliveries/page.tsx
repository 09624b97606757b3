import Link from "next/link";
import { Pager } from "@/components/admin/pager";
import { dateTime, day, personName, statusLabel } from "@/components/admin/orders/formatting";
import { ListFiltersForm } from "@/components/admin/orders/list-filters-form";
import "@/components/admin/orders/admin-orders.css";
import { firstValues, orderListFilters } from "@/domain/admin/list-filters";
import { pageOf, pageParam, pageWindow } from "@/domain/admin/paging";
import { ORDER_STATUSES } from "@/domain/enums";
import { getDb } from "@/server/db/client";
import { requireStaffPage } from "@/server/http/staff-page";
import { listDeliveries } from "@/server/services/admin-orders/staff-lists";

type Search = Promise<Record<string, string | string[] | undefined>>;

export default async function AdminDeliveriesPage({ searchParams }: { searchParams: Search }) {
  await requireStaffPage();
  const query = firstValues(await searchParams);
  const filters = orderListFilters.parse(query);
  const window = pageWindow(pageParam.parse(query.page));
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
      {rows.length === 0 ? (
        <p>No deliveries match.</p>
      ) : (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Delivery</th>
              <th scope="col">Day</th>
              <th scope="col">Member</th>
              <th scope="col">Order</th>
              <th scope="col">Warehouse</th>
              <th scope="col">Tracking</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <th scope="row">
                  <Link href={`/admin/deliveries/${row.id}`}>Delivery {row.id}</Link>
                </th>
                <td>{day(row.date)}</td>
                <td>
                  {personName(row)}
                  <br />
                  <span className="admin-orders-muted">{row.email}</span>
                </td>
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
            ))}
          </tbody>
        </table>
      )}
      <Pager
        path="/admin/deliveries"
        query={{ q: filters.q, status: filters.status, from: filters.from, to: filters.to }}
        page={window.page}
        hasNext={hasNext}
      />
    </section>
  );
}
