import Link from "next/link";
import { dateTime, day, statusLabel } from "@/components/admin/format";
import { GarmentTable } from "@/components/admin/orders/garment-table";
import {
  HistorySection,
  MemberSection,
  NoteSection,
} from "@/components/admin/orders/record-sections";
import { StatusChanger } from "@/components/admin/orders/status-changer";
import { TrackingFacts } from "@/components/admin/orders/tracking";
import "@/components/admin/orders/admin-orders.css";
import { DELIVERY_TRANSITIONS } from "@/domain/admin/order-transitions";
import { loadDeliveryDetail } from "@/server/services/admin-orders/staff-details";
import { readRecord } from "../../read-record";

export default async function AdminDeliveryPage({ params }: { params: Promise<{ id: string }> }) {
  const detail = await readRecord(params, loadDeliveryDetail);
  const { delivery, member, garments, history, audit } = detail;
  const handOver = delivery.fulfilment_order_id
    ? `Handed over as ${delivery.fulfilment_order_id} (${dateTime(delivery.fulfilment_processed_time)})`
    : "Not handed over to the warehouse yet";
  return (
    <article className="admin-orders-detail">
      <header>
        <p>
          <Link href="/admin/deliveries">All deliveries</Link>
        </p>
        <h1>Delivery {delivery.id}</h1>
        <dl className="admin-orders-facts">
          <dt>Status</dt>
          <dd>{statusLabel(delivery.status)}</dd>
          <dt>Order</dt>
          <dd>
            {delivery.order_id ? (
              <Link href={`/admin/orders/${delivery.order_id}`}>Order {delivery.order_id}</Link>
            ) : (
              "—"
            )}
          </dd>
          <dt>Delivery day</dt>
          <dd>{day(delivery.date)}</dd>
          <dt>Warehouse</dt>
          <dd>{handOver}</dd>
          <dt>Warehouse error</dt>
          <dd>{delivery.fulfilment_error ?? "—"}</dd>
          <dt>Dispatched</dt>
          <dd>{dateTime(delivery.dispatched_at)}</dd>
          <dt>Delivered</dt>
          <dd>{dateTime(delivery.delivered_at)}</dd>
          <TrackingFacts
            trackingCode={delivery.tracking_code}
            provider={delivery.delivery_provider}
          />
        </dl>
        <StatusChanger
          kind="delivery"
          id={delivery.id}
          current={delivery.status}
          allowed={DELIVERY_TRANSITIONS[delivery.status]}
          name={`delivery ${delivery.id}`}
        />
      </header>
      <MemberSection member={member} />
      <section aria-labelledby="garments-heading">
        <h2 id="garments-heading">Garments</h2>
        <GarmentTable rows={garments} caption="Garments on this delivery" />
      </section>
      <NoteSection kind="delivery" id={delivery.id} note={delivery.internal_note} />
      <HistorySection audit={audit} moves={history} />
    </article>
  );
}
