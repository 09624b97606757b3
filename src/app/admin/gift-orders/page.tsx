import Link from "next/link";
import { ListTable } from "@/components/admin/list-table";
import { dateTime } from "@/components/admin/orders/formatting";
import { ListFiltersForm } from "@/components/admin/orders/list-filters-form";
import "@/components/admin/orders/admin-orders.css";
import { giftListFilters } from "@/domain/admin/list-filters";
import { listRequest, pageOf, type SearchParams } from "@/domain/admin/paging";
import { getDb } from "@/server/db/client";
import { requireStaffPage } from "@/server/http/staff-page";
import { listGiftOrders } from "@/server/services/admin-orders/staff-lists";

type Search = Promise<SearchParams>;

const STATES = [
  ["paid", "Paid, not sent yet"],
  ["sent", "Sent to the recipient"],
  ["unpaid", "Not paid (pending or cancelled)"],
] as const;
const STATUS_TEXT: Record<string, string> = {
  PAYMENT_PENDING: "Payment pending",
  PAID: "Paid",
  SENT: "Sent",
  CANCELLED: "Cancelled",
};

export default async function AdminGiftOrdersPage({ searchParams }: { searchParams: Search }) {
  await requireStaffPage();
  const { filters, window } = listRequest(await searchParams, giftListFilters);
  const { rows, hasNext } = pageOf(await listGiftOrders(getDb(), filters, window), window);
  return (
    <section>
      <h1>Gift orders</h1>
      <ListFiltersForm
        path="/admin/gift-orders"
        searchLabel="Gift number, sender's or recipient's e-mail, or code"
        q={filters.q}
        statuses={STATES}
        statusName="state"
        statusLabelText="Paid or sent"
        status={filters.state}
        rangeLabel="Delivery day"
        from={filters.from}
        to={filters.to}
      />
      <ListTable
        rows={rows}
        empty="No gift orders match."
        columns={["Gift", "Bought", "Sender", "Recipient", "Amount", "Delivery day", "Status"]}
        row={(row) => (
          <tr key={row.id}>
            <th scope="row">
              <Link href={`/admin/gift-orders/${row.id}`}>Gift {row.id}</Link>
            </th>
            <td>{dateTime(row.created_at)}</td>
            <td>{row.email_sender}</td>
            <td>{row.email_recipient}</td>
            <td>£{Number(row.coupon_value).toFixed(2)}</td>
            <td>{row.delivery_date ?? "—"}</td>
            <td>{STATUS_TEXT[row.status] ?? row.status}</td>
          </tr>
        )}
        path="/admin/gift-orders"
        query={{ q: filters.q, state: filters.state, from: filters.from, to: filters.to }}
        page={window.page}
        hasNext={hasNext}
      />
    </section>
  );
}
