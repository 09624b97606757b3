import { and, eq } from "drizzle-orm";
import { creditKeys } from "@/domain/referrals/referral-rules";
import type { Database } from "@/server/db/client";
import { referrals } from "@/server/db/schema";
import type { PaymentGateway } from "@/server/integrations/payments";
import { familyFacts } from "./referral-facts";

export type CreditResult = "credited" | "not_qualified";

/**
 * The credit job's work: both families' month is granted at the payment provider, each with its
 * own idempotency key (a retried job, or two workers at once, credits once), then the referral
 * is marked credited. Nothing is held open while the provider is called; a failure leaves the
 * referral qualified for the job's retry.
 */
export async function creditReferral(
  db: Database,
  payments: PaymentGateway,
  referralId: number,
  now: Date,
): Promise<CreditResult> {
  const [referral] = await db.select().from(referrals).where(eq(referrals.id, referralId));
  if (!referral || referral.state !== "qualified") return "not_qualified";
  const facts = await familyFacts(db, [referral.friend_user_id, referral.referrer_user_id]);
  const keys = creditKeys(referral.id);
  const grants = [
    {
      customerId: facts.get(referral.friend_user_id)?.paymentCustomerId,
      pence: referral.friend_credit_pence ?? 0,
      idempotencyKey: keys.friend,
      description: "A month's credit: you joined Littlerobe with a friend's code",
    },
    {
      customerId: facts.get(referral.referrer_user_id)?.paymentCustomerId,
      pence: referral.referrer_credit_pence ?? 0,
      idempotencyKey: keys.referrer,
      description: "A month's credit: a friend joined Littlerobe with your code",
    },
  ];
  for (const { customerId, ...grant } of grants) {
    if (grant.pence <= 0) continue;
    if (!customerId) throw new Error(`Referral ${referral.id}: a family has no payment customer`);
    await payments.addCustomerCredit({ customerId, ...grant });
  }
  await db
    .update(referrals)
    .set({ state: "credited", credited_at: now })
    .where(and(eq(referrals.id, referral.id), eq(referrals.state, "qualified")));
  return "credited";
}
