import type { CartPlan } from "@/domain/cart/types";
import {
  CHECKOUT_PATH,
  COLLECTION_PATH,
  NO_PLAN_MESSAGE,
  UNAVAILABLE_ITEMS_MESSAGE,
  UPGRADE_PLAN_LABEL,
  itemsLeftMessage,
  overLimitMessage,
} from "./messages";

export type CheckoutBlockReason = "unavailable" | "no-plan" | "over-limit" | "under-limit";

export type CheckoutDecision =
  | { kind: "proceed"; href: typeof CHECKOUT_PATH }
  | {
      kind: "blocked";
      reason: CheckoutBlockReason;
      message: string;
      /** The over-limit message's button: closes the modal and goes to /collection. */
      action?: { label: typeof UPGRADE_PLAN_LABEL; href: typeof COLLECTION_PATH };
    };

/**
 * 'Proceed to checkout' (spec 4.7): 1 any unavailable item blocks; then, without a plan, there is
 * no limit to compare with, so the 'pick a subscription plan' message (rule 5) applies;
 * 2 count equals the limit: go to /checkout; 3 over: blocked with 'Upgrade your plan'; 4 under.
 */
export function gateCheckout(
  cart: readonly { unavailable: boolean }[],
  plan: CartPlan | null,
): CheckoutDecision {
  if (cart.some((item) => item.unavailable)) {
    return { kind: "blocked", reason: "unavailable", message: UNAVAILABLE_ITEMS_MESSAGE };
  }
  if (plan === null) return { kind: "blocked", reason: "no-plan", message: NO_PLAN_MESSAGE };
  const count = cart.length;
  if (count === plan.limit) return { kind: "proceed", href: CHECKOUT_PATH };
  // Stryker disable next-line EqualityOperator: equal counts returned above, so > and >= agree
  if (count > plan.limit) {
    return {
      kind: "blocked",
      reason: "over-limit",
      message: overLimitMessage(count - plan.limit),
      action: { label: UPGRADE_PLAN_LABEL, href: COLLECTION_PATH },
    };
  }
  return { kind: "blocked", reason: "under-limit", message: itemsLeftMessage(plan.limit - count) };
}
