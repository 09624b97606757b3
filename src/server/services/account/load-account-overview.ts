import type { Executor } from "@/server/db/client";
import { createPaymentGateway, type PaymentGateway } from "@/server/integrations/payments";
import { loadMemberProfile, type LoadedProfile } from "./load-member-profile";

export interface AccountOverview {
  profile: LoadedProfile;
  /** Whether the payment provider reports the subscription live; false without a subscription id. */
  subscriptionLive: boolean;
}

/** Everything /account shows: the loaded profile and the live subscription check (spec 4.3, 7.4). */
export async function loadAccountOverview(
  db: Executor,
  userId: string,
  gateway: PaymentGateway = createPaymentGateway(db),
): Promise<AccountOverview | null> {
  const profile = await loadMemberProfile(db, userId);
  if (!profile) return null;
  const subscriptionId = profile.payment_subscription_id;
  const subscriptionLive = subscriptionId
    ? (await gateway.getSubscriptionStatus(subscriptionId)).active
    : false;
  return { profile, subscriptionLive };
}
