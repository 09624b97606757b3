import Link from "next/link";
import { ListTable, MemberCell } from "@/components/admin/list-table";
import { dateTime, day, statusLabel } from "@/components/admin/orders/formatting";
import { ListFiltersForm } from "@/components/admin/orders/list-filters-form";
import "@/components/admin/orders/admin-orders.css";
import { returnListFilters } from "@/domain/admin/list-filters";
import { listRequest, pageOf, type SearchParams } from "@/domain/admin/paging";
import { ORDER_STATUSES } from "@/domain/enums";
import { ukDay } from "@/domain/gifting/gift-request";
import { getDb } from "@/server/db/client";
import { requireStaffPage } from "@/server/http/staff-page";
import { listReturns } from "@/server/services/admin-orders/staff-lists";

type Search = Promise<SearchParams>;

export default async function AdminReturnsPage({ searchParams }: { searchParams: Search }) {
  await requireStaffPage();
  const { filters, window } = listRequest(await searchParams, returnListFilters);
  const now = new Date();
  const today = ukDay(now);
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
      <ListTable
        rows={rows}
        empty="No returns match."
        columns={[
          "Return",
          "Asked for",
          "Due",
          "Member",
          "Garments",
          "Reference",
          "Received",
          "Status",
        ]}
        row={(row) => {
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
              <MemberCell member={row} />
              <td>{row.item_quantity ?? "—"}</td>
              <td>{row.return_reference ?? "—"}</td>
              <td>{dateTime(row.received_at)}</td>
              <td>{statusLabel(row.status)}</td>
            </tr>
          );
        }}
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
