/** What /account says about the member's plan and subscription (spec 2.1, 4.3). */
import type { SubscriptionOption } from "@/domain/content/settings";
import { membershipState } from "@/domain/payments/subscription-state";
import { isSubscribed, latestSubscriptionOrder, type SubscriptionFacts } from "./member-state";

export const NO_PLAN_LABEL = "No plan chosen yet";

export const SUBSCRIPTION_STATE = {
  none: "No subscription yet",
  active: "Active",
  inactive: "Not active",
} as const;

export type SubscriptionStateLabel = (typeof SUBSCRIPTION_STATE)[keyof typeof SUBSCRIPTION_STATE];

export interface MemberPlan {
  /** The plan's name: the settings' option for the member's price, else the latest order's plan. */
  label: string;
  /** The settings' option the member pays for, when the price is still offered. */
  option: SubscriptionOption | undefined;
}

const filled = (text: string | null | undefined): string | undefined =>
  text?.trim() ? text.trim() : undefined;

/**
 * The member's plan: the subscription option whose payment price the member pays; when no offered
 * option has that price (or there is none), the plan named on the latest subscription order.
 */
export function memberPlan(
  options: readonly SubscriptionOption[],
  paymentPriceId: string | null | undefined,
  orders: readonly { id: number; subscription_type?: string | null }[],
): MemberPlan {
  const price = filled(paymentPriceId);
  const option = price === undefined ? undefined : options.find((o) => o.paymentPriceId === price);
  const label =
    filled(option?.plan) ??
    filled(latestSubscriptionOrder({ order: orders })?.subscription_type) ??
    NO_PLAN_LABEL;
  return { label, option };
}

/**
 * The subscription line: none without a subscription id; Active only when the member is
 * subscribed (spec 4.3) and the payment provider reports the subscription live; else Not active.
 */
export function subscriptionState(
  profile: SubscriptionFacts,
  live: boolean,
): SubscriptionStateLabel {
  if (!profile.payment_subscription_id) return SUBSCRIPTION_STATE.none;
  return isSubscribed(profile) && live ? SUBSCRIPTION_STATE.active : SUBSCRIPTION_STATE.inactive;
}

const dayMonthYear = (date: Date) =>
  date.toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });

/** A paused or cancelled membership in words; nothing to say for an active one. */
export function membershipNote(
  subscription: {
    status: string;
    pausedUntil: Date | null;
    cancelAtPeriodEnd: boolean;
    currentPeriodEnd: Date | null;
  },
  now: Date,
): string | null {
  const state = membershipState(subscription, now);
  if (state === "paused" && subscription.pausedUntil)
    return `Paused until ${dayMonthYear(subscription.pausedUntil)}`;
  if (state === "cancelling")
    return subscription.currentPeriodEnd
      ? `Cancelled: your membership ends on ${dayMonthYear(subscription.currentPeriodEnd)}`
      : "Cancelled: your membership ends at the end of this month";
  if (state === "ended") return "Ended";
  return null;
}
