import { desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { ReferralRefusal, ReferralState } from "@/domain/referrals/referral-rules";
import type { Database } from "@/server/db/client";
import { referrals, users } from "@/server/db/schema";
import { memberReferralCode } from "./member-referral-code";

export interface MemberReferral {
  /** The other family's first name only (nothing else of theirs is shown). */
  firstName: string | null;
  state: ReferralState;
  refusal: ReferralRefusal | null;
  /** What this member was (or will be) credited for it, in pence; null until it qualifies. */
  creditPence: number | null;
  since: Date;
}

export interface MemberReferrals {
  /** Null until the family has paid once (nothing to credit before that). */
  code: string | null;
  /** The friend's code this family joined with, if any. */
  joinedWith: (MemberReferral & { code: string }) | null;
  /** The friends who joined with this family's code, newest first. */
  friends: MemberReferral[];
  /** Credits granted to this family so far (both roles), in pence. */
  creditedPence: number;
}

/** The signed-in family's referrals for /account: only rows where they are one of the two. */
export async function loadMemberReferrals(db: Database, userId: string): Promise<MemberReferrals> {
  const other = alias(users, "other_family");
  const [code, asFriend, asReferrer] = await Promise.all([
    memberReferralCode(db, userId),
    db
      .select({ referral: referrals, firstName: other.firstName })
      .from(referrals)
      .innerJoin(other, eq(other.id, referrals.referrer_user_id))
      .where(eq(referrals.friend_user_id, userId)),
    db
      .select({ referral: referrals, firstName: other.firstName })
      .from(referrals)
      .innerJoin(other, eq(other.id, referrals.friend_user_id))
      .where(eq(referrals.referrer_user_id, userId))
      .orderBy(desc(referrals.created_at), desc(referrals.id)),
  ]);
  const view = (
    row: { referral: typeof referrals.$inferSelect; firstName: string | null },
    pence: number | null,
  ): MemberReferral => ({
    firstName: row.firstName,
    state: row.referral.state,
    refusal: row.referral.refusal as ReferralRefusal | null,
    creditPence: row.referral.state === "refused" ? null : pence,
    since: row.referral.created_at,
  });
  const joined = asFriend[0];
  const friends = asReferrer.map((row) => view(row, row.referral.referrer_credit_pence));
  const joinedWith = joined
    ? { ...view(joined, joined.referral.friend_credit_pence), code: joined.referral.code }
    : null;
  const creditedPence = [
    ...asReferrer.map((row) => [row.referral.state, row.referral.referrer_credit_pence] as const),
    ...asFriend.map((row) => [row.referral.state, row.referral.friend_credit_pence] as const),
  ].reduce((total, [state, pence]) => total + (state === "credited" ? (pence ?? 0) : 0), 0);
  return { code, joinedWith, friends, creditedPence };
}
