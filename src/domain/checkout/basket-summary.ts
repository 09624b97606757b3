import type { CartPlan } from "@/domain/cart/types";

export type CountStyle = "green" | "red" | "plain";

export interface BasketSummary {
  /** '{n} out of {limit} picked'; null without a plan (there is no limit to show). */
  countText: string | null;
  /** green when the count equals the limit, red when it exceeds it. */
  countStyle: CountStyle;
  /** 'Subscription {plan}' or 'Select a plan below to get started'. */
  planText: string;
  planButtonLabel: "Select a plan" | "Change plan";
}

export interface SubscriptionBanner {
  planText: string;
  /** '{cart count} of {limit} picked'. */
  countText: string;
  /** Styled as an error when the cart count exceeds the limit; it never blocks. */
  isError: boolean;
}

/**
 * 'Subscription {plan}'. Plan labels are themselves 'Subscription A/B/C', so a label that already
 * starts with 'Subscription ' is shown as it is rather than doubled.
 */
export function subscriptionText(plan: CartPlan): string {
  return plan.plan.startsWith("Subscription ") ? plan.plan : `Subscription ${plan.plan}`;
}

function countStyle(count: number, limit: number): CountStyle {
  if (count === limit) return "green";
  // Stryker disable next-line EqualityOperator: equal counts returned above, so > and >= agree
  return count > limit ? "red" : "plain";
}

/** The basket summary modal ('Summary of wardrobe', spec 2.6). */
export function basketSummary(cartCount: number, plan: CartPlan | null): BasketSummary {
  if (plan === null) {
    return {
      countText: null,
      countStyle: "plain",
      planText: "Select a plan below to get started",
      planButtonLabel: "Select a plan",
    };
  }
  return {
    countText: `${cartCount} out of ${plan.limit} picked`,
    countStyle: countStyle(cartCount, plan.limit),
    planText: subscriptionText(plan),
    planButtonLabel: "Change plan",
  };
}

/** The subscription banner (spec 2.4); shown only once a plan is chosen, else null. */
export function subscriptionBanner(
  cartCount: number,
  plan: CartPlan | null,
): SubscriptionBanner | null {
  if (plan === null) return null;
  return {
    planText: subscriptionText(plan),
    countText: `${cartCount} of ${plan.limit} picked`,
    isError: cartCount > plan.limit,
  };
}
