import { and, desc, eq, or, sql, sum, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { PageWindow } from "@/domain/admin/paging";
import { containsPattern } from "@/domain/admin/list-params";
import type { ReferralListFilters } from "@/domain/referrals/referral-filters";
import type { ReferralRefusal, ReferralState } from "@/domain/referrals/referral-rules";
import type { Executor } from "@/server/db/client";
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

const referrer = alias(users, "referrer");
const friend = alias(users, "friend");

function familyMatches(family: typeof referrer | typeof friend, pattern: string): SQL {
  return or(
    sql`lower(${family.email}) like ${pattern}`,
    sql`lower(coalesce(${family.firstName}, '') || ' ' || coalesce(${family.lastName}, '')) like ${pattern}`,
  )!;
}

/**
 * /admin/referrals: who referred whom, the state and the credits, newest first, one page (and one
 * row more, for the pager). The search finds either family by e-mail or name, or the code.
 */
export async function listStaffReferrals(
  db: Executor,
  filters: ReferralListFilters,
  window: PageWindow,
): Promise<StaffReferralRow[]> {
  const pattern = filters.q ? containsPattern(filters.q) : null;
  const found = await db
    .select({ referral: referrals, referrer, friend })
    .from(referrals)
    .innerJoin(referrer, eq(referrer.id, referrals.referrer_user_id))
    .innerJoin(friend, eq(friend.id, referrals.friend_user_id))
    .where(
      and(
        filters.state ? eq(referrals.state, filters.state) : undefined,
        pattern
          ? or(
              familyMatches(referrer, pattern),
              familyMatches(friend, pattern),
              sql`lower(${referrals.code}) like ${pattern}`,
            )
          : undefined,
      ),
    )
    .orderBy(desc(referrals.created_at), desc(referrals.id))
    .limit(window.limit + 1)
    .offset(window.offset);
  const person = (user: typeof users.$inferSelect) => ({
    id: user.id,
    name: [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email,
    email: user.email,
  });
  return found.map(({ referral, referrer: r, friend: f }) => ({
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
}

/** The figures above the list: referrals by state and the credit granted so far (pence). */
export async function staffReferralTotals(db: Executor) {
  const rows = await db
    .select({
      state: referrals.state,
      count: sql<number>`count(*)::int`,
      pence: sum(
        sql`coalesce(${referrals.friend_credit_pence}, 0) + coalesce(${referrals.referrer_credit_pence}, 0)`,
      ).mapWith(Number),
    })
    .from(referrals)
    .groupBy(referrals.state);
  const of = (state: ReferralState) => rows.find((row) => row.state === state);
  return {
    pending: of("pending")?.count ?? 0,
    qualified: of("qualified")?.count ?? 0,
    credited: of("credited")?.count ?? 0,
    refused: of("refused")?.count ?? 0,
    creditedPence: of("credited")?.pence ?? 0,
  };
}
