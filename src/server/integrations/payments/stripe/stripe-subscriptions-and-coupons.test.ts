// The Stripe adapter against the local stand-in (tests/helpers): plan changes, pause and
// cancellation, the portal, coupons and promotion codes, and a gift card's remainder.
import { describe, expect, it, vi } from "vitest";
import type { StripeStandIn } from "../../../../../tests/helpers/stripe-stand-in";
import type { StripePaymentGateway } from "./stripe-payment-gateway";
import {
  NEXT_PLAN_PRICE,
  PLAN_PRICE,
  startStandInForFile,
  subscriptionCheckoutInput,
} from "../../../../../tests/helpers/stripe-stand-in-setup";

let standIn: StripeStandIn;
let gateway: StripePaymentGateway;
startStandInForFile((s, g) => {
  standIn = s;
  gateway = g;
});

function only<T>(items: T[]): T {
  expect(items).toHaveLength(1);
  return items[0] as T;
}

describe("changing a subscription", () => {
  it("changes the plan's price from the next period, without proration", async () => {
    const seeded = standIn.seedSubscription({ priceId: PLAN_PRICE });
    const itemId = seeded.items.data[0].id as string;
    const info = await gateway.changeSubscriptionPlan(seeded.id, NEXT_PLAN_PRICE);
    const update = only(standIn.requestsTo("POST", `/v1/subscriptions/${seeded.id}`));
    expect(update.params).toEqual({
      items: [{ id: itemId, price: NEXT_PLAN_PRICE }],
      proration_behavior: "none",
    });
    expect(info.priceId).toBe(NEXT_PLAN_PRICE);
    expect(seeded.items.data).toHaveLength(1);
  });

  it.each([
    [1, "2026-01-31T10:00:00Z", "2026-02-28T10:00:00Z"],
    [2, "2026-01-31T10:00:00Z", "2026-03-31T10:00:00Z"],
    [1, "2026-05-14T08:30:00Z", "2026-06-14T08:30:00Z"],
  ])("pauses for %i month(s) from %s until %s", async (months, now, until) => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date(now) });
    const seeded = standIn.seedSubscription({ status: "active" });
    const info = await gateway.pauseSubscription(seeded.id, months);
    const update = only(standIn.requestsTo("POST", `/v1/subscriptions/${seeded.id}`));
    expect(update.params).toEqual({
      pause_collection: { behavior: "void", resumes_at: String(Date.parse(until) / 1000) },
    });
    expect(info.pausedUntil).toEqual(new Date(until));
    expect(await gateway.getSubscriptionStatus(seeded.id)).toEqual({ active: false });
  });

  it("refuses a pause that is not whole months, asking Stripe nothing", async () => {
    const seeded = standIn.seedSubscription({});
    await expect(gateway.pauseSubscription(seeded.id, 0)).rejects.toThrow(RangeError);
    await expect(gateway.pauseSubscription(seeded.id, 1.5)).rejects.toThrow(RangeError);
    expect(standIn.requests).toHaveLength(0);
  });

  it("resumes a paused subscription by clearing its pause", async () => {
    const seeded = standIn.seedSubscription({
      pauseCollection: { behavior: "void", resumes_at: Math.floor(Date.now() / 1000) + 86_400 },
    });
    expect(await gateway.getSubscriptionStatus(seeded.id)).toEqual({ active: false });
    const info = await gateway.resumeSubscription(seeded.id);
    const update = only(standIn.requestsTo("POST", `/v1/subscriptions/${seeded.id}`));
    expect(update.params).toEqual({ pause_collection: "" });
    expect(info.pausedUntil).toBeNull();
    expect(await gateway.getSubscriptionStatus(seeded.id)).toEqual({ active: true });
  });

  it("cancels at the end of the paid period, keeping the member's reason", async () => {
    const seeded = standIn.seedSubscription({ status: "active" });
    const info = await gateway.cancelSubscription(seeded.id, "My little one outgrew the sizes");
    const update = only(standIn.requestsTo("POST", `/v1/subscriptions/${seeded.id}`));
    expect(update.params).toEqual({
      cancel_at_period_end: "true",
      cancellation_details: { comment: "My little one outgrew the sizes" },
    });
    expect(info).toMatchObject({
      cancelAtPeriodEnd: true,
      cancellationReason: "My little one outgrew the sizes",
      status: "active",
    });
    // Paid until the period ends.
    expect(await gateway.getSubscriptionStatus(seeded.id)).toEqual({ active: true });
  });

  it("keeps a subscription set to cancel (the portal's 'renew'), and not one that has ended", async () => {
    const seeded = standIn.seedSubscription({ status: "active" });
    await gateway.cancelSubscription(seeded.id, "Moving abroad");
    standIn.reset();
    const kept = await gateway.keepSubscription(seeded.id);
    const update = only(standIn.requestsTo("POST", `/v1/subscriptions/${seeded.id}`));
    expect(update.params).toEqual({ cancel_at_period_end: "false" });
    expect(kept).toMatchObject({ cancelAtPeriodEnd: false, status: "active" });

    const ended = standIn.seedSubscription({ status: "canceled" });
    standIn.reset();
    expect(await gateway.keepSubscription(ended.id)).toBeNull();
    expect(standIn.requestsTo("POST", `/v1/subscriptions/${ended.id}`)).toEqual([]);
  });

  it("fails for a subscription Stripe does not know", async () => {
    await expect(gateway.cancelSubscription("sub_unknown", "x")).rejects.toThrow(/No such/);
  });
});

