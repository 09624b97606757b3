import { eq } from "drizzle-orm";
import {
  claimRefusal,
  REFUSAL_MESSAGES,
  type ReferralRefusal,
} from "@/domain/referrals/referral-rules";
import type { Database } from "@/server/db/client";
import { referralCodes, referrals, users } from "@/server/db/schema";
import { familyFacts, wasMember } from "./referral-facts";

export type ClaimResult =
  | { kind: "saved"; code: string; referrerFirstName: string | null }
  | { kind: "refused"; refusal: ReferralRefusal; message: string };

/**
 * A signed-in family uses a friend's code before their first payment (POST /api/referrals). The
 * family's row is locked first, so two claims of one family at once are taken one after the
 * other: the second sees the first's referral. The credit comes when the first payment settles
 * (settle-referral.ts).
 */
export async function claimReferral(
  db: Database,
  input: { userId: string; code: string },
): Promise<ClaimResult> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId)).for("update");
    const [owner] = await tx
      .select({ userId: referralCodes.user_id })
      .from(referralCodes)
      .where(eq(referralCodes.code, input.code));
    const [existing] = await tx
      .select({ code: referrals.code })
      .from(referrals)
      .where(eq(referrals.friend_user_id, input.userId));
    const facts = await familyFacts(tx, owner ? [input.userId, owner.userId] : [input.userId]);
    const friend = facts.get(input.userId);
    if (!friend) throw new Error(`No such member: ${input.userId}`);
    const referrer = owner ? (facts.get(owner.userId) ?? null) : null;
    const refusal = claimRefusal({
      code: input.code,
      referrer,
      friend: {
        ...friend,
        existingCode: existing?.code ?? null,
        wasMember: friend.subscriptionId !== null || (await wasMember(tx, input.userId)),
      },
    });
    if (refusal) return { kind: "refused", refusal, message: REFUSAL_MESSAGES[refusal] };
    if (!existing)
      await tx
        .insert(referrals)
        .values({
          referrer_user_id: referrer!.userId,
          friend_user_id: input.userId,
          code: input.code,
        })
        .onConflictDoNothing({ target: referrals.friend_user_id });
    return { kind: "saved", code: input.code, referrerFirstName: referrer!.firstName };
  });
}
