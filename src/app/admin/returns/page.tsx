import Link from "next/link";
import { Pager } from "@/components/admin/pager";
import { dateTime, day, personName, statusLabel } from "@/components/admin/orders/formatting";
import { ListFiltersForm } from "@/components/admin/orders/list-filters-form";
import "@/components/admin/orders/admin-orders.css";
import { firstValues, returnListFilters } from "@/domain/admin/list-filters";
import { pageOf, pageParam, pageWindow } from "@/domain/admin/paging";
import { ORDER_STATUSES } from "@/domain/enums";
import { ukDay } from "@/domain/gifting/gift-request";
import { getDb } from "@/server/db/client";
import { requireStaffPage } from "@/server/http/staff-page";
import { listReturns } from "@/server/services/admin-orders/staff-lists";

type Search = Promise<Record<string, string | string[] | undefined>>;

export default async function AdminReturnsPage({ searchParams }: { searchParams: Search }) {
  await requireStaffPage();
  const query = firstValues(await searchParams);
  const filters = returnListFilters.parse(query);
  const now = new Date();
  const today = ukDay(now);
  const window = pageWindow(pageParam.parse(query.page));
  const { rows, hasNext } = pageOf(await listReturns(getDb(), filters, window, now), window);
  return (
    <section>
      <h1>Returns</h1>
      <ListFiltersForm
        path="/admin/returns"
        searchLabel="Return number, member or reference"
        q={filters.q}
        statuses={ORDER_STATUSES}
        status={filters.status}
        rangeLabel="Due"
        from={filters.from}
        to={filters.to}
      >
        <label>
          Overdue only
          <input type="checkbox" name="overdue" value="1" defaultChecked={filters.overdue} />
        </label>
      </ListFiltersForm>
      {rows.length === 0 ? (
        <p>No returns match.</p>
      ) : (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Return</th>
              <th scope="col">Asked for</th>
              <th scope="col">Due</th>
              <th scope="col">Member</th>
              <th scope="col">Garments</th>
              <th scope="col">Reference</th>
              <th scope="col">Received</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const overdue =
                row.due_date !== null && row.due_date < today && row.status !== "ORDER_FINALISED";
              return (
                <tr key={row.id}>
                  <th scope="row">
                    <Link href={`/admin/returns/${row.id}`}>Return {row.id}</Link>
                  </th>
                  <td>{dateTime(row.created_at)}</td>
                  <td>
                    {day(row.due_date)}
                    {overdue && <strong> (overdue)</strong>}
                  </td>
                  <td>
                    {personName(row)}
                    <br />
                    <span className="admin-orders-muted">{row.email}</span>
                  </td>
                  <td>{row.item_quantity ?? "—"}</td>
                  <td>{row.return_reference ?? "—"}</td>
                  <td>{dateTime(row.received_at)}</td>
                  <td>{statusLabel(row.status)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <Pager
        path="/admin/returns"
        query={{
          q: filters.q,
          status: filters.status,
          from: filters.from,
          to: filters.to,
          overdue: filters.overdue ? "1" : undefined,
        }}
        page={window.page}
        hasNext={hasNext}
      />
    </section>
  );
}
