import Link from "next/link";
import { dateTime, day, statusLabel } from "@/components/admin/format";
import { FinishReturnButton } from "@/components/admin/orders/finish-return-button";
import { GarmentTable } from "@/components/admin/orders/garment-table";
import {
  HistorySection,
  MemberSection,
  NoteSection,
} from "@/components/admin/orders/record-sections";
import { StatusChanger } from "@/components/admin/orders/status-changer";
import "@/components/admin/orders/admin-orders.css";
import { RETURN_TRANSITIONS } from "@/domain/admin/order-transitions";
import { getDb } from "@/server/db/client";
import { createPostalCarrier } from "@/server/integrations/postal-carrier";
import { loadReturnDetail } from "@/server/services/admin-orders/staff-details";
import { loadStaffReturnLabel } from "@/server/services/returns/return-label";
import { readRecord } from "../../read-record";

export default async function AdminReturnPage({ params }: { params: Promise<{ id: string }> }) {
  const detail = await readRecord(params, loadReturnDetail);
  const { return: ret, member, garments, history, audit } = detail;
  const label = await loadStaffReturnLabel(getDb(), createPostalCarrier(), ret.id);
  return (
    <article className="admin-orders-detail">
      <header>
        <p>
          <Link href="/admin/returns">All returns</Link>
        </p>
        <h1>Return {ret.id}</h1>
        <dl className="admin-orders-facts">
          <dt>Status</dt>
          <dd>{statusLabel(ret.status)}</dd>
          <dt>Asked for</dt>
          <dd>{dateTime(ret.created_at)}</dd>
          <dt>Due</dt>
          <dd>{day(ret.due_date)}</dd>
          <dt>Return reference</dt>
          <dd data-testid="return-reference">{ret.return_reference ?? "—"}</dd>
          <dt>Partner&rsquo;s reference</dt>
          <dd data-testid="partner-return-reference">{ret.partner_return_reference ?? "—"}</dd>
          <dt>Prepaid label</dt>
          <dd data-testid="return-label">
            {!label
              ? "—"
              : label.status === "pending"
                ? "Being made"
                : `${label.carrier === "local" ? "Local carrier" : "Royal Mail Click & Drop"}, tracking number ${label.trackingNumber ?? "not given"}`}
          </dd>
          {label?.status === "ready" && (
            <>
              <dt>Parcel&rsquo;s journey</dt>
              <dd>
                {label.events ? (
                  <ol>
                    {label.events.map((event) => (
                      <li key={event.code}>
                        {dateTime(new Date(event.occurredAt))}: {event.description}
                      </li>
                    ))}
                  </ol>
                ) : (
                  "The carrier could not be asked."
                )}
              </dd>
            </>
          )}
          <dt>Partner&rsquo;s label</dt>
          <dd>
            {ret.label_url ? (
              <a href={ret.label_url} rel="noreferrer" target="_blank">
                The prepaid label
              </a>
            ) : (
              "—"
            )}
          </dd>
          <dt>Warehouse</dt>
          <dd>{ret.fulfilment_return_id ?? "Not told yet"}</dd>
          <dt>Received</dt>
          <dd>{dateTime(ret.received_at)}</dd>
          <dt>Garments</dt>
          <dd>{ret.item_quantity ?? "—"}</dd>
          <dt>Cancellation reason</dt>
          <dd>{ret.cancellation_reason ?? "—"}</dd>
        </dl>
        <StatusChanger
          kind="return"
          id={ret.id}
          current={ret.status}
          allowed={RETURN_TRANSITIONS[ret.status]}
          name={`return ${ret.id}`}
        />
        {ret.status !== "ORDER_FINALISED" && <FinishReturnButton id={ret.id} />}
      </header>
      <MemberSection member={member} />
      <section aria-labelledby="garments-heading">
        <h2 id="garments-heading">Garments</h2>
        <GarmentTable rows={garments} caption="Garments on this return" />
      </section>
      <NoteSection kind="return" id={ret.id} note={ret.internal_note} />
      <HistorySection audit={audit} moves={history} />
    </article>
  );
}