describe("createPortalSession", () => {
  it("opens the customer portal with our return address", async () => {
    const customer = standIn.seedCustomer();
    const { url } = await gateway.createPortalSession(customer.id, "https://shop.test/account");
    const request = only(standIn.requestsTo("POST", "/v1/billing_portal/sessions"));
    expect(request.params).toEqual({
      customer: customer.id,
      return_url: "https://shop.test/account",
    });
    const [portal] = [...standIn.state.portalSessions.values()].slice(-1);
    expect(url).toBe(portal?.url);
    expect(url).toMatch(new RegExp(`^${standIn.url}/p/session/bps_test_\\d+$`));
  });
});

describe("coupons and promotion codes", () => {
  it("makes a one-off pounds-sterling coupon and a single-use promotion code", async () => {
    const expiresAt = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000);
    const expiresAtSeconds = String(Math.floor(expiresAt.getTime() / 1000));
    const ref = await gateway.createCoupon({
      amountOffPence: 2500,
      name: "Gift card £25",
      code: "GIFT-ABC123",
      expiresAt,
    });
    const couponRequest = only(standIn.requestsTo("POST", "/v1/coupons"));
    expect(couponRequest.params).toMatchObject({
      amount_off: "2500",
      currency: "gbp",
      duration: "once",
      name: "Gift card £25",
      max_redemptions: "1",
      // A gift card's 12 months (issue 25): the coupon cannot be redeemed after them.
      redeem_by: expiresAtSeconds,
    });
    const promotionRequest = only(standIn.requestsTo("POST", "/v1/promotion_codes"));
    expect(promotionRequest.params).toEqual({
      promotion: { type: "coupon", coupon: ref.couponId },
      max_redemptions: "1",
      code: "GIFT-ABC123",
      expires_at: expiresAtSeconds,
    });
    expect(ref).toEqual({ couponId: ref.couponId, promotionCode: "GIFT-ABC123" });
    expect(standIn.state.coupons.get(ref.couponId)?.amount_off).toBe(2500);
  });

  it("returns the code Stripe makes when none is given", async () => {
    const ref = await gateway.createCoupon({ amountOffPence: 1000, name: "Gift card £10" });
    const promotionRequest = only(standIn.requestsTo("POST", "/v1/promotion_codes"));
    expect(promotionRequest.params).not.toHaveProperty("code");
    expect(promotionRequest.params).not.toHaveProperty("expires_at");
    const made = [...standIn.state.promotionCodes.values()].slice(-1)[0];
    expect(ref.promotionCode).toBe(made?.code);
  });

  it("finds a promotion code by its code, with its coupon's amount", async () => {
    const expiresAt = new Date(Math.floor(Date.now() / 1000 + 86_400) * 1000);
    const ref = await gateway.createCoupon({
      amountOffPence: 4000,
      name: "Gift card £40",
      code: "FIND-ME-1",
      expiresAt,
    });
    standIn.reset();
    expect(await gateway.findPromotionCode("FIND-ME-1")).toEqual({
      id: [...standIn.state.promotionCodes.values()].find((p) => p.code === "FIND-ME-1")?.id,
      code: "FIND-ME-1",
      couponId: ref.couponId,
      amountOffPence: 4000,
      active: true,
      timesRedeemed: 0,
      maxRedemptions: 1,
      expiresAt,
    });
    const request = only(standIn.requestsTo("GET", "/v1/promotion_codes"));
    expect(request.params).toMatchObject({ code: "FIND-ME-1" });
    expect(request.params).not.toHaveProperty("active");
  });

  it("gives a code the earlier end of its own and its coupon's (redeem_by)", async () => {
    const redeemBy = Math.floor(Date.now() / 1000) + 3_600;
    const ref = await gateway.createCoupon({ amountOffPence: 500, name: "Ends", code: "ENDS-1" });
    standIn.state.coupons.get(ref.couponId)!.redeem_by = redeemBy;
    expect((await gateway.findPromotionCode("ENDS-1"))?.expiresAt).toEqual(
      new Date(redeemBy * 1000),
    );
  });

  it("opens Checkout with a code checked at /checkout applied, and no code field", async () => {
    await gateway.createCoupon({ amountOffPence: 1000, name: "Gift card £10", code: "GIFT-AT-1" });
    const found = (await gateway.findPromotionCode("GIFT-AT-1"))!;
    standIn.reset();
    const ref = await gateway.createSubscriptionCheckout({
      ...subscriptionCheckoutInput(standIn),
      promotionCodeId: found.id,
    });
    const request = only(standIn.requestsTo("POST", "/v1/checkout/sessions"));
    expect(request.params.discounts).toEqual([{ promotion_code: found.id }]);
    expect(request.params).not.toHaveProperty("allow_promotion_codes");
    // Stripe's page shows the plan's £39 with £10 off the first month.
    expect(await gateway.getCheckoutSession(ref.id)).toMatchObject({ discountPence: 1000 });
    expect(standIn.state.checkoutSessions.get(ref.id)?.amount_total).toBe(2900);
  });

  it("finds a used-up code too, and prefers the live one when a code's text was reused", async () => {
    const first = await gateway.createCoupon({ amountOffPence: 500, name: "Old", code: "REUSED" });
    const used = [...standIn.state.promotionCodes.values()].find((p) => p.code === "REUSED");
    if (!used) throw new Error("the stand-in lost the promotion code");
    used.active = false;
    used.times_redeemed = 1;
    expect(await gateway.findPromotionCode("REUSED")).toMatchObject({
      couponId: first.couponId,
      active: false,
      timesRedeemed: 1,
      amountOffPence: 500,
    });
    const second = await gateway.createCoupon({ amountOffPence: 700, name: "New", code: "REUSED" });
    const latest = await gateway.findPromotionCode("REUSED");
    expect(latest).toMatchObject({ couponId: second.couponId, active: true, amountOffPence: 700 });
    // Stripe lists newest first; an older live code must still win over a newer used one.
    const newest = [...standIn.state.promotionCodes.values()].find(
      (p) => p.promotion.coupon === second.couponId,
    );
    if (!newest) throw new Error("the stand-in lost the promotion code");
    newest.active = false;
    used.active = true;
    expect(await gateway.findPromotionCode("REUSED")).toMatchObject({
      couponId: first.couponId,
      active: true,
    });
  });

  it("answers null for a code nobody made", async () => {
    expect(await gateway.findPromotionCode("NOPE")).toBeNull();
  });
});

