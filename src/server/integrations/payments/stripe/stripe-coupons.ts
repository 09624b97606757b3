import type Stripe from "stripe";
import type { CouponInput, CouponRef, PromotionCodeInfo } from "../payment-gateway";
import { fromUnixSeconds, idOf, orNull, toUnixSeconds } from "./stripe-mapping";

// Gift cards on Stripe: a one-off coupon with its promotion code, looked up by its text, and the
// rest of an amount larger than the first invoice kept as customer credit.

/** Stripe's limit on a coupon's name. */
const COUPON_NAME_MAX_LENGTH = 40;

export async function createCoupon(stripe: Stripe, input: CouponInput): Promise<CouponRef> {
  // 'once': the amount comes off the first invoice only ('forever' or 'repeating' would give it
  // every month); whatever that invoice leaves goes on the customer's balance (keepCouponRemainder).
  const coupon = await stripe.coupons.create({
    amount_off: input.amountOffPence,
    currency: "gbp",
    duration: "once",
    name: input.name.slice(0, COUPON_NAME_MAX_LENGTH),
    max_redemptions: 1,
    ...(input.expiresAt ? { redeem_by: toUnixSeconds(input.expiresAt) } : {}),
  });
  const promotionCode = await stripe.promotionCodes.create({
    promotion: { type: "coupon", coupon: coupon.id },
    max_redemptions: 1,
    ...(input.code ? { code: input.code } : {}),
    ...(input.expiresAt ? { expires_at: toUnixSeconds(input.expiresAt) } : {}),
  });
  return { couponId: coupon.id, promotionCode: promotionCode.code };
}

export async function findPromotionCode(
  stripe: Stripe,
  code: string,
): Promise<PromotionCodeInfo | null> {
  const list = await stripe.promotionCodes.list({
    code,
    limit: 10,
    expand: ["data.promotion.coupon"],
  });
  // An inactive code's text may be reused by a newer one: the live one is the answer.
  const found = list.data.find((promotion) => promotion.active) ?? list.data[0];
  if (!found) return null;
  const couponRef = found.promotion.coupon;
  const coupon =
    typeof couponRef === "string" ? await orNull(stripe.coupons.retrieve(couponRef)) : couponRef;
  const ends = [fromUnixSeconds(found.expires_at), fromUnixSeconds(coupon?.redeem_by)];
  const expiresAt = ends.filter((end) => end !== null).sort((a, b) => +a - +b)[0] ?? null;
  return {
    id: found.id,
    code: found.code,
    couponId: idOf(couponRef) ?? "",
    amountOffPence: coupon?.amount_off ?? 0,
    active: found.active && coupon?.valid !== false,
    timesRedeemed: found.times_redeemed,
    maxRedemptions: found.max_redemptions,
    expiresAt,
  };
}

/**
 * Stripe's coupons hold no balance: an amount off larger than the first invoice loses the rest.
 * So the rest goes on the customer's balance as a credit, which Stripe takes off their next
 * invoices until it is used up. The idempotency key makes a repeat (a retried job) add nothing.
 */
export async function keepCouponRemainder(
  stripe: Stripe,
  checkoutSessionId: string,
): Promise<{ keptPence: number }> {
  const session = await stripe.checkout.sessions.retrieve(checkoutSessionId);
  const customerId = idOf(session.customer);
  if (session.mode !== "subscription" || session.status !== "complete" || !customerId)
    return { keptPence: 0 };
  let offered = 0;
  for (const discount of session.discounts ?? []) {
    const coupon = await couponOf(stripe, discount);
    if (coupon?.amount_off && coupon.currency === "gbp") offered += coupon.amount_off;
  }
  const rest = offered - (session.total_details?.amount_discount ?? 0);
  if (rest <= 0) return { keptPence: 0 };
  await stripe.customers.createBalanceTransaction(
    customerId,
    {
      amount: -rest,
      currency: "gbp",
      description: "The rest of a gift card, for the next payments",
      metadata: { checkout_session: checkoutSessionId },
    },
    { idempotencyKey: `coupon-remainder-${checkoutSessionId}` },
  );
  return { keptPence: rest };
}

async function couponOf(
  stripe: Stripe,
  discount: Stripe.Checkout.Session.Discount,
): Promise<Stripe.Coupon | null> {
  if (discount.coupon)
    return typeof discount.coupon === "string"
      ? orNull(stripe.coupons.retrieve(discount.coupon))
      : discount.coupon;
  const promotionId = idOf(discount.promotion_code);
  if (!promotionId) return null;
  const promotion = await orNull(
    stripe.promotionCodes.retrieve(promotionId, { expand: ["promotion.coupon"] }),
  );
  const couponRef = promotion?.promotion.coupon;
  if (!couponRef) return null;
  return typeof couponRef === "string" ? orNull(stripe.coupons.retrieve(couponRef)) : couponRef;
}
