/** The gift card's two e-mails (issue 10): the sender's receipt and the recipient's card. */
import { lastDayText } from "./gift-card-expiry";
import { giftPounds } from "./gift-request";

export interface GiftEmailFacts {
  orderId: number;
  amountPounds: number;
  senderFirstName: string;
  senderLastName: string;
  recipientFirstName: string;
  recipientLastName: string;
  message: string | null;
  /** The formatted delivery date (order_gifting.delivery_date). */
  deliveryDate: string;
  /** When the card stops working (order_gifting.expires_at). */
  expiresAt: Date;
}

/** 'The gift card can be used until 3 March 2027.' */
function validUntil(facts: GiftEmailFacts): string {
  return `The gift card can be used until ${lastDayText(facts.expiresAt)}.`;
}

export function receiptSubject(facts: GiftEmailFacts): string {
  return `Your Littlerobe gift card for ${facts.recipientFirstName} (gift ${facts.orderId})`;
}

export function receiptText(facts: GiftEmailFacts): string {
  return [
    `Hello ${facts.senderFirstName},`,
    "",
    `Thank you for your gift of ${giftPounds(facts.amountPounds)} to ${facts.recipientFirstName} ${facts.recipientLastName}.`,
    `We will e-mail the gift card to ${facts.recipientFirstName} on ${facts.deliveryDate}.`,
    validUntil(facts),
    "",
    `Gift number: ${facts.orderId}`,
    `Amount paid: ${giftPounds(facts.amountPounds)}`,
    "",
    "Littlerobe",
  ].join("\n");
}

export function recipientSubject(facts: GiftEmailFacts): string {
  return `${facts.senderFirstName} sent you a Littlerobe gift card`;
}

/** The card itself: the code, who it is from and their message (also the page's preview). */
export function recipientText(facts: GiftEmailFacts, code: string): string {
  return [
    `Hello ${facts.recipientFirstName},`,
    "",
    `${facts.senderFirstName} ${facts.senderLastName} has sent you a Littlerobe gift card worth ${giftPounds(facts.amountPounds)}.`,
    ...(facts.message ? ["", facts.message] : []),
    "",
    `Your code: ${code}`,
    validUntil(facts),
    "Type it in the 'Discount code' field at checkout when you start your Littlerobe subscription.",
    "",
    "Littlerobe",
  ].join("\n");
}
