import { and, eq } from "drizzle-orm";
import { creditKeys } from "@/domain/referrals/referral-rules";
import type { Database } from "@/server/db/client";
import { referrals } from "@/server/db/schema";
import type { PaymentGateway } from "@/server/integrations/payments";
import { sendTemplate } from "@/server/integrations/email";
import { referralCreditedEmail } from "@/server/integrations/email/templates/referral-emails";
import { familyFacts } from "./referral-facts";

export type CreditResult = "credited" | "not_qualified";

/**
 * The credit job's work: both families' month is granted at the payment provider, each with its
 * own idempotency key (a retried job, or two workers at once, credits once), then the referral
 * is marked credited and each family gets an e-mail, once. Nothing is held open while the provider is called; a failure leaves the
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
  // Marked credited and both families told in one transaction, once (a guarded update).
  await db.transaction(async (tx) => {
    const [credited] = await tx
      .update(referrals)
      .set({ state: "credited", credited_at: now })
      .where(and(eq(referrals.id, referral.id), eq(referrals.state, "qualified")))
      .returning({ id: referrals.id });
    if (!credited) return;
    const friend = facts.get(referral.friend_user_id)!;
    const referrer = facts.get(referral.referrer_user_id)!;
    const tell = [
      { to: friend, other: referrer, role: "friend" as const, pence: grants[0]!.pence },
      { to: referrer, other: friend, role: "referrer" as const, pence: grants[1]!.pence },
    ];
    for (const { to, other, role, pence } of tell)
      if (pence > 0)
        await sendTemplate(tx, to.email, referralCreditedEmail, {
          firstName: to.firstName,
          role,
          otherFirstName: other.firstName,
          creditPence: pence,
          code: referral.code,
        });
  });
  return "credited";
}
