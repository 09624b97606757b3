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

/** '20 December 2026' (the provider's dates are instants; UTC, as they are set). */
export const dayMonthYear = (date: Date) =>
  date.toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });

/**
 * A paused or cancelled membership in words; nothing to say for an active one. A cancellation is
 * said first, paused or not (issue 23: cancelling while paused read only 'Paused until …'), with
 * the pause beside it.
 */
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
  if (state === "ended") return "Ended";
  if (subscription.cancelAtPeriodEnd) {
    const ends = subscription.currentPeriodEnd
      ? `Cancelled: your membership ends on ${dayMonthYear(subscription.currentPeriodEnd)}`
      : "Cancelled: your membership ends at the end of this month";
    const pause = subscription.pausedUntil;
    // A pause that outlasts the membership is not worth a mention: the end comes first.
    const pauseFirst =
      state === "paused" &&
      pause !== null &&
      (subscription.currentPeriodEnd === null || pause < subscription.currentPeriodEnd);
    return pauseFirst ? `${ends} (paused until ${dayMonthYear(pause)})` : ends;
  }
  if (state === "paused" && subscription.pausedUntil)
    return `Paused until ${dayMonthYear(subscription.pausedUntil)}`;
  return null;
}

/** Under a cancellation not yet in effect: how the member undoes it (issue 23). */
export const UNDO_CANCELLATION_HINT =
  "Changed your mind? Until then you can keep your membership, with no gap.";

/** Whether the member may still undo a cancellation: set to end, and not ended yet. */
export function cancellationUndoable(subscription: { status: string; cancelAtPeriodEnd: boolean }) {
  return subscription.cancelAtPeriodEnd && ["active", "trialing"].includes(subscription.status);
}
