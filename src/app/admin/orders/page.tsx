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
import { listOrders } from "@/server/services/admin-orders/staff-lists";

type Search = Promise<Record<string, string | string[] | undefined>>;

export default async function AdminOrdersPage({ searchParams }: { searchParams: Search }) {
  await requireStaffPage();
  const query = firstValues(await searchParams);
  const filters = orderListFilters.parse(query);
  const window = pageWindow(pageParam.parse(query.page));
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
      {rows.length === 0 ? (
        <p>No orders match.</p>
      ) : (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Placed</th>
              <th scope="col">Member</th>
              <th scope="col">Plan</th>
              <th scope="col">Items</th>
              <th scope="col">Delivery day</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <th scope="row">
                  <Link href={`/admin/orders/${row.id}`}>Order {row.id}</Link>
                </th>
                <td>{dateTime(row.created_at)}</td>
                <td>
                  {personName(row)}
                  <br />
                  <span className="admin-orders-muted">{row.email}</span>
                </td>
                <td>{row.subscription_type ?? "—"}</td>
                <td>{row.items}</td>
                <td>{day(row.delivery_date)}</td>
                <td>{statusLabel(row.status)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager
        path="/admin/orders"
        query={{ q: filters.q, status: filters.status, from: filters.from, to: filters.to }}
        page={window.page}
        hasNext={hasNext}
      />
    </section>
  );
}
