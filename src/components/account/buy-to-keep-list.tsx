import { formatDeliveryDay } from "@/domain/checkout/order-confirmation";
import { ukDay } from "@/domain/gifting/gift-request";
import { pounds } from "@/domain/member/billing";
import type { KeepQuote } from "@/domain/buy-to-keep/keep-price";
import { BuyToKeepButton } from "./buy-to-keep-button";

export interface KeepOffer {
  productItemId: number;
  name: string;
  quote: KeepQuote;
}

export interface KeptLine {
  purchaseId: number;
  reference: string;
  name: string;
  pricePence: number;
  paidAt: Date;
}

/**
 * 'Keep a favourite' on /account (issue 27): each garment at home with its price to keep (its shop
 * price less the rent the family has paid for it, never below the shop's lowest price) and the
 * garments already bought, with their receipt reference. Nothing shows for a family with neither.
 */
export function BuyToKeepList({ offers, kept }: { offers: KeepOffer[]; kept: KeptLine[] }) {
  if (offers.length === 0 && kept.length === 0) return null;
  return (
    <section className="account-items keep" aria-labelledby="account-keep">
      {offers.length > 0 && (
        <>
          <h3 id="account-keep">Keep a favourite</h3>
          <p className="keep__intro">
            Something they love too much to send back? Buy it to keep. The price is its shop price
            less the rent you have already paid for it.
          </p>
          <ul className="keep__list" data-testid="keep-offers">
            {offers.map((offer) => (
              <li key={offer.productItemId} className="keep-offer">
                <span className="keep-offer__name">{offer.name}</span>
                <span className="keep-offer__sum" data-testid="keep-sum">
                  {`Shop price ${pounds(offer.quote.rrpPence)}, less ${pounds(offer.quote.rentPaidPence)} rent paid`}
                  {offer.quote.atFloor && " (our lowest price to keep it)"}
                </span>
                <BuyToKeepButton
                  productItemId={offer.productItemId}
                  pricePence={offer.quote.pricePence}
                  garment={offer.name}
                />
              </li>
            ))}
          </ul>
        </>
      )}
      {kept.length > 0 && (
        <>
          <h3 id={offers.length > 0 ? undefined : "account-keep"}>Yours to keep</h3>
          <ul className="keep__list" data-testid="kept-garments">
            {kept.map((line) => (
              <li key={line.purchaseId} className="keep-offer">
                <span className="keep-offer__name">{line.name}</span>
                <span className="keep-offer__sum">
                  {`Kept: no need to send it back. Paid ${pounds(line.pricePence)} on ${formatDeliveryDay(ukDay(line.paidAt))}, receipt ${line.reference}.`}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
