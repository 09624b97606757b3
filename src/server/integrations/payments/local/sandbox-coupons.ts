import { sql } from "drizzle-orm";
import { promotionCodeRefusal } from "@/domain/payments/sandbox-promotion";
import type { Executor } from "@/server/db/client";
import { sandboxCoupons } from "@/server/db/schema";

type CouponRow = typeof sandboxCoupons.$inferSelect;

/** A sandbox coupon by its promotion code, whatever its letter case. */
export async function findCoupon(db: Executor, code: string): Promise<CouponRow | undefined> {
  const [row] = await db
    .select()
    .from(sandboxCoupons)
    .where(sql`upper(${sandboxCoupons.code}) = upper(${code})`);
  return row;
}

/** Why a code cannot be used now (unknown, used up, expired), or null when it can. */
export function couponRefusal(coupon: CouponRow | undefined, now: Date): string | null {
  return promotionCodeRefusal(
    coupon
      ? {
          timesRedeemed: coupon.times_redeemed,
          maxRedemptions: coupon.max_redemptions,
          expiresAt: coupon.expires_at,
        }
      : null,
    now,
  );
}
