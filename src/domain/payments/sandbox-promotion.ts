/**
 * Promotion codes on the sandbox's payment page (issue 10): a gift card's code takes its value off
 * the payment, once. What is left of a gift worth more than the first payment stays on the
 * subscription as credit for later months (credit_pence).
 */
/**
 * One answer for a code that does not exist or is used up (issue 23): a different answer for a
 * used code would tell a guesser which codes are real. An expired code says when it expired
 * (issue 25: gift cards last 12 months, and a family should learn why theirs no longer works).
 */
import { lastDayText } from "@/domain/gifting/gift-card-expiry";

export const PROMOTION_CODE_REFUSED_MESSAGE =
  "This promotion code is not valid, or has already been used.";
export const PROMOTION_CODE_MAX_LENGTH = 64;

/**
 * Wrong codes tried from one client address, and on one payment page, within the window: past
 * either, codes are refused (429) without being looked up. A right code does not count.
 */
export const CODE_ATTEMPT_WINDOW_SECONDS = 10 * 60;
export const WRONG_CODES_PER_ADDRESS = 10;
export const WRONG_CODES_PER_PAGE = 10;
export const TOO_MANY_CODE_ATTEMPTS_MESSAGE =
  "Too many attempts. Please wait a few minutes and try again.";

export interface PromotionCodeState {
  timesRedeemed: number;
  maxRedemptions: number;
  expiresAt: Date | null;
}

/** 'This promotion code expired on 3 March 2027.' */
export function promotionCodeExpiredMessage(expiresAt: Date): string {
  return `This promotion code expired on ${lastDayText(expiresAt)}.`;
}

/** Why a code cannot be used now (the same words for unknown and used up), or null. */
export function promotionCodeRefusal(state: PromotionCodeState | null, now: Date): string | null {
  if (!state) return PROMOTION_CODE_REFUSED_MESSAGE;
  if (state.expiresAt !== null && state.expiresAt <= now)
    return promotionCodeExpiredMessage(state.expiresAt);
  if (state.timesRedeemed >= state.maxRedemptions) return PROMOTION_CODE_REFUSED_MESSAGE;
  return null;
}

/** What a code's value does to a payment: the discount now, and the rest kept as credit. */
export function applyPromotion(
  amountPence: number,
  amountOffPence: number,
): { discountPence: number; totalPence: number; creditPence: number } {
  const discountPence = Math.max(0, Math.min(amountPence, amountOffPence));
  return {
    discountPence,
    totalPence: amountPence - discountPence,
    creditPence: Math.max(0, amountOffPence - discountPence),
  };
}
