/**
 * A gift card or promotion code typed at /checkout (issue 25): checked there, with a message that
 * says what is wrong, then applied on the payment page. The payment page keeps its one answer
 * for unknown and used codes (sandbox-promotion.ts); here the member has signed in and tries are
 * limited, so the message can be plain.
 */
import { z } from "@/domain/zod";
import { MAX_LENGTHS } from "@/domain/forms/messages";
import { lastDayText } from "@/domain/gifting/gift-card-expiry";
import { formatPounds } from "./checkout-request";

export const CODE_UNKNOWN_MESSAGE = "We don't recognise this code. Please check it and try again.";
export const CODE_USED_MESSAGE = "This code has already been used.";
export const GIFT_CARD_USED_MESSAGE = "This gift card has already been used.";
export const GIFT_CARD_HELD_MESSAGE =
  "This gift card is already being used in another checkout. If that payment is not finished, you can use it again later.";

/** 'This gift card expired on 3 March 2027.' (the card's last day). */
export function codeExpiredMessage(giftCard: boolean, expiresAt: Date): string {
  return `This ${giftCard ? "gift card" : "code"} expired on ${lastDayText(expiresAt)}.`;
}

/** What the shop and the provider know of a code. */
export interface CodeFacts {
  /** One of our gift cards (order_gifting), not a promotion made at the provider. */
  giftCard: boolean;
  active: boolean;
  timesRedeemed: number;
  maxRedemptions: number | null;
  expiresAt: Date | null;
}

/** Why a code cannot be used now, or null when it can: unknown, expired, used up, switched off. */
export function checkoutCodeRefusal(facts: CodeFacts | null, now: Date): string | null {
  if (!facts) return CODE_UNKNOWN_MESSAGE;
  if (facts.expiresAt !== null && facts.expiresAt <= now)
    return codeExpiredMessage(facts.giftCard, facts.expiresAt);
  if (facts.maxRedemptions !== null && facts.timesRedeemed >= facts.maxRedemptions)
    return facts.giftCard ? GIFT_CARD_USED_MESSAGE : CODE_USED_MESSAGE;
  if (!facts.active) return CODE_UNKNOWN_MESSAGE;
  return null;
}

/** The summary's line for an accepted code: 'Gift card: £25 off your first payment'. */
export function codeDescription(giftCard: boolean, amountOffPence: number): string {
  const kind = giftCard ? "Gift card" : "Promotion code";
  if (amountOffPence <= 0) return `${kind}: taken off your first payment`;
  return `${kind}: ${formatPounds(amountOffPence / 100)} off your first payment`;
}

/** POST /api/checkout/code: 'Apply' on the checkout page. */
export const checkoutCodeRequest = z.object({
  code: z.string().trim().min(1, CODE_UNKNOWN_MESSAGE).max(MAX_LENGTHS.discountCode),
});
