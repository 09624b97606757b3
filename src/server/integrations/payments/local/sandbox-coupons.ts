import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { applyPromotion } from "@/domain/payments/sandbox-promotion";
import { promotionCodeRefusal } from "@/domain/payments/sandbox-promotion";
import type { Executor } from "@/server/db/client";
import { sandboxCheckoutSessions, sandboxCoupons } from "@/server/db/schema";
import type { CouponInput, CouponRef, PromotionCodeInfo } from "../payment-gateway";
import { newId } from "./sandbox-rows";

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

export async function createSandboxCoupon(db: Executor, input: CouponInput): Promise<CouponRef> {
  const couponId = newId("co");
  const code = input.code ?? randomBytes(5).toString("hex").toUpperCase();
  await db.insert(sandboxCoupons).values({
    id: couponId,
    code,
    amount_off_pence: input.amountOffPence,
    expires_at: input.expiresAt ?? null,
  });
  return { couponId, promotionCode: code };
}

export async function findSandboxPromotionCode(
  db: Executor,
  code: string,
  now: Date,
): Promise<PromotionCodeInfo | null> {
  const row = await findCoupon(db, code);
  if (!row) return null;
  const expired = row.expires_at !== null && row.expires_at <= now;
  return {
    id: row.id,
    code: row.code,
    couponId: row.id,
    amountOffPence: row.amount_off_pence,
    active: !expired && row.times_redeemed < row.max_redemptions,
    timesRedeemed: row.times_redeemed,
    maxRedemptions: row.max_redemptions,
    expiresAt: row.expires_at,
  };
}

export type PromotionPreview =
  | { kind: "applies"; discountPence: number; totalPence: number; creditPence: number }
  | { kind: "refused"; message: string }
  | { kind: "missing" };

/** What a promotion code would take off an open session, or why it cannot be used. */
export async function previewSandboxPromotion(
  db: Executor,
  sessionId: string,
  code: string,
  now: Date,
): Promise<PromotionPreview> {
  const [row] = await db
    .select()
    .from(sandboxCheckoutSessions)
    .where(eq(sandboxCheckoutSessions.id, sessionId));
  if (!row || row.status !== "open") return { kind: "missing" };
  if (!row.allow_promotion_codes)
    return { kind: "refused", message: "Promotion codes are not accepted here." };
  const coupon = await findCoupon(db, code);
  const refusal = couponRefusal(coupon, now);
  if (refusal) return { kind: "refused", message: refusal };
  return { kind: "applies", ...applyPromotion(row.amount_pence, coupon!.amount_off_pence) };
}

/**
 * A code the shop checked at /checkout, applied as the session is made (Stripe's `discounts`):
 * the page opens with its amount off and takes no other code. It is redeemed at 'Pay'.
 */
export async function sessionDiscount(db: Executor, couponId: string, amountPence: number) {
  const [coupon] = await db.select().from(sandboxCoupons).where(eq(sandboxCoupons.id, couponId));
  if (!coupon) throw new Error(`No such coupon: ${couponId}`);
  return {
    promotion_code: coupon.code,
    discount_pence: applyPromotion(amountPence, coupon.amount_off_pence).discountPence,
    allow_promotion_codes: false,
  };
}
