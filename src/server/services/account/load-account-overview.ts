import type { Database } from "@/server/db/client";
import type { PaymentGateway } from "@/server/integrations/payments";
import { loadMemberSubscription } from "../checkout/start-checkout";
import { loadMemberProfile, type LoadedProfile } from "./load-member-profile";

export interface AccountOverview {
  profile: LoadedProfile;
  /** The subscription as the provider's webhooks last told it (pause, cancellation). */
  subscription: {
    status: string;
    pausedUntil: Date | null;
    cancelAtPeriodEnd: boolean;
    currentPeriodEnd: Date | null;
  } | null;
  /** Whether the payment provider reports the subscription live; false without a subscription id. */
  subscriptionLive: boolean;
}

/** Everything /account shows: the loaded profile and the live subscription check (spec 4.3, 7.4). */
export async function loadAccountOverview(
  db: Database,
  userId: string,
  gateway: PaymentGateway,
): Promise<AccountOverview | null> {
  const profile = await loadMemberProfile(db, userId);
  if (!profile) return null;
  const subscriptionId = profile.payment_subscription_id;
  const subscriptionLive = subscriptionId
    ? (await gateway.getSubscriptionStatus(subscriptionId)).active
    : false;
  const mirror = await loadMemberSubscription(db, userId);
  const subscription = mirror && {
    status: mirror.status,
    pausedUntil: mirror.paused_until,
    cancelAtPeriodEnd: mirror.cancel_at_period_end,
    currentPeriodEnd: mirror.current_period_end,
  };
  return { profile, subscriptionLive, subscription };
}
