import Stripe from "stripe";
import { pauseEnd } from "@/domain/payments/subscription-state";
import {
  WebhookSignatureError,
  type CheckoutSessionInfo,
  type CheckoutSessionRef,
  type CouponInput,
  type CouponRef,
  type CustomerCreditInput,
  type CustomerInput,
  type PaymentCheckoutInput,
  type PaymentEvent,
  type PaymentGateway,
  type PromotionCodeInfo,
  type RefundResult,
  type SubscriptionCheckoutInput,
  type SubscriptionInfo,
  type SubscriptionStatus,
} from "../payment-gateway";
import {
  checkoutSessionInfo,
  idOf,
  orNull,
  failedInvoiceInfo,
  paidInvoiceInfo,
  subscriptionInfo,
  subscriptionIsActive,
  toUnixSeconds,
  withSessionIdPlaceholder,
} from "./stripe-mapping";
import { createCoupon, findPromotionCode, keepCouponRemainder } from "./stripe-coupons";

export interface StripePaymentGatewayConfig {
  secretKey: string;
  webhookSecret: string;
  /** Replaces https://api.stripe.com (a local stand-in in tests), e.g. http://127.0.0.1:12345. */
  apiBaseUrl?: string;
  /** How old a signed webhook may be; Stripe's own default is 300 s. */
  webhookToleranceSeconds?: number;
}

const DEFAULT_WEBHOOK_TOLERANCE_SECONDS = 300;
const REQUEST_TIMEOUT_MS = 20_000;

function stripeOptions(config: StripePaymentGatewayConfig): Stripe.StripeConfig {
  const options: Stripe.StripeConfig = {
    apiVersion: Stripe.API_VERSION,
    maxNetworkRetries: 2,
    timeout: REQUEST_TIMEOUT_MS,
    telemetry: false,
  };
  if (config.apiBaseUrl !== undefined) {
    const url = new URL(config.apiBaseUrl);
    const protocol = url.protocol === "http:" ? "http" : "https";
    options.protocol = protocol;
    options.host = url.hostname;
    options.port = url.port === "" ? (protocol === "http" ? 80 : 443) : Number(url.port);
  }
  return options;
}

export class StripePaymentGateway implements PaymentGateway {
  readonly name = "stripe" as const;
  private readonly webhookTolerance: number;

  constructor(
    private readonly stripe: Stripe,
    private readonly webhookSecret: string,
    webhookToleranceSeconds: number = DEFAULT_WEBHOOK_TOLERANCE_SECONDS,
  ) {
    this.webhookTolerance = webhookToleranceSeconds;
  }

  async ensureCustomer(input: CustomerInput): Promise<{ customerId: string }> {
    if (input.existingCustomerId) {
      const existing = await orNull(this.stripe.customers.retrieve(input.existingCustomerId));
      if (existing && !existing.deleted) return { customerId: existing.id };
    }
    const created = await this.stripe.customers.create(
      {
        email: input.email,
        ...(input.name ? { name: input.name } : {}),
        metadata: { user_id: input.userId },
      },
      input.idempotencyKey ? { idempotencyKey: input.idempotencyKey } : undefined,
    );
    return { customerId: created.id };
  }

