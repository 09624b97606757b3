import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import type { StripeStandIn } from "../../../../../tests/helpers/stripe-stand-in";
import type { StripePaymentGateway } from "./stripe-payment-gateway";
import {
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
