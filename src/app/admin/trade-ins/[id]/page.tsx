import Link from "next/link";
import { dateTime, day, money } from "@/components/admin/format";
import { MemberSection } from "@/components/admin/orders/record-sections";
import "@/components/admin/orders/admin-orders.css";
import "@/components/admin/trade-ins/admin-trade-ins.css";
import { GradePieceForm } from "@/components/admin/trade-ins/grade-piece-form";
import { ReceiveTradeInButton } from "@/components/admin/trade-ins/receive-trade-in-button";
import {
  REJECTED_CHOICE_LABELS,
  sizeName,
  TRADE_IN_STATUS_LABELS,
} from "@/domain/trade-in/trade-in";
import { getDb } from "@/server/db/client";
import { loadTradeIn, loadVariantChoices } from "@/server/services/trade-in/staff-trade-ins";
import { readRecord } from "../../read-record";

const VARIANT_LIST = "trade-in-variants";

/** One trade-in: mark its parcel received, then grade each piece (issue 27). */
export default async function AdminTradeInPage({ params }: { params: Promise<{ id: string }> }) {
  const { offer, pieces, credit } = await readRecord(params, loadTradeIn);
  const gradable = offer.status === "received";
  const variants = gradable ? await loadVariantChoices(getDb()) : [];
  return (
    <article className="admin-orders-detail">
      <header>
        <p>
          <Link href="/admin/trade-ins">All trade-ins</Link>
        </p>
        <h1>Trade-in {offer.reference}</h1>
        <dl className="admin-orders-facts">
          <dt>Status</dt>
          <dd data-testid="trade-in-status">{TRADE_IN_STATUS_LABELS[offer.status]}</dd>
          <dt>Offered</dt>
          <dd>{dateTime(offer.created_at)}</dd>
          <dt>Post by</dt>
          <dd>{day(offer.post_by)}</dd>
          <dt>Prepaid label</dt>
          <dd>
            {offer.label_status === "ready"
              ? `Made, tracking number ${offer.tracking_number ?? "not given"}`
              : "Being made"}
          </dd>
          <dt>Received</dt>
          <dd>{dateTime(offer.received_at)}</dd>
          <dt>Pieces we cannot take</dt>
          <dd>{REJECTED_CHOICE_LABELS[offer.rejected_choice]}</dd>
          <dt>Credit</dt>
          <dd data-testid="trade-in-credit">
            {credit
              ? `${money(credit.pence / 100)} (${credit.percent}% of ${money(credit.value_pence / 100)}), ${credit.status === "granted" ? "granted" : "being granted"}`
              : offer.status === "graded"
                ? "None (nothing accepted)"
                : "When every piece is graded"}
          </dd>
        </dl>
        {offer.status === "sent" && <ReceiveTradeInButton id={offer.id} />}
      </header>
      <MemberSection
        member={{
          id: offer.user_id,
          email: offer.email,
          firstName: offer.firstName,
          lastName: offer.lastName,
          contactNumber: offer.contactNumber,
          address1: offer.address1,
          address2: offer.address2,
          city: offer.city,
          postcode: offer.postcode,
          country: offer.country,
        }}
      />
      <section aria-labelledby="pieces-heading">
        <h2 id="pieces-heading">Pieces</h2>
        {gradable && (
          <datalist id={VARIANT_LIST}>
            {variants.map((variant) => (
              <option key={variant.sku} value={variant.sku}>
                {variant.label}
              </option>
            ))}
          </datalist>
        )}
        <ol className="admin-trade-in-pieces">
          {pieces.map((piece) => (
            <li key={piece.id} data-testid={`trade-in-piece-${piece.id}`}>
              {/* The family's own photo: staff only, never a public image. */}
              <img
                src={`/api/trade-ins/photos/${piece.photo_id}`}
                alt={`Photo of ${piece.brand} ${piece.category}`}
                width={160}
                height={160}
              />
              <div>
                <p>
                  <strong>{piece.brand}</strong>, {piece.category}, {sizeName(piece.size)}
                </p>
                {piece.grade === "accepted" && (
                  <p>
                    Accepted at {money((piece.value_pence ?? 0) / 100)}: garment{" "}
                    <Link href={`/admin/garments/${piece.product_item_id}`}>
                      {piece.product_item_id}
                    </Link>{" "}
                    ({piece.product_name}, {piece.variant_sku}), to be checked and approved.
                  </p>
                )}
                {piece.grade === "rejected" && (
                  <p>
                    Rejected: {piece.rejection_reason}.{" "}
                    {piece.rejected_outcome === "return"
                      ? "Send it back to the family."
                      : "Recycle it."}
                  </p>
                )}
                {piece.grade === null && gradable && (
                  <GradePieceForm
                    offerId={offer.id}
                    pieceId={piece.id}
                    variantList={VARIANT_LIST}
                  />
                )}
                {piece.grade === null && offer.status === "sent" && (
                  <p>Not graded: mark the parcel received first.</p>
                )}
              </div>
            </li>
          ))}
        </ol>
      </section>
    </article>
  );
}
