import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import type { StripeStandIn } from "../../../../../tests/helpers/stripe-stand-in";
import { WebhookSignatureError, type PaymentEvent } from "../payment-gateway";
import { createStripePaymentGateway, type StripePaymentGateway } from "./stripe-payment-gateway";
import {
  NEXT_PLAN_PRICE,
  paymentCheckoutInput,
  SECRET_KEY,
  startStandInForFile,
  subscriptionCheckoutInput,
  WEBHOOK_SECRET,
} from "../../../../../tests/helpers/stripe-stand-in-setup";

let standIn: StripeStandIn;
let gateway: StripePaymentGateway;
startStandInForFile((s, g) => {
  standIn = s;
  gateway = g;
});

describe("parseWebhook", () => {
  function signed(event: object, options: { secret?: string; timestamp?: number } = {}) {
    const payload = JSON.stringify(event);
    const header = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? WEBHOOK_SECRET,
      ...(options.timestamp !== undefined ? { timestamp: options.timestamp } : {}),
    });
    return { payload, header };
  }

  function event(type: string, object: object, created = 1_780_000_000) {
    return {
      id: "evt_test_1",
      object: "event",
      api_version: Stripe.API_VERSION,
      created,
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object },
    };
  }

  async function parse(body: object): Promise<PaymentEvent> {
    const { payload, header } = signed(body);
    return gateway.parseWebhook(payload, header);
  }

  it("reads a completed checkout", async () => {
    const { id } = await gateway.createSubscriptionCheckout(subscriptionCheckoutInput(standIn));
    const session = standIn.completeCheckoutSession(id);
    const parsed = await parse(event("checkout.session.completed", session));
    expect(parsed).toEqual({
      id: "evt_test_1",
      created: new Date(1_780_000_000 * 1000),
      type: "checkout.session.completed",
      session: {
        id,
        status: "complete",
        mode: "subscription",
        customerId: session.customer,
        subscriptionId: session.subscription,
        paymentId: null,
        reference: "order_42",
        metadata: { order_id: "42", plan: "B" },
        amountTotalPence: 3900,
        discountPence: 0,
      },
    });
  });

  it("reads an expired checkout", async () => {
    const { id } = await gateway.createPaymentCheckout(paymentCheckoutInput());
    await gateway.expireCheckoutSession(id);
    const session = standIn.state.checkoutSessions.get(id) ?? {};
    const parsed = await parse(event("checkout.session.expired", session));
    expect(parsed).toMatchObject({
      type: "checkout.session.expired",
      session: { id, status: "expired", mode: "payment", reference: "gift_7" },
    });
  });

  it.each(["customer.subscription.created", "customer.subscription.updated"])(
    "reads %s",
    async (type) => {
      const subscription = standIn.seedSubscription({
        customer: "cus_test_owner",
        priceId: NEXT_PLAN_PRICE,
        status: "past_due",
      });
      const parsed = await parse(event(type, subscription));
      expect(parsed).toMatchObject({
        type,
        subscription: {
          id: subscription.id,
          customerId: "cus_test_owner",
          priceId: NEXT_PLAN_PRICE,
          status: "past_due",
        },
      });
    },
  );

  it("reads a deleted subscription as canceled", async () => {
    const subscription = standIn.seedSubscription({ status: "active" });
    const parsed = await parse(event("customer.subscription.deleted", subscription));
    expect(parsed).toMatchObject({
      type: "customer.subscription.deleted",
      subscription: { id: subscription.id, status: "canceled" },
    });
  });

  it("leaves an event type the shop does not act on as 'other'", async () => {
    const parsed = await parse(event("charge.succeeded", { id: "ch_test_1", object: "charge" }, 7));
    expect(parsed).toEqual({
      id: "evt_test_1",
      created: new Date(7000),
      type: "other",
      providerType: "charge.succeeded",
    });
  });

  /** A renewal's invoice as Stripe sends it (API 2025-03-31 on: the subscription under parent). */
  const renewal = {
    id: "in_test_renewal",
    object: "invoice",
    customer: "cus_test_owner",
    total: 2500,
    amount_paid: 1000,
    // The invoice's own period is the month before, for a renewal; its line's is the month paid for.
    period_start: 1_777_600_000,
    period_end: 1_780_000_000,
    parent: {
      type: "subscription_details",
      subscription_details: { subscription: "sub_test_1", metadata: {} },
    },
    lines: {
      object: "list",
      data: [
        {
          id: "il_test_1",
          object: "line_item",
          period: { start: 1_780_000_000, end: 1_782_678_400 },
          parent: { type: "subscription_item_details" },
        },
      ],
    },
  };

  it("reads a subscription's paid invoice: its total, the credit that paid part of it, and the period its line pays for", async () => {
    const parsed = await parse(event("invoice.paid", renewal, 9));
    expect(parsed).toEqual({
      id: "evt_test_1",
      created: new Date(9000),
      type: "invoice.paid",
      invoice: {
        id: "in_test_renewal",
        subscriptionId: "sub_test_1",
        customerId: "cus_test_owner",
        amountPence: 2500,
        // The customer balance (a gift card's rest) paid what the card did not.
        creditAppliedPence: 1500,
        periodStart: new Date(1_780_000_000 * 1000),
        periodEnd: new Date(1_782_678_400 * 1000),
      },
    });
  });

  it("falls back to the invoice's period without a line, and leaves a one-off invoice as 'other'", async () => {
    const bare = { ...renewal, lines: { object: "list", data: [] } };
    await expect(parse(event("invoice.paid", bare))).resolves.toMatchObject({
      invoice: {
        periodStart: new Date(1_777_600_000 * 1000),
        periodEnd: new Date(1_780_000_000 * 1000),
      },
    });
    const oneOff = { ...renewal, parent: null };
    await expect(parse(event("invoice.paid", oneOff))).resolves.toMatchObject({
      type: "other",
      providerType: "invoice.paid",
    });
  });

  describe("refuses, with WebhookSignatureError,", () => {
    const body = () => event("invoice.paid", { id: "in_test_1", object: "invoice" });

    it("a body signed with another secret", async () => {
      const { payload, header } = signed(body(), { secret: "whsec_someone_else" });
      await expect(gateway.parseWebhook(payload, header)).rejects.toBeInstanceOf(
        WebhookSignatureError,
      );
    });

    it("a body changed after signing", async () => {
      const { payload, header } = signed(body());
      const tampered = payload.replace("invoice.paid", "checkout.session.completed");
      expect(tampered).not.toBe(payload);
      await expect(gateway.parseWebhook(tampered, header)).rejects.toBeInstanceOf(
        WebhookSignatureError,
      );
    });

    it.each([null, ""])("a missing signature header (%j), saying so", async (header) => {
      const parsing = gateway.parseWebhook(JSON.stringify(body()), header);
      await expect(parsing).rejects.toBeInstanceOf(WebhookSignatureError);
      await expect(parsing).rejects.toThrow(/header is missing/);
    });

    it("a header that is not a Stripe signature", async () => {
      await expect(
        gateway.parseWebhook(JSON.stringify(body()), "t=1,v0=abc"),
      ).rejects.toBeInstanceOf(WebhookSignatureError);
    });

    it("a signature older than the default five minutes", async () => {
      const old = signed(body(), { timestamp: Math.floor(Date.now() / 1000) - 301 });
      await expect(gateway.parseWebhook(old.payload, old.header)).rejects.toBeInstanceOf(
        WebhookSignatureError,
      );
      const recent = signed(body(), { timestamp: Math.floor(Date.now() / 1000) - 240 });
      await expect(gateway.parseWebhook(recent.payload, recent.header)).resolves.toMatchObject({
        type: "other",
      });
    });

    it("a signature older than a configured tolerance", async () => {
      const strict = createStripePaymentGateway({
        secretKey: SECRET_KEY,
        webhookSecret: WEBHOOK_SECRET,
        apiBaseUrl: standIn.url,
        webhookToleranceSeconds: 60,
      });
      const { payload, header } = signed(body(), {
        timestamp: Math.floor(Date.now() / 1000) - 120,
      });
      await expect(strict.parseWebhook(payload, header)).rejects.toBeInstanceOf(
        WebhookSignatureError,
      );
      await expect(gateway.parseWebhook(payload, header)).resolves.toMatchObject({
        type: "other",
      });
    });
  });
});
