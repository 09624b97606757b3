import Stripe from "stripe";
import { describe, expect, it, vi } from "vitest";
import type { StripeStandIn } from "../../../../../tests/helpers/stripe-stand-in";
import type { StripePaymentGateway } from "./stripe-payment-gateway";
import {
  NEXT_PLAN_PRICE,
  paymentCheckoutInput,
  PLAN_PRICE,
  SECRET_KEY,
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

describe("the Stripe client", () => {
  it("talks to the configured address with the secret key and the SDK's pinned API version", async () => {
    await gateway.ensureCustomer({ userId: "1", email: "a@example.com" });
    const request = only(standIn.requestsTo("POST", "/v1/customers"));
    expect(request.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(request.headers["stripe-version"]).toBe(Stripe.API_VERSION);
  });

  it("retries a failed request twice with one idempotency key", async () => {
    standIn.failNext(2);
    const { customerId } = await gateway.ensureCustomer({ userId: "1", email: "a@example.com" });
    const attempts = standIn.requestsTo("POST", "/v1/customers");
    expect(attempts.map((r) => r.status)).toEqual([500, 500, 200]);
    expect(new Set(attempts.map((r) => r.headers["idempotency-key"])).size).toBe(1);
    expect(standIn.state.customers.has(customerId)).toBe(true);
  });
});

describe("ensureCustomer", () => {
  it("creates a customer with the e-mail, name and our user id", async () => {
    const { customerId } = await gateway.ensureCustomer({
      userId: "17",
      email: "amelia@example.com",
      name: "Amelia Hart",
    });
    const request = only(standIn.requestsTo("POST", "/v1/customers"));
    expect(request.params).toEqual({
      email: "amelia@example.com",
      name: "Amelia Hart",
      metadata: { user_id: "17" },
    });
    expect(customerId).toBe(standIn.state.customers.get(customerId)?.id);
  });

  it("reuses the member's existing customer", async () => {
    const existing = standIn.seedCustomer({ email: "amelia@example.com" });
    const result = await gateway.ensureCustomer({
      userId: "17",
      email: "amelia@example.com",
      existingCustomerId: existing.id,
    });
    expect(result).toEqual({ customerId: existing.id });
    expect(standIn.requestsTo("POST", "/v1/customers")).toHaveLength(0);
  });

  it.each([
    ["deleted", () => standIn.seedCustomer({ deleted: true }).id],
    ["unknown", () => "cus_gone"],
  ])("makes a new customer when the existing one is %s", async (_, existingId) => {
    const oldId = existingId();
    const { customerId } = await gateway.ensureCustomer({
      userId: "17",
      email: "amelia@example.com",
      existingCustomerId: oldId,
    });
    expect(customerId).not.toBe(oldId);
    expect(only(standIn.requestsTo("POST", "/v1/customers")).params).toMatchObject({
      metadata: { user_id: "17" },
    });
  });
});

describe("createSubscriptionCheckout", () => {
  it("opens a subscription checkout for the plan's price with promotion codes allowed", async () => {
    const input = subscriptionCheckoutInput(standIn);
    const ref = await gateway.createSubscriptionCheckout(input);
    const request = only(standIn.requestsTo("POST", "/v1/checkout/sessions"));
    expect(request.params).toEqual({
      mode: "subscription",
      line_items: [{ price: PLAN_PRICE, quantity: "1" }],
      customer: input.customerId,
      client_reference_id: "order_42",
      metadata: { order_id: "42", plan: "B" },
      subscription_data: { metadata: { order_id: "42", plan: "B" } },
      allow_promotion_codes: "true",
      success_url: "https://shop.test/checkout/done?session_id={CHECKOUT_SESSION_ID}",
      cancel_url: "https://shop.test/checkout",
      expires_at: String(Math.floor(input.expiresAt.getTime() / 1000)),
      locale: "en-GB",
    });
    const session = standIn.state.checkoutSessions.get(ref.id);
    expect(ref).toEqual({ id: session?.id, url: `${standIn.url}/c/pay/${ref.id}` });
  });

  it.each([
    [
      "https://shop.test/done?session_id={CHECKOUT_SESSION_ID}",
      "https://shop.test/done?session_id={CHECKOUT_SESSION_ID}",
    ],
    [
      "https://shop.test/done?order=42#top",
      "https://shop.test/done?order=42&session_id={CHECKOUT_SESSION_ID}#top",
    ],
  ])("sends the success URL %s as %s", async (successUrl, sent) => {
    await gateway.createSubscriptionCheckout(subscriptionCheckoutInput(standIn, successUrl));
    expect(only(standIn.requestsTo("POST", "/v1/checkout/sessions")).params.success_url).toBe(sent);
  });
});

describe("createPaymentCheckout", () => {
  it("opens a payment checkout for the amount in pounds sterling", async () => {
    const input = paymentCheckoutInput();
    const ref = await gateway.createPaymentCheckout(input);
    const request = only(standIn.requestsTo("POST", "/v1/checkout/sessions"));
    expect(request.params).toMatchObject({
      mode: "payment",
      line_items: [
        {
          price_data: {
            currency: "gbp",
            unit_amount: "2500",
            product_data: { name: "Littlerobe gift card" },
          },
          quantity: "1",
        },
      ],
      customer_email: "giver@example.com",
      client_reference_id: "gift_7",
      metadata: { gift_order_id: "7" },
      payment_intent_data: { metadata: { gift_order_id: "7" } },
      expires_at: String(Math.floor(input.expiresAt.getTime() / 1000)),
      success_url: "https://shop.test/gift/done?session_id={CHECKOUT_SESSION_ID}",
      cancel_url: "https://shop.test/gift",
    });
    expect(request.params).not.toHaveProperty("customer");
    expect(ref.url).toBe(`${standIn.url}/c/pay/${ref.id}`);
  });
});

describe("getCheckoutSession", () => {
  it("reads an open subscription checkout back", async () => {
    const input = subscriptionCheckoutInput(standIn);
    const { id } = await gateway.createSubscriptionCheckout(input);
    expect(await gateway.getCheckoutSession(id)).toEqual({
      id,
      status: "open",
      mode: "subscription",
      customerId: input.customerId,
      subscriptionId: null,
      paymentId: null,
      reference: "order_42",
      metadata: { order_id: "42", plan: "B" },
      amountTotalPence: 3900,
      discountPence: 0,
    });
  });

  it("gives the subscription of a completed subscription checkout", async () => {
    const { id } = await gateway.createSubscriptionCheckout(subscriptionCheckoutInput(standIn));
    const completed = standIn.completeCheckoutSession(id);
    const info = await gateway.getCheckoutSession(id);
    expect(info).toMatchObject({ status: "complete", subscriptionId: completed.subscription });
    expect(info?.subscriptionId).toMatch(/^sub_test_/);
  });

  it("gives the payment of a completed payment checkout", async () => {
    const { id } = await gateway.createPaymentCheckout(paymentCheckoutInput());
    const completed = standIn.completeCheckoutSession(id);
    expect(await gateway.getCheckoutSession(id)).toMatchObject({
      status: "complete",
      mode: "payment",
      customerId: null,
      subscriptionId: null,
      paymentId: completed.payment_intent,
      reference: "gift_7",
      amountTotalPence: 2500,
    });
  });

  it("answers null for a session Stripe does not know", async () => {
    expect(await gateway.getCheckoutSession("cs_unknown")).toBeNull();
  });
});

describe("expireCheckoutSession", () => {
  it("expires an open session", async () => {
    const { id } = await gateway.createPaymentCheckout(paymentCheckoutInput());
    expect(await gateway.expireCheckoutSession(id)).toMatchObject({ id, status: "expired" });
    expect(standIn.requestsTo("POST", `/v1/checkout/sessions/${id}/expire`)).toHaveLength(1);
    expect(standIn.state.checkoutSessions.get(id)?.status).toBe("expired");
  });

  it("returns a completed session as it is", async () => {
    const { id } = await gateway.createPaymentCheckout(paymentCheckoutInput());
    standIn.completeCheckoutSession(id);
    expect(await gateway.expireCheckoutSession(id)).toMatchObject({ id, status: "complete" });
    expect(standIn.state.checkoutSessions.get(id)?.status).toBe("complete");
    expect(standIn.requestsTo("POST", `/v1/checkout/sessions/${id}/expire`)).toHaveLength(0);
  });

  it("returns the session when it completes just before Stripe is asked to expire it", async () => {
    const { id } = await gateway.createPaymentCheckout(paymentCheckoutInput());
    standIn.hooks.beforeRequest = (request) => {
      if (request.path.endsWith("/expire")) standIn.completeCheckoutSession(id);
    };
    expect(await gateway.expireCheckoutSession(id)).toMatchObject({ id, status: "complete" });
    expect(only(standIn.requestsTo("POST", `/v1/checkout/sessions/${id}/expire`)).status).toBe(400);
  });

  it("answers null for a session Stripe does not know", async () => {
    expect(await gateway.expireCheckoutSession("cs_unknown")).toBeNull();
  });
});

describe("getSubscription", () => {
  it("reshapes Stripe's subscription", async () => {
    const periodEnd = new Date("2026-07-14T09:00:00Z");
    const resumesAt = new Date("2026-06-01T00:00:00Z");
    const seeded = standIn.seedSubscription({
      customer: "cus_test_owner",
      priceId: PLAN_PRICE,
      status: "active",
      currentPeriodEnd: periodEnd,
      pauseCollection: { behavior: "void", resumes_at: resumesAt.getTime() / 1000 },
      cancelAtPeriodEnd: true,
      cancellationDetails: { comment: null, feedback: "too_expensive" },
    });
    expect(await gateway.getSubscription(seeded.id)).toEqual({
      id: seeded.id,
      customerId: "cus_test_owner",
      priceId: PLAN_PRICE,
      status: "active",
      pausedUntil: resumesAt,
      cancelAtPeriodEnd: true,
      cancellationReason: "too_expensive",
      currentPeriodEnd: periodEnd,
    });
  });

  it("prefers the member's own words over the feedback choice", async () => {
    const seeded = standIn.seedSubscription({
      cancellationDetails: { comment: "Moving abroad", feedback: "other" },
    });
    expect((await gateway.getSubscription(seeded.id))?.cancellationReason).toBe("Moving abroad");
  });

  it("answers null for a subscription Stripe does not know", async () => {
    expect(await gateway.getSubscription("sub_unknown")).toBeNull();
  });
});

describe("getSubscriptionStatus", () => {
  const future = () => Math.floor(Date.now() / 1000) + 7 * 24 * 60 * 60;
  const past = () => Math.floor(Date.now() / 1000) - 60;

  it.each([
    ["active", { status: "active" }, true],
    ["trialing", { status: "trialing" }, true],
    [
      "active after its pause ended",
      { pauseCollection: { behavior: "void", resumes_at: 0 } },
      true,
    ],
    ["canceled", { status: "canceled" }, false],
    ["past due", { status: "past_due" }, false],
    ["paused by Stripe", { status: "paused" }, false],
    ["incomplete", { status: "incomplete" }, false],
    ["inside a pause", { pauseCollection: { behavior: "void", resumes_at: -1 } }, false],
    ["paused with no end", { pauseCollection: { behavior: "void", resumes_at: null } }, false],
  ] as const)("is %s → %s", async (_, seed, active) => {
    const pause =
      "pauseCollection" in seed
        ? {
            behavior: seed.pauseCollection.behavior,
            resumes_at:
              seed.pauseCollection.resumes_at === null
                ? null
                : seed.pauseCollection.resumes_at < 0
                  ? future()
                  : past(),
          }
        : null;
    const seeded = standIn.seedSubscription({
      status: "status" in seed ? seed.status : "active",
      pauseCollection: pause,
    });
    expect(await gateway.getSubscriptionStatus(seeded.id)).toEqual({ active });
  });

  it("is inactive for a subscription Stripe does not know", async () => {
    expect(await gateway.getSubscriptionStatus("sub_unknown")).toEqual({ active: false });
  });
});

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
