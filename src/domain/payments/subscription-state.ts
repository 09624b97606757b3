/** Subscription states as the shop reads them, whichever provider keeps the subscription. */

/** Provider statuses under which the member is paying and may receive wardrobes. */
const PAYING_STATUSES: readonly string[] = ["active", "trialing"];

export interface SubscriptionFactsAt {
  status: string;
  pausedUntil: Date | null;
}

/** Live (spec 7.4 'active'): paying, and not inside a pause the member asked for. */
export function isSubscriptionActive(subscription: SubscriptionFactsAt, now: Date): boolean {
  if (!PAYING_STATUSES.includes(subscription.status)) return false;
  return subscription.pausedUntil === null || subscription.pausedUntil <= now;
}

/** A pause of whole months from `from`, the same day of the month (the last day when shorter). */
export function pauseEnd(from: Date, months: number): Date {
  const end = new Date(from);
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

/** Members may pause for one or two months (docs/checkout.md). */
// The cancellation form's rules: the browser's /account/subscription form shows them, and this
// module is zod-free so that zod stays out of that page's first load.
export const CANCELLATION_REASON_MAX = 500;
export const CANCELLATION_REASON_REQUIRED = "Please tell us why you're leaving";

export const PAUSE_MONTH_CHOICES = [1, 2] as const;

export type MembershipState = "active" | "paused" | "cancelling" | "ended";

/** How the member's subscription reads on their pages. */
export function membershipState(
  subscription: SubscriptionFactsAt & { cancelAtPeriodEnd: boolean },
  now: Date,
): MembershipState {
  if (!PAYING_STATUSES.includes(subscription.status)) return "ended";
  if (!isSubscriptionActive(subscription, now)) return "paused";
  return subscription.cancelAtPeriodEnd ? "cancelling" : "active";
}