describe("keepCouponRemainder", () => {
  async function paidWithCode(amountOffPence: number, code: string) {
    await gateway.createCoupon({ amountOffPence, name: "Gift card", code });
    const input = subscriptionCheckoutInput(standIn);
    const { id } = await gateway.createSubscriptionCheckout(input);
    standIn.completeCheckoutSession(id, { promotionCode: code });
    standIn.reset();
    return { id, customerId: input.customerId };
  }

  it("puts what a gift card left of the first £39 month on the customer's balance, once", async () => {
    const { id, customerId } = await paidWithCode(5000, "GIFT-REST-1");
    expect(await gateway.getCheckoutSession(id)).toMatchObject({
      amountTotalPence: 0,
      discountPence: 3900,
    });
    expect(await gateway.keepCouponRemainder(id)).toEqual({ keptPence: 1100 });
    // A retried job sends the same idempotency key: Stripe answers the first credit again.
    expect(await gateway.keepCouponRemainder(id)).toEqual({ keptPence: 1100 });
    const credits = standIn.requestsTo("POST", `/v1/customers/${customerId}/balance_transactions`);
    expect(credits).toHaveLength(2);
    expect(credits[0]!.params).toMatchObject({ amount: "-1100", currency: "gbp" });
    expect(credits[0]!.headers["idempotency-key"]).toBe(`coupon-remainder-${id}`);
    expect(credits[1]!.headers["idempotency-key"]).toBe(`coupon-remainder-${id}`);
    // Stripe takes a negative balance off the customer's next invoices until it is used up.
    expect(standIn.state.customers.get(customerId)?.balance).toBe(-1100);
  });

  it("reads the credit left as the customer's negative balance (none: 0)", async () => {
    const { id, customerId } = await paidWithCode(5000, "GIFT-REST-3");
    expect(await gateway.getCustomerCredit(customerId)).toBe(0);
    await gateway.keepCouponRemainder(id);
    expect(await gateway.getCustomerCredit(customerId)).toBe(1100);
    expect(await gateway.getCustomerCredit("cus_unknown")).toBe(0);
  });

  it("keeps nothing when the coupon fitted inside the first payment", async () => {
    const { id, customerId } = await paidWithCode(2000, "GIFT-REST-2");
    expect(await gateway.keepCouponRemainder(id)).toEqual({ keptPence: 0 });
    expect(standIn.requestsTo("POST", `/v1/customers/${customerId}/balance_transactions`)).toEqual(
      [],
    );
  });

  it("keeps nothing for a checkout paid without a code", async () => {
    const { id } = await gateway.createSubscriptionCheckout(subscriptionCheckoutInput(standIn));
    standIn.completeCheckoutSession(id);
    expect(await gateway.keepCouponRemainder(id)).toEqual({ keptPence: 0 });
    expect(standIn.requestsTo("POST", /balance_transactions$/)).toEqual([]);
  });
});
