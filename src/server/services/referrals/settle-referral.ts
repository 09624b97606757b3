import { and, eq } from "drizzle-orm";
import { findPlanByPrice } from "@/domain/checkout/checkout-request";
import type { SubscriptionOption } from "@/domain/content/settings";
import { referralCredits, settleRefusal } from "@/domain/referrals/referral-rules";
import type { Executor } from "@/server/db/client";
import { referrals } from "@/server/db/schema";
import type { CheckoutSessionInfo } from "@/server/integrations/payments";
import { referralCreditJob } from "@/server/jobs/referral-credit";
import { familyFacts, livePlanPriceId, wasMember } from "./referral-facts";

export type ReferralSettlement = "none" | "qualified" | "refused";

/** The friend's settled payment, as completeCheckout knows it. */
export interface ReferralPayment {
  userId: string;
  orderId: number;
  session: CheckoutSessionInfo;
  /** The plan the friend joined on, in pence. */
  planPence: number;
}

export function referralPayment(
  order: { id: number; user_id: string },
  session: CheckoutSessionInfo,
  plan: SubscriptionOption,
): ReferralPayment {
  return {
    userId: order.user_id,
    orderId: order.id,
    session,
    planPence: Math.round(plan.price * 100),
  };
}

/**
 * A friend's subscription payment settled (completeCheckout, in the webhook's transaction): their
 * pending referral is checked once more and either qualifies, with both credits fixed and the
 * credit job queued, or is refused with the reason. Only a pending referral changes, under a row
 * lock with a guarded update, and the job's key is the referral: a repeated or concurrent
 * delivery of the event, or a second settlement of the same payment, queues nothing more.
 */
export async function settleReferral(
  tx: Executor,
  input: ReferralPayment & {
    settings: { subscriptionOptions: readonly SubscriptionOption[] };
    now?: Date;
  },
): Promise<ReferralSettlement> {
  const [referral] = await tx
    .select()
    .from(referrals)
    .where(and(eq(referrals.friend_user_id, input.userId), eq(referrals.state, "pending")))
    .for("update");
  if (!referral) return "none";
  const facts = await familyFacts(tx, [input.userId, referral.referrer_user_id]);
  const friend = facts.get(input.userId)!;
  const referrer = facts.get(referral.referrer_user_id)!;
  const refusal = settleRefusal({
    friend: { ...friend, paymentCustomerId: input.session.customerId ?? friend.paymentCustomerId },
    referrer,
    wasMemberBefore: await wasMember(tx, input.userId, {
      orderId: input.orderId,
      subscriptionId: input.session.subscriptionId,
    }),
  });
  const settled = { settled_checkout_id: input.session.id, qualified_at: input.now ?? new Date() };
  if (refusal) {
    await tx
      .update(referrals)
      .set({ ...settled, state: "refused", refusal })
      .where(and(eq(referrals.id, referral.id), eq(referrals.state, "pending")));
    return "refused";
  }
  const referrerPlan = findPlanByPrice(
    input.settings.subscriptionOptions,
    await livePlanPriceId(tx, referrer.userId),
  );
  const credits = referralCredits({
    friendPlanPence: input.planPence,
    referrerPlanPence: referrerPlan ? Math.round(referrerPlan.price * 100) : null,
  });
  const [qualified] = await tx
    .update(referrals)
    .set({
      ...settled,
      state: "qualified",
      friend_credit_pence: credits.friendPence,
      referrer_credit_pence: credits.referrerPence,
    })
    .where(and(eq(referrals.id, referral.id), eq(referrals.state, "pending")))
    .returning({ id: referrals.id });
  if (!qualified) return "none";
  await referralCreditJob.enqueue(tx, { referralId: qualified.id });
  return "qualified";
}
