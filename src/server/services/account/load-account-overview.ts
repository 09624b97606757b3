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
  /** The gift-card credit the provider holds for the member's next payments (pence). */
  creditPence: number;
}

/**
 * Everything /account shows: the loaded profile, the live subscription check (spec 4.3, 7.4) and
 * the gift-card credit left (issue 26), the last two asked of the payment provider.
 */
export async function loadAccountOverview(
  db: Database,
  userId: string,
  gateway: PaymentGateway,
): Promise<AccountOverview | null> {
  const profile = await loadMemberProfile(db, userId);
  if (!profile) return null;
  const subscriptionId = profile.payment_subscription_id;
  const customerId = profile.user.payment_customer_id;
  const [subscriptionLive, creditPence] = await Promise.all([
    subscriptionId
      ? gateway.getSubscriptionStatus(subscriptionId).then((status) => status.active)
      : false,
    customerId ? gateway.getCustomerCredit(customerId) : 0,
  ]);
  const mirror = await loadMemberSubscription(db, userId);
  const subscription = mirror && {
    status: mirror.status,
    pausedUntil: mirror.paused_until,
    cancelAtPeriodEnd: mirror.cancel_at_period_end,
    currentPeriodEnd: mirror.current_period_end,
  };
  return { profile, subscriptionLive, subscription, creditPence };
}
