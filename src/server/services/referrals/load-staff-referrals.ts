import { desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { ReferralRefusal, ReferralState } from "@/domain/referrals/referral-rules";
import type { Database } from "@/server/db/client";
import { referrals, users } from "@/server/db/schema";

export interface StaffReferralRow {
  id: number;
  code: string;
  referrer: { id: string; name: string; email: string };
  friend: { id: string; name: string; email: string };
  state: ReferralState;
  refusal: ReferralRefusal | null;
  referrerCreditPence: number | null;
  friendCreditPence: number | null;
  createdAt: Date;
  qualifiedAt: Date | null;
  creditedAt: Date | null;
}

export interface StaffReferrals {
  rows: StaffReferralRow[];
  /** Pence granted to families so far (credited referrals, both sides). */
  creditedPence: number;
}

const LIMIT = 500;

/** /admin/referrals: who referred whom, the state and the credits, newest first. */
export async function loadStaffReferrals(db: Database): Promise<StaffReferrals> {
  const referrer = alias(users, "referrer");
  const friend = alias(users, "friend");
  const found = await db
    .select({ referral: referrals, referrer, friend })
    .from(referrals)
    .innerJoin(referrer, eq(referrer.id, referrals.referrer_user_id))
    .innerJoin(friend, eq(friend.id, referrals.friend_user_id))
    .orderBy(desc(referrals.created_at), desc(referrals.id))
    .limit(LIMIT);
  const person = (user: typeof users.$inferSelect) => ({
    id: user.id,
    name: [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email,
    email: user.email,
  });
  const rows = found.map(({ referral, referrer: r, friend: f }) => ({
    id: referral.id,
    code: referral.code,
    referrer: person(r),
    friend: person(f),
    state: referral.state,
    refusal: referral.refusal as ReferralRefusal | null,
    referrerCreditPence: referral.referrer_credit_pence,
    friendCreditPence: referral.friend_credit_pence,
    createdAt: referral.created_at,
    qualifiedAt: referral.qualified_at,
    creditedAt: referral.credited_at,
  }));
  const creditedPence = rows
    .filter((row) => row.state === "credited")
    .reduce(
      (total, row) => total + (row.referrerCreditPence ?? 0) + (row.friendCreditPence ?? 0),
      0,
    );
  return { rows, creditedPence };
}
