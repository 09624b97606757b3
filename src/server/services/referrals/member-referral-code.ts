import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { CODE_SUFFIX_LENGTH, referralCode } from "@/domain/referrals/referral-code";
import type { Database } from "@/server/db/client";
import { referralCodes, users } from "@/server/db/schema";

const ATTEMPTS = 8;

/**
 * The member's referral code, made the first time it is asked for and the same ever after. Only
 * a family that has paid once (it has a payment customer, so a credit has somewhere to go) has
 * one; null for others. Two requests at once make one code (the user id is the key); a code
 * another family drew already is drawn again.
 */
export async function memberReferralCode(
  db: Database,
  userId: string,
  random: (size: number) => ArrayLike<number> = randomBytes,
): Promise<string | null> {
  const [user] = await db
    .select({
      firstName: users.firstName,
      customer: users.payment_customer_id,
      code: referralCodes.code,
    })
    .from(users)
    .leftJoin(referralCodes, eq(referralCodes.user_id, users.id))
    .where(eq(users.id, userId));
  if (!user) return null;
  if (user.code) return user.code;
  if (!user.customer) return null;
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    await db
      .insert(referralCodes)
      .values({ user_id: userId, code: referralCode(user.firstName, random(CODE_SUFFIX_LENGTH)) })
      .onConflictDoNothing();
    const [kept] = await db
      .select({ code: referralCodes.code })
      .from(referralCodes)
      .where(eq(referralCodes.user_id, userId));
    if (kept) return kept.code;
  }
  throw new Error(`No free referral code after ${ATTEMPTS} draws`);
}
