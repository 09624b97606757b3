import type { MemberOrder, StatusRef } from "@/domain/member/types";
import { formatDate, statusLabel } from "./format";

/** The member's subscription orders, deliveries and returns with their dates and statuses. */
export function AccountHistory({
  orders,
  deliveries,
  returns,
}: {
  orders: MemberOrder[];
  deliveries: StatusRef[];
  returns: StatusRef[];
}) {
  return (
    <>
      <section className="account-section" aria-labelledby="account-orders">
        <h2 id="account-orders">Orders</h2>
        {orders.length === 0 ? (
          <p className="account__empty">You have no orders yet.</p>
        ) : (
          <table className="account-table">
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Placed</th>
                <th scope="col">Plan</th>
                <th scope="col">Delivery</th>
                <th scope="col">Items</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((o) => (
                <tr key={o.id}>
                  <td>#{o.id}</td>
                  <td>{formatDate(o.created_at)}</td>
                  <td>{o.subscription_type ?? "—"}</td>
                  <td>
                    {formatDate(o.delivery_date)}
                    {o.delivery_date_time ? `, ${o.delivery_date_time}` : ""}
                  </td>
                  <td>{o.order_product_variants.length}</td>
                  <td>{statusLabel(o.status)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <StatusTable
        id="account-deliveries"
        title="Deliveries"
        noun="Delivery"
        rows={deliveries}
        empty="No deliveries yet."
      />
      <StatusTable
        id="account-returns"
        title="Returns"
        noun="Return"
        rows={returns}
        empty="No returns yet."
      />
    </>
  );
}

function StatusTable({
  id,
  title,
  noun,
  rows,
  empty,
}: {
  id: string;
  title: string;
  noun: string;
  rows: StatusRef[];
  empty: string;
}) {
  return (
    <section className="account-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {rows.length === 0 ? (
        <p className="account__empty">{empty}</p>
      ) : (
        <table className="account-table">
          <thead>
            <tr>
              <th scope="col">{noun}</th>
              <th scope="col">Date</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>#{row.id}</td>
                <td>{formatDate(row.date)}</td>
                <td>{statusLabel(row.status)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
