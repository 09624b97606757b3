import { formatDeliveryDay } from "@/domain/checkout/order-confirmation";
import {
  sizeName,
  tradeInCreditText,
  tradeInFacts,
  tradeInStateText,
  type MemberTradeIn,
} from "@/domain/trade-in/trade-in";

/**
 * A family's trade-in offers on /account (issue 27): each one's state in words (sent, received,
 * graded with what was accepted and credited), its prepaid label while the parcel is awaited, and
 * its pieces with their photos and grades.
 */
export function TradeInOffers({ offers }: { offers: readonly MemberTradeIn[] }) {
  if (offers.length === 0)
    return <p className="account__empty">You have not offered anything yet.</p>;
  return (
    <ul className="trade-in-offers" data-testid="trade-in-offers">
      {offers.map((offer) => {
        const facts = tradeInFacts(offer);
        const credit = tradeInCreditText(facts);
        return (
          <li key={offer.id} className="trade-in-offer" data-testid={`trade-in-${offer.reference}`}>
            <h3>
              Trade-in {offer.reference}
              <span className="trade-in-offer__pieces">
                {" "}
                ({offer.pieces.length === 1 ? "1 piece" : `${offer.pieces.length} pieces`})
              </span>
            </h3>
            <p className="trade-in-offer__state" data-testid="trade-in-state">
              {tradeInStateText(facts)}
            </p>
            {credit && (
              <p className="trade-in-offer__credit" data-testid="trade-in-credit">
                {credit}
              </p>
            )}
            {offer.status === "sent" &&
              (offer.label.status === "ready" ? (
                <p className="trade-in-offer__label">
                  Post your parcel by {formatDeliveryDay(offer.postBy)} with the prepaid label:{" "}
                  <a className="button" href={`/api/trade-ins/${offer.id}/label`}>
                    Print the label
                  </a>{" "}
                  <a href={`/api/trade-ins/${offer.id}/label?format=qr`}>
                    or show this QR code at the Post Office
                  </a>
                </p>
              ) : (
                <p className="trade-in-offer__label">
                  Your prepaid label is being made. Refresh this page in a minute.
                </p>
              ))}
            <ul className="trade-in-offer__list">
              {offer.pieces.map((piece) => (
                <li key={piece.id}>
                  <img
                    src={`/api/trade-ins/photos/${piece.photoId}`}
                    alt=""
                    width={48}
                    height={48}
                    loading="lazy"
                  />
                  <span>
                    {piece.brand}, {piece.category}, {sizeName(piece.size)}
                    {piece.grade === "accepted" && <strong> Accepted</strong>}
                    {piece.grade === "rejected" && (
                      <>
                        {" "}
                        <strong>Not taken</strong>
                        {piece.rejectionReason ? `: ${piece.rejectionReason}` : ""}
                      </>
                    )}
                  </span>
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
