import type { SwapAllowance } from "@/domain/member/swap-allowance";
import { isSubscriptionActive } from "@/domain/payments/subscription-state";
import type { Database } from "@/server/db/client";
import { loadMemberSubscription } from "../checkout/start-checkout";
import { memberSwapAllowance } from "../checkout/swap-allowance";

/** What /account says about swaps (decision 057): only for a member whose subscription is live. */
export async function loadMemberSwaps(
  db: Database,
  input: { userId: string; allowance: number; now: Date },
): Promise<(SwapAllowance & { membershipEnds: boolean }) | null> {
  const subscription = await loadMemberSubscription(db, input.userId);
  const live =
    subscription !== null &&
    isSubscriptionActive(
      { status: subscription.status, pausedUntil: subscription.paused_until },
      input.now,
    );
  if (!live) return null;
  const swaps = await memberSwapAllowance(db, {
    ...input,
    periodEnd: subscription.current_period_end,
  });
  return { ...swaps, membershipEnds: subscription.cancel_at_period_end };
}
