import Link from "next/link";
import { dateTime, money } from "@/components/admin/format";
import { GiftEditor, ResendGiftButton } from "@/components/admin/orders/gift-editor";
import { HistorySection, NoteSection } from "@/components/admin/orders/record-sections";
import "@/components/admin/orders/admin-orders.css";
import { lastDayText } from "@/domain/gifting/gift-card-expiry";
import { giftDeliveryDays, ukDay } from "@/domain/gifting/gift-request";
import { loadGiftDetail } from "@/server/services/admin-orders/staff-details";
import { readRecord } from "../../read-record";

const DAY_LABEL = new Intl.DateTimeFormat("en-GB", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

export default async function AdminGiftOrderPage({ params }: { params: Promise<{ id: string }> }) {
  const detail = await readRecord(params, loadGiftDetail);
  const { gift, emails, audit } = detail;
  const now = new Date();
  const days = giftDeliveryDays(now).map(
    (value) => [value, DAY_LABEL.format(new Date(`${value}T12:00:00Z`))] as const,
  );
  const editable = gift.status === "PAYMENT_PENDING" || gift.status === "PAID";
  const resendable =
    (gift.status === "PAID" || gift.status === "SENT") && gift.coupon_code && gift.coupon_id;
  return (
    <article className="admin-orders-detail">
      <header>
        <p>
          <Link href="/admin/gift-orders">All gift orders</Link>
        </p>
        <h1>Gift {gift.id}</h1>
        <dl className="admin-orders-facts">
          <dt>Status</dt>
          <dd>{gift.status}</dd>
          <dt>Bought</dt>
          <dd>{dateTime(gift.created_at)}</dd>
          <dt>Amount</dt>
          <dd>{money(gift.coupon_value)}</dd>
          <dt>Code</dt>
          <dd>{gift.coupon_code ?? "Not made yet"}</dd>
          <dt>Usable until</dt>
          <dd data-testid="gift-usable-until">{lastDayText(gift.expires_at)}</dd>
          <dt>Delivery day</dt>
          <dd>{gift.delivery_date ?? "—"}</dd>
          <dt>Delivery status</dt>
          <dd>{gift.delivery_status ?? "—"}</dd>
          <dt>Sender</dt>
          <dd>
            {[gift.title_sender, gift.first_name_sender, gift.last_name_sender]
              .filter(Boolean)
              .join(" ")}{" "}
            · {gift.email_sender} · {gift.phone_sender ?? "no phone"}
          </dd>
          <dt>Recipient</dt>
          <dd>
            {[gift.title_recipient, gift.first_name_recipient, gift.last_name_recipient]
              .filter(Boolean)
              .join(" ")}{" "}
            · {gift.email_recipient} · {gift.phone_recipient ?? "no phone"}
          </dd>
          <dt>Message</dt>
          <dd className="admin-orders-pre">{gift.message ?? "—"}</dd>
          <dt>Payment</dt>
          <dd>{gift.payment_id ?? "—"}</dd>
        </dl>
      </header>
      <section aria-labelledby="edit-heading">
        <h2 id="edit-heading">Change the gift</h2>
        {editable ? (
          <GiftEditor
            id={gift.id}
            days={days}
            deliveryDay={gift.delivery_at ? ukDay(gift.delivery_at) : ""}
            email={gift.email_recipient}
            message={gift.message ?? ""}
          />
        ) : (
          <p>
            {gift.status === "SENT"
              ? "The recipient has been e-mailed; the gift can no longer be changed."
              : "A cancelled gift cannot be changed."}
          </p>
        )}
      </section>
      <section aria-labelledby="emails-heading">
        <h2 id="emails-heading">Recipient&apos;s e-mail</h2>
        {emails.length === 0 ? (
          <p>Not queued yet (it is queued once the gift&apos;s code is made).</p>
        ) : (
          <ul>
            {emails.map((job) => (
              <li key={job.id}>
                {job.resend ? "Resent by staff" : "Card"}: {job.status}, due {dateTime(job.run_at)}
                {job.done_at ? `, done ${dateTime(job.done_at)}` : ""}
              </li>
            ))}
          </ul>
        )}
        {resendable ? (
          <ResendGiftButton id={gift.id} />
        ) : (
          <p>The e-mail can be resent once the gift is paid and its code is made.</p>
        )}
      </section>
      <NoteSection kind="gift" id={gift.id} note={gift.internal_note} />
      <HistorySection audit={audit} />
    </article>
  );
}
