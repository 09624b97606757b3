import { and, eq, isNotNull, ne, sql } from "drizzle-orm";
import {
  checkoutCodeRefusal,
  codeDescription,
  GIFT_CARD_HELD_MESSAGE,
} from "@/domain/checkout/checkout-code";
import { TOO_MANY_CODE_ATTEMPTS_MESSAGE } from "@/domain/payments/sandbox-promotion";
import type { Executor } from "@/server/db/client";
import { order, orderGifting } from "@/server/db/schema";
import type { PaymentGateway } from "@/server/integrations/payments";
import {
  tryPromotionCode,
  type CodeAttemptLimits,
  type CodeAttemptSubjects,
} from "@/server/services/payments/code-attempts";

/** A code that may be applied: what the provider needs, and what the page shows. */
export interface AcceptedCode {
  /** As the provider spells it. */
  code: string;
  /** The provider's id of the promotion code, given to the payment session. */
  promotionCodeId: string;
  /** Our gift card (order_gifting.id), held by the pending order: single-use. */
  giftCardId: number | null;
  description: string;
}

export type CodeCheck =
  | { ok: true; code: AcceptedCode }
  | { ok: false; message: string; /** Past the wrong-code limits: a 429. */ limited?: true };

/** Where a code is tried from, and the wrong-code limits of the payment page (issue 23). */
export interface CodeAttempts {
  subjects: CodeAttemptSubjects;
  limits: CodeAttemptLimits;
}

/**
 * Checks a code typed at /checkout (issue 25): the provider's promotion code (every code lives
 * there) and, for one of our gift cards, our table's expiry and whether another member's unpaid
 * checkout holds it. The member's own pending checkout does not count: a new one replaces it.
 */
export async function checkCheckoutCode(
  db: Executor,
  gateway: PaymentGateway,
  input: { code: string; userId: string; now: Date },
): Promise<CodeCheck> {
  const promotion = await gateway.findPromotionCode(input.code);
  const [gift] = promotion
    ? await db
        .select({ id: orderGifting.id, expiresAt: orderGifting.expires_at })
        .from(orderGifting)
        .where(
          and(
            sql`upper(${orderGifting.coupon_code}) = upper(${promotion.code})`,
            isNotNull(orderGifting.coupon_id),
          ),
        )
    : [];
  const refusal = checkoutCodeRefusal(
    promotion && {
      giftCard: gift !== undefined,
      active: promotion.active,
      timesRedeemed: promotion.timesRedeemed,
      maxRedemptions: promotion.maxRedemptions,
      expiresAt: gift?.expiresAt ?? promotion.expiresAt,
    },
    input.now,
  );
  if (refusal || !promotion) return { ok: false, message: refusal! };
  if (gift && (await heldByAnother(db, gift.id, input.userId)))
    return { ok: false, message: GIFT_CARD_HELD_MESSAGE };
  return {
    ok: true,
    code: {
      code: promotion.code,
      promotionCodeId: promotion.id,
      giftCardId: gift?.id ?? null,
      description: codeDescription(gift !== undefined, promotion.amountOffPence),
    },
  };
}

async function heldByAnother(db: Executor, giftCardId: number, userId: string) {
  const [holder] = await db
    .select({ id: order.id })
    .from(order)
    .where(
      and(
        eq(order.gift_card_id, giftCardId),
        eq(order.status, "ORDER_PLACED_PAYMENT_PENDING"),
        ne(order.user_id, userId),
      ),
    )
    .limit(1);
  return holder !== undefined;
}

/**
 * The check under the wrong-code limits the payment page has (10 per client address and 10 per
 * checkout in 10 minutes): a right code gives its count back.
 */
export async function tryCheckoutCode(
  db: Executor,
  gateway: PaymentGateway,
  attempts: CodeAttempts,
  input: { code: string; userId: string; now: Date },
): Promise<CodeCheck> {
  const outcome = await tryPromotionCode(
    db,
    attempts.subjects,
    attempts.limits,
    () => checkCheckoutCode(db, gateway, input),
    (check) => check.ok,
    input.now,
  );
  return outcome.kind === "limited"
    ? { ok: false, message: TOO_MANY_CODE_ATTEMPTS_MESSAGE, limited: true }
    : outcome.result;
}
