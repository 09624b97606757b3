import type { CartPlan } from "./types";

/**
 * The product page's note on the wardrobe (issue 13). Adding past the limit is allowed (spec 4.6;
 * the basket blocks checkout, spec 4.7), so the page warns before the parent adds, and says what
 * to do. Null while there is room, or without a plan.
 */
export function wardrobeNote(
  cartCount: number,
  plan: Pick<CartPlan, "plan" | "limit"> | null,
): { full: boolean; text: string } | null {
  if (plan === null || cartCount < plan.limit) return null;
  if (cartCount === plan.limit)
    return {
      full: true,
      text: `Your wardrobe is full: ${cartCount} of ${plan.limit} picked. To add this piece, remove one from your wardrobe or choose a bigger plan.`,
    };
  const over = cartCount - plan.limit;
  return {
    full: true,
    text: `Your wardrobe has ${over} ${over === 1 ? "piece" : "pieces"} more than ${plan.plan} allows. Remove ${over === 1 ? "one" : "some"} or choose a bigger plan before checking out.`,
  };
}

/** '{n} to go' while there is room: what the plan still allows. */
export function picksLeft(cartCount: number, plan: Pick<CartPlan, "limit"> | null): number | null {
  return plan === null ? null : Math.max(plan.limit - cartCount, 0);
}

/** The collection banner's 'Now pick your 5' or '3 more to pick'; null when nothing is left. */
export function picksLeftText(
  cartCount: number,
  plan: Pick<CartPlan, "limit"> | null,
): string | null {
  const left = picksLeft(cartCount, plan);
  if (!left) return null;
  return cartCount === 0 ? `Now pick your ${left}` : `${left} more to pick`;
}
