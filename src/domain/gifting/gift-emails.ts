/** The gift card's two e-mails (issue 10): the sender's receipt and the recipient's card. */

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

export function receiptSubject(facts: GiftEmailFacts): string {
  return `Your Littlerobe gift card for ${facts.recipientFirstName} (gift ${facts.orderId})`;
}

export function recipientSubject(facts: GiftEmailFacts): string {
  return `${facts.senderFirstName} sent you a Littlerobe gift card`;
}
