import Link from "next/link";
import { dateTime, day, statusLabel } from "@/components/admin/format";
import {
  HistorySection,
  MemberSection,
  NoteSection,
} from "@/components/admin/orders/record-sections";
import { StatusChanger } from "@/components/admin/orders/status-changer";
import { TrackingCell, TrackingFacts } from "@/components/admin/orders/tracking";
import "@/components/admin/orders/admin-orders.css";
import { finaliseConsequences } from "@/domain/admin/finalise-order";
import { ORDER_ITEM_TRANSITIONS, ORDER_TRANSITIONS } from "@/domain/admin/order-transitions";
import { formatPounds } from "@/domain/checkout/checkout-request";
import { loadOrderDetail } from "@/server/services/admin-orders/staff-details";
import { readRecord } from "../../read-record";

export default async function AdminOrderPage({ params }: { params: Promise<{ id: string }> }) {
  const detail = await readRecord(params, loadOrderDetail);
  const { order, member, items, deliveries, returns, history, audit, finalise } = detail;
  return (
    <article className="admin-orders-detail">
      <header>
        <p>
          <Link href="/admin/orders">All orders</Link>
        </p>
        <h1>Order {order.id}</h1>
        <dl className="admin-orders-facts">
          <dt>Status</dt>
          <dd data-testid="order-status">{statusLabel(order.status)}</dd>
          <dt>Placed</dt>
          <dd>{dateTime(order.created_at)}</dd>
          <dt>Plan</dt>
          <dd>{order.subscription_type ?? "—"}</dd>
          <dt>Delivery</dt>
          <dd>
            {day(order.delivery_date)} {order.delivery_date_time ?? ""} ·{" "}
            {order.delivery_status ?? "—"}
          </dd>
          <dt>Return</dt>
          <dd>
            {day(order.return_date)} {order.return_date_time ?? ""}
          </dd>
          <TrackingFacts
            trackingCode={order.delivery_tracking_number}
            provider={order.delivery_provider}
          />
          <dt>Payment checkout</dt>
          <dd>{order.checkout_id ?? "—"}</dd>
          {order.refund_reason && (
            <>
              <dt>Refund</dt>
              <dd data-testid="order-refund">
                {order.refund_reason} ·{" "}
                {order.refunded_at
                  ? `${formatPounds((order.refunded_pence ?? 0) / 100)} refunded ${dateTime(order.refunded_at)}`
                  : "refund queued"}
              </dd>
            </>
          )}
        </dl>
        <StatusChanger
          kind="order"
          id={order.id}
          current={order.status}
          allowed={ORDER_TRANSITIONS[order.status]}
          name={`order ${order.id}`}
          confirmations={finalise ? { ORDER_FINALISED: finaliseConsequences(finalise) } : undefined}
        />
      </header>

      <MemberSection member={member} />

      <section aria-labelledby="items-heading">
        <h2 id="items-heading">Items</h2>
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Product</th>
              <th scope="col">Size</th>
              <th scope="col">Colour</th>
              <th scope="col">SKU</th>
              <th scope="col">Status</th>
              <th scope="col">Change</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id} data-testid={`order-item-${item.id}`}>
                <th scope="row">{item.id}</th>
                <td>{item.product}</td>
                <td>{item.size ?? "—"}</td>
                <td>{item.colour ?? "—"}</td>
                <td>{item.sku}</td>
                <td data-testid="item-status">{statusLabel(item.status)}</td>
                <td>
                  <StatusChanger
                    kind="item"
                    id={item.id}
                    current={item.status}
                    allowed={ORDER_ITEM_TRANSITIONS[item.status]}
                    name={`item ${item.id}`}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section aria-labelledby="deliveries-heading">
        <h2 id="deliveries-heading">Deliveries</h2>
        {deliveries.length === 0 ? (
          <p>No deliveries.</p>
        ) : (
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Delivery</th>
                <th scope="col">Day</th>
                <th scope="col">Status</th>
                <th scope="col">Tracking</th>
                <th scope="col">Dispatched</th>
              </tr>
            </thead>
            <tbody>
              {deliveries.map((d) => (
                <tr key={d.id}>
                  <th scope="row">
                    <Link href={`/admin/deliveries/${d.id}`}>Delivery {d.id}</Link>
                  </th>
                  <td>{day(d.date)}</td>
                  <td>{statusLabel(d.status)}</td>
                  <td>
                    <TrackingCell trackingCode={d.tracking_code} provider={d.delivery_provider} />
                  </td>
                  <td>{dateTime(d.dispatched_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section aria-labelledby="returns-heading">
        <h2 id="returns-heading">Returns</h2>
        {returns.length === 0 ? (
          <p>No returns.</p>
        ) : (
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Return</th>
                <th scope="col">Due</th>
                <th scope="col">Status</th>
                <th scope="col">Reference</th>
              </tr>
            </thead>
            <tbody>
              {returns.map((r) => (
                <tr key={r.id}>
                  <th scope="row">
                    <Link href={`/admin/returns/${r.id}`}>Return {r.id}</Link>
                  </th>
                  <td>{day(r.due_date)}</td>
                  <td>{statusLabel(r.status)}</td>
                  <td>{r.return_reference ?? "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <NoteSection kind="order" id={order.id} note={order.internal_note} />

      <HistorySection audit={audit} moves={history} />
    </article>
  );
}
