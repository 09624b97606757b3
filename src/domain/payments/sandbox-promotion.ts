/**
 * Promotion codes on the sandbox's payment page (issue 10): a gift card's code takes its value off
 * the payment, once. What is left of a gift worth more than the first payment stays on the
 * subscription as credit for later months (credit_pence).
 */
export const PROMOTION_CODE_UNKNOWN_MESSAGE = "This promotion code is not valid.";
export const PROMOTION_CODE_USED_MESSAGE = "This promotion code has already been used.";
export const PROMOTION_CODE_EXPIRED_MESSAGE = "This promotion code has expired.";
export const PROMOTION_CODE_MAX_LENGTH = 64;

export interface PromotionCodeState {
  timesRedeemed: number;
  maxRedemptions: number;
  expiresAt: Date | null;
}

/** Why a code cannot be used now, or null when it can. */
export function promotionCodeRefusal(state: PromotionCodeState | null, now: Date): string | null {
  if (!state) return PROMOTION_CODE_UNKNOWN_MESSAGE;
  if (state.expiresAt !== null && state.expiresAt <= now) return PROMOTION_CODE_EXPIRED_MESSAGE;
  if (state.timesRedeemed >= state.maxRedemptions) return PROMOTION_CODE_USED_MESSAGE;
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
