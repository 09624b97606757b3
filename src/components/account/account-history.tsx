import { RETURN_PROGRESS_WORDS, returnProgress, trackingUrl } from "@/domain/member/garment-state";
import type { DeliveryRef, MemberOrder, ReturnRef } from "@/domain/member/types";
import type { ReturnLabelState } from "@/domain/returns/return-label";
import { RETURN_STEPS } from "@/domain/returns/return-request";
import { formatDate, statusLabel } from "./format";
import { ReturnLabelCell } from "./return-label-cell";

/** The member's subscription orders, deliveries and returns with their dates and statuses. */
export function AccountHistory({
  orders,
  deliveries,
  returns,
  labels = {},
}: {
  orders: MemberOrder[];
  deliveries: DeliveryRef[];
  returns: ReturnRef[];
  /** The prepaid labels of the returns, by return id (issue 25). */
  labels?: Record<number, ReturnLabelState>;
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
      <DeliveriesTable deliveries={deliveries} />
      <ReturnsTable returns={returns} labels={labels} />
    </>
  );
}

function DeliveriesTable({ deliveries }: { deliveries: DeliveryRef[] }) {
  return (
    <section className="account-section" aria-labelledby="account-deliveries">
      <h2 id="account-deliveries">Deliveries</h2>
      {deliveries.length === 0 ? (
        <p className="account__empty">No deliveries yet.</p>
      ) : (
        <table className="account-table" data-testid="account-deliveries">
          <thead>
            <tr>
              <th scope="col">Delivery</th>
              <th scope="col">Date</th>
              <th scope="col">Sent</th>
              <th scope="col">Status</th>
              <th scope="col">Tracking</th>
            </tr>
          </thead>
          <tbody>
            {deliveries.map((row) => {
              const link = trackingUrl(row);
              return (
                <tr key={row.id}>
                  <td>#{row.id}</td>
                  <td>{formatDate(row.date)}</td>
                  <td>{formatDate(row.dispatched_at)}</td>
                  <td>{row.delivered_at ? "Delivered" : statusLabel(row.status)}</td>
                  <td>
                    {link ? (
                      <a href={link} rel="noopener noreferrer" target="_blank">
                        Track parcel {row.tracking_code}
                      </a>
                    ) : (
                      (row.tracking_code ?? "—")
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}

function ReturnsTable({
  returns,
  labels,
}: {
  returns: ReturnRef[];
  labels: Record<number, ReturnLabelState>;
}) {
  const open = returns.filter((row) => returnProgress(row) === "awaiting_parcel");
  return (
    <section className="account-section" aria-labelledby="account-returns">
      <h2 id="account-returns">Returns</h2>
      {returns.length === 0 ? (
        <p className="account__empty">No returns yet.</p>
      ) : (
        <table className="account-table" data-testid="account-returns">
          <thead>
            <tr>
              <th scope="col">Return</th>
              <th scope="col">Reference</th>
              <th scope="col">Post by</th>
              <th scope="col">Status</th>
              <th scope="col">Label</th>
            </tr>
          </thead>
          <tbody>
            {returns.map((row) => (
              <tr key={row.id}>
                <td>#{row.id}</td>
                <td>{row.return_reference ?? "—"}</td>
                <td>{formatDate(row.due_date)}</td>
                <td>{RETURN_PROGRESS_WORDS[returnProgress(row)]}</td>
                <td>
                  <LabelCell row={row} label={labels[row.id]} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {open.length > 0 && (
        <div className="account-return-steps">
          <h3>How to send things back</h3>
          <ol>
            {RETURN_STEPS.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}

/**
 * Our prepaid label while the parcel is awaited; a return from before labels keeps the warehouse
 * partner's link, if it had one.
 */
function LabelCell({ row, label }: { row: ReturnRef; label: ReturnLabelState | undefined }) {
  if (returnProgress(row) !== "awaiting_parcel") return "—";
  if (label)
    return (
      <ReturnLabelCell returnId={row.id} reference={row.return_reference ?? null} label={label} />
    );
  if (row.label_url)
    return (
      <a href={row.label_url} rel="noopener noreferrer" target="_blank">
        Print label
      </a>
    );
  return "—";
}
