/**
 * What a subscription event changed for the member, told by e-mail (issue 26, decision 066): the
 * stored copy before the event against the provider's after it. A renewal (a new period, nothing
 * else) changes nothing the member asked for, so it sends nothing.
 */

export interface SubscriptionSnapshot {
  priceId: string | null;
  status: string;
  pausedUntil: Date | null;
  cancelAtPeriodEnd: boolean;
}

export type MembershipChange = "plan_changed" | "paused" | "resumed" | "cancelling";

const LIVE: readonly string[] = ["active", "trialing", "past_due", "paused"];

/** The changes, in the order they are told; none for a new subscription or one that ended. */
export function membershipChanges(
  before: SubscriptionSnapshot | null,
  after: SubscriptionSnapshot,
  at: Date,
): MembershipChange[] {
  if (!before || !LIVE.includes(after.status) || !LIVE.includes(before.status)) return [];
  const changes: MembershipChange[] = [];
  if (before.priceId && after.priceId && before.priceId !== after.priceId)
    changes.push("plan_changed");
  const pausedBefore = before.pausedUntil !== null && before.pausedUntil > at;
  const pausedAfter = after.pausedUntil !== null && after.pausedUntil > at;
  if (pausedAfter && before.pausedUntil?.getTime() !== after.pausedUntil?.getTime())
    changes.push("paused");
  if (pausedBefore && !pausedAfter) changes.push("resumed");
  if (!before.cancelAtPeriodEnd && after.cancelAtPeriodEnd) changes.push("cancelling");
  return changes;
}