  async createSubscriptionCheckout(input: SubscriptionCheckoutInput): Promise<CheckoutSessionRef> {
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: "subscription",
        line_items: [{ price: input.priceId, quantity: 1 }],
        customer: input.customerId,
        client_reference_id: input.reference,
        metadata: input.metadata,
        subscription_data: { metadata: input.metadata },
        // Stripe takes one or the other: a code checked at /checkout, else its own code field.
        ...(input.promotionCodeId
          ? { discounts: [{ promotion_code: input.promotionCodeId }] }
          : { allow_promotion_codes: true }),
        success_url: withSessionIdPlaceholder(input.successUrl),
        cancel_url: input.cancelUrl,
        expires_at: toUnixSeconds(input.expiresAt),
        locale: "en-GB",
      },
      input.idempotencyKey ? { idempotencyKey: input.idempotencyKey } : undefined,
    );
    return this.sessionRef(session);
  }

  async createPaymentCheckout(input: PaymentCheckoutInput): Promise<CheckoutSessionRef> {
    const session = await this.stripe.checkout.sessions.create({
      mode: "payment",
      line_items: [
        {
          price_data: {
            currency: "gbp",
            unit_amount: input.amountPence,
            product_data: { name: input.description },
          },
          quantity: 1,
        },
      ],
      customer_email: input.customerEmail,
      client_reference_id: input.reference,
      metadata: input.metadata,
      payment_intent_data: { metadata: input.metadata },
      success_url: withSessionIdPlaceholder(input.successUrl),
      cancel_url: input.cancelUrl,
      expires_at: toUnixSeconds(input.expiresAt),
      locale: "en-GB",
    });
    return this.sessionRef(session);
  }

  async getCheckoutSession(id: string): Promise<CheckoutSessionInfo | null> {
    const session = await orNull(this.stripe.checkout.sessions.retrieve(id));
    return session ? checkoutSessionInfo(session) : null;
  }

  async expireCheckoutSession(id: string): Promise<CheckoutSessionInfo | null> {
    const current = await orNull(this.stripe.checkout.sessions.retrieve(id));
    if (!current) return null;
    if (current.status !== "open") return checkoutSessionInfo(current);
    try {
      return checkoutSessionInfo(await this.stripe.checkout.sessions.expire(id));
    } catch (error) {
      // Completed or expired between the two calls: Stripe refuses, and the session says why.
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      const after = await orNull(this.stripe.checkout.sessions.retrieve(id));
      if (after && after.status !== "open") return checkoutSessionInfo(after);
      throw error;
    }
  }

  async getSubscription(id: string): Promise<SubscriptionInfo | null> {
    const subscription = await orNull(this.stripe.subscriptions.retrieve(id));
    return subscription ? subscriptionInfo(subscription) : null;
  }

  async getSubscriptionStatus(subscriptionId: string): Promise<SubscriptionStatus> {
    const subscription = await orNull(this.stripe.subscriptions.retrieve(subscriptionId));
    if (!subscription) return { active: false };
    return { active: subscriptionIsActive(subscription, new Date()) };
  }

  async changeSubscriptionPlan(subscriptionId: string, priceId: string): Promise<SubscriptionInfo> {
    const subscription = await this.stripe.subscriptions.retrieve(subscriptionId);
    const item = subscription.items.data[0];
    if (!item) throw new Error(`Stripe subscription ${subscriptionId} has no item to change.`);
    const updated = await this.stripe.subscriptions.update(subscriptionId, {
      items: [{ id: item.id, price: priceId }],
      // The paid period keeps its price; the new one is charged from the next renewal.
      proration_behavior: "none",
    });
    return subscriptionInfo(updated);
  }

  async pauseSubscription(subscriptionId: string, months: number): Promise<SubscriptionInfo> {
    if (!Number.isInteger(months) || months < 1) {
      throw new RangeError(`A pause is a whole number of months, not ${months}.`);
    }
    const updated = await this.stripe.subscriptions.update(subscriptionId, {
      // 'void': invoices during the pause are voided, so nothing is owed when it ends.
      pause_collection: {
        behavior: "void",
        resumes_at: toUnixSeconds(pauseEnd(new Date(), months)),
      },
    });
    return subscriptionInfo(updated);
  }

  async resumeSubscription(subscriptionId: string): Promise<SubscriptionInfo> {
    // An empty string is how Stripe's API unsets a field.
    const updated = await this.stripe.subscriptions.update(subscriptionId, {
      pause_collection: "",
    });
    return subscriptionInfo(updated);
  }

  async cancelSubscription(subscriptionId: string, reason: string): Promise<SubscriptionInfo> {
    const updated = await this.stripe.subscriptions.update(subscriptionId, {
      cancel_at_period_end: true,
      cancellation_details: { comment: reason },
    });
    return subscriptionInfo(updated);
  }

  async keepSubscription(subscriptionId: string): Promise<SubscriptionInfo | null> {
    const subscription = await orNull(this.stripe.subscriptions.retrieve(subscriptionId));
    if (!subscription || !["active", "trialing"].includes(subscription.status)) return null;
    const updated = await this.stripe.subscriptions.update(subscriptionId, {
      cancel_at_period_end: false,
    });
    return subscriptionInfo(updated);
  }

  /** Stripe keeps credit as a negative customer balance (a gift card's rest, stripe-coupons.ts). */
  async getCustomerCredit(customerId: string): Promise<number> {
    const customer = await orNull(this.stripe.customers.retrieve(customerId));
    if (!customer || customer.deleted) return 0;
    return Math.max(0, -(customer.balance ?? 0));
  }

  /**
   * A negative customer balance transaction, which Stripe takes off the next invoices; the
   * idempotency key makes a repeat answer the first transaction (Stripe keeps keys 24 hours, so
   * the shop keeps its own unique record of each grant too).
   */
  async addCustomerCredit(input: CustomerCreditInput): Promise<{ balancePence: number }> {
    if (!Number.isInteger(input.pence) || input.pence <= 0)
      throw new RangeError(`A credit is a whole number of pence above 0, not ${input.pence}.`);
    const transaction = await this.stripe.customers.createBalanceTransaction(
      input.customerId,
      {
        amount: -input.pence,
        currency: "gbp",
        description: input.description,
        metadata: { idempotency_key: input.idempotencyKey },
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return { balancePence: Math.max(0, -transaction.ending_balance) };
  }

  async createPortalSession(customerId: string, returnUrl: string): Promise<{ url: string }> {
    const session = await this.stripe.billingPortal.sessions.create({
      customer: customerId,
      return_url: returnUrl,
    });
    return { url: session.url };
  }

  createCoupon(input: CouponInput): Promise<CouponRef> {
    return createCoupon(this.stripe, input);
  }

  findPromotionCode(code: string): Promise<PromotionCodeInfo | null> {
    return findPromotionCode(this.stripe, code);
  }

  keepCouponRemainder(checkoutSessionId: string): Promise<{ keptPence: number }> {
    return keepCouponRemainder(this.stripe, checkoutSessionId);
  }

  /**
   * A duplicate subscription (issue 23): cancelled at once with no proration, and each paid payment
   * of its first invoice refunded in full. Idempotency keys per payment make a retried job refund
   * nothing twice; an already cancelled subscription is left as it is.
   */
  async refundSubscriptionCheckout(checkoutSessionId: string): Promise<RefundResult> {
    const session = await this.stripe.checkout.sessions.retrieve(checkoutSessionId);
    const subscriptionId = idOf(session.subscription);
    if (subscriptionId) {
      const subscription = await orNull(this.stripe.subscriptions.retrieve(subscriptionId));
      if (subscription && subscription.status !== "canceled")
        await this.stripe.subscriptions.cancel(subscriptionId, { prorate: false });
    }
    const invoiceId = idOf(session.invoice);
    if (!invoiceId) return { refundedPence: 0 };
    const payments = await this.stripe.invoicePayments.list({ invoice: invoiceId, status: "paid" });
    let refundedPence = 0;
    for (const payment of payments.data) {
      const paymentIntent = idOf(payment.payment.payment_intent ?? null);
      if (!paymentIntent) continue;
      const refund = await this.stripe.refunds.create(
        {
          payment_intent: paymentIntent,
          reason: "duplicate",
          metadata: { checkout_session: checkoutSessionId },
        },
        { idempotencyKey: `refund-duplicate-${checkoutSessionId}-${paymentIntent}` },
      );
      refundedPence += refund.amount;
    }
    return { refundedPence };
  }

  async parseWebhook(rawBody: string, signatureHeader: string | null): Promise<PaymentEvent> {
    if (!signatureHeader)
      throw new WebhookSignatureError("The Stripe-Signature header is missing.");
    let event: Stripe.Event;
    try {
      event = await this.stripe.webhooks.constructEventAsync(
        rawBody,
        signatureHeader,
        this.webhookSecret,
        this.webhookTolerance,
      );
    } catch (error) {
      throw new WebhookSignatureError(
        error instanceof Error ? error.message : "The webhook signature did not verify.",
      );
    }
    const base = { id: event.id, created: new Date(event.created * 1000) };
    switch (event.type) {
      case "checkout.session.completed":
      case "checkout.session.expired":
        return { ...base, type: event.type, session: checkoutSessionInfo(event.data.object) };
      case "customer.subscription.created":
      case "customer.subscription.updated":
        return { ...base, type: event.type, subscription: subscriptionInfo(event.data.object) };
      case "customer.subscription.deleted":
        return {
          ...base,
          type: event.type,
          subscription: { ...subscriptionInfo(event.data.object), status: "canceled" },
        };
      case "invoice.paid": {
        const invoice = paidInvoiceInfo(event.data.object);
        if (invoice) return { ...base, type: event.type, invoice };
        return { ...base, type: "other", providerType: event.type };
      }
      case "invoice.payment_failed": {
        const invoice = failedInvoiceInfo(event.data.object);
        if (invoice) return { ...base, type: event.type, invoice };
        return { ...base, type: "other", providerType: event.type };
      }
      default:
        return { ...base, type: "other", providerType: event.type };
    }
  }

  private sessionRef(session: Stripe.Checkout.Session): CheckoutSessionRef {
    if (!session.url)
      throw new Error(`Stripe returned checkout session ${session.id} without a URL.`);
    return { id: session.id, url: session.url };
  }
}

export function createStripePaymentGateway(
  config: StripePaymentGatewayConfig,
): StripePaymentGateway {
  const stripe = new Stripe(config.secretKey, stripeOptions(config));
  return new StripePaymentGateway(stripe, config.webhookSecret, config.webhookToleranceSeconds);
}
