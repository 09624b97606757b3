/**
 * Promotion codes on the sandbox's payment page (issue 10): a gift card's code takes its value off
 * the payment, once. What is left of a gift worth more than the first payment stays on the
 * subscription as credit for later months (credit_pence).
 */
/**
 * One answer for a code that does not exist, is used up or has expired (issue 23): a different
 * answer for a used code would tell a guesser which codes are real.
 */
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

/** Why a code cannot be used now (the same words for unknown, expired and used up), or null. */
export function promotionCodeRefusal(state: PromotionCodeState | null, now: Date): string | null {
  if (!state) return PROMOTION_CODE_REFUSED_MESSAGE;
  if (state.expiresAt !== null && state.expiresAt <= now) return PROMOTION_CODE_REFUSED_MESSAGE;
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
