/**
 * What the shop asks of the card payment provider (issue 9). Two adapters: the local sandbox (the
 * default, its hosted-style page served by the shop itself) and Stripe. Provider data is reshaped
 * into these types at the boundary; the shop's services never see a provider's own objects.
 * Amounts are in pence.
 */

export interface SubscriptionStatus {
  active: boolean;
}

export interface CustomerInput {
  /** Our users.id, kept on the provider's customer (metadata) for support. */
  userId: string;
  email: string;
  name?: string | null;
  /** The member's users.payment_customer_id, when they already have one. */
  existingCustomerId?: string | null;
  /** Two creates with one key answer one customer (two checkouts of a member at once). */
  idempotencyKey?: string;
}

export interface SubscriptionCheckoutInput {
  customerId: string;
  /** The plan's paymentPriceId (settings.subscriptionOption). */
  priceId: string;
  /** Our order id: the provider's client_reference_id. */
  reference: string;
  metadata: Record<string, string>;
  successUrl: string;
  cancelUrl: string;
  /** When the provider closes the page and sends checkout.session.expired. */
  expiresAt: Date;
  /** A retried create with the same key answers the same session (one per order). */
  idempotencyKey?: string;
  /**
   * A promotion code checked at /checkout (PromotionCodeInfo.id): the page opens with it applied
   * and takes no other code.
   */
  promotionCodeId?: string;
}

export interface PaymentCheckoutInput {
  amountPence: number;
  description: string;
  customerEmail: string;
  reference: string;
  metadata: Record<string, string>;
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
}

export interface CheckoutSessionRef {
  id: string;
  /** The provider's hosted page. */
  url: string;
}

export type CheckoutSessionStatus = "open" | "complete" | "expired";

/** A checkout session as the provider tells it, also read back when a webhook may have been lost. */
export interface CheckoutSessionInfo {
  id: string;
  status: CheckoutSessionStatus;
  mode: "subscription" | "payment";
  customerId: string | null;
  subscriptionId: string | null;
  paymentId: string | null;
  reference: string | null;
  metadata: Record<string, string>;
  amountTotalPence: number | null;
  /** What promotion codes took off this payment (0 without one). */
  discountPence: number;
}

export interface SubscriptionInfo {
  id: string;
  customerId: string;
  priceId: string | null;
  /** The provider's status: active, trialing, past_due, paused, canceled, incomplete… */
  status: string;
  pausedUntil: Date | null;
  cancelAtPeriodEnd: boolean;
  cancellationReason: string | null;
  currentPeriodEnd: Date | null;
}

export interface CouponInput {
  amountOffPence: number;
  name: string;
  /** The promotion code the recipient types; the provider makes one when absent. */
  code?: string;
  expiresAt?: Date;
}

export interface CouponRef {
  couponId: string;
  promotionCode: string;
}

export interface PromotionCodeInfo {
  /** The provider's id of the code (Stripe: promo_…; the sandbox: its coupon's id). */
  id: string;
  code: string;
  couponId: string;
  amountOffPence: number;
  active: boolean;
  timesRedeemed: number;
  maxRedemptions: number | null;
  /** The earlier of the code's and its coupon's last moment (Stripe: expires_at, redeem_by). */
  expiresAt: Date | null;
}

/** Money off a customer's next payments (a referral's month, a trade-in's share). */
export interface CustomerCreditInput {
  customerId: string;
  /** Whole pence above 0. */
  pence: number;
  /** A repeated call with the same key credits once (Stripe's Idempotency-Key). */
  idempotencyKey: string;
  /** Shown to the customer on the provider's side (Stripe: the balance transaction's text). */
  description: string;
}

export interface RefundResult {
  /** Pence given back by this call and any before it (0 when a promotion code paid it all). */
  refundedPence: number;
}

/** A subscription's invoice the provider was paid (Stripe's invoice.paid): one period's money. */
export interface PaidInvoiceInfo {
  id: string;
  subscriptionId: string;
  customerId: string;
  /** The invoice total, after promotions and before credit from the customer's balance. */
  amountPence: number;
  /** Of the total, what the customer's credit balance paid (a gift card's rest); the card paid the rest. */
  creditAppliedPence: number;
  /** The period it pays for. */
  periodStart: Date;
  periodEnd: Date;
}

/** A subscription's invoice the card refused (Stripe's invoice.payment_failed): the member is told. */
export interface FailedInvoiceInfo {
  id: string;
  subscriptionId: string | null;
  customerId: string;
  amountPence: number;
  /** How many times the provider has tried (1 on the first refusal). */
  attempt: number;
  /** When the provider tries again; null when it will not. */
  nextAttemptAt: Date | null;
}

/** The provider's events the shop acts on; every other type is acknowledged and left alone. */
export type PaymentEvent =
  | {
      id: string;
      created: Date;
      type: "checkout.session.completed" | "checkout.session.expired";
      session: CheckoutSessionInfo;
    }
  | {
      id: string;
      created: Date;
      type:
        | "customer.subscription.created"
        | "customer.subscription.updated"
        | "customer.subscription.deleted";
      subscription: SubscriptionInfo;
    }
  | { id: string; created: Date; type: "invoice.paid"; invoice: PaidInvoiceInfo }
  | { id: string; created: Date; type: "invoice.payment_failed"; invoice: FailedInvoiceInfo }
  | { id: string; created: Date; type: "other"; providerType: string };

/** A webhook request whose signature does not verify (or is too old): refused, nothing changes. */
export class WebhookSignatureError extends Error {
  constructor(message = "The webhook signature did not verify.") {
    super(message);
    this.name = "WebhookSignatureError";
  }
}

export interface PaymentGateway {
  readonly name: "local" | "stripe";
  /** The member's customer at the provider: the existing one, or a new one. */
  ensureCustomer(input: CustomerInput): Promise<{ customerId: string }>;
  /** A hosted checkout in subscription mode for a plan's price, promotion codes allowed. */
  createSubscriptionCheckout(input: SubscriptionCheckoutInput): Promise<CheckoutSessionRef>;
  /** A hosted checkout in payment mode for a one-off amount (gift cards). */
  createPaymentCheckout(input: PaymentCheckoutInput): Promise<CheckoutSessionRef>;
  getCheckoutSession(id: string): Promise<CheckoutSessionInfo | null>;
  /** Closes an open checkout (a reservation ran out); the provider sends checkout.session.expired. */
  expireCheckoutSession(id: string): Promise<CheckoutSessionInfo | null>;
  getSubscription(id: string): Promise<SubscriptionInfo | null>;
  /** Is the subscription live (spec 7.4): asked of the provider, not of our order table. */
  getSubscriptionStatus(subscriptionId: string): Promise<SubscriptionStatus>;
  /** A new price from the next billing period (the next wardrobe). */
  changeSubscriptionPlan(subscriptionId: string, priceId: string): Promise<SubscriptionInfo>;
  /** No payment for this many months; the subscription resumes by itself. */
  pauseSubscription(subscriptionId: string, months: number): Promise<SubscriptionInfo>;
  resumeSubscription(subscriptionId: string): Promise<SubscriptionInfo>;
  /** Ends the subscription at the end of the paid period, with the member's reason. */
  cancelSubscription(subscriptionId: string, reason: string): Promise<SubscriptionInfo>;
  /**
   * Undoes a cancellation not yet in effect (Stripe's portal 'renew'); null when the subscription
   * has already ended, so there is nothing to keep.
   */
  keepSubscription(subscriptionId: string): Promise<SubscriptionInfo | null>;
  /** The customer's credit left for their next payments (a gift card's rest), in pence. */
  getCustomerCredit(customerId: string): Promise<number>;
  /**
   * Credits the customer for their next payments; answers their credit balance after it. Safe to
   * repeat with the same idempotency key: the credit is added once (see CustomerCreditInput).
   */
  addCustomerCredit(input: CustomerCreditInput): Promise<{ balancePence: number }>;
  /** The provider's customer portal, where the member changes plan, pauses or cancels. */
  createPortalSession(customerId: string, returnUrl: string): Promise<{ url: string }>;
  createCoupon(input: CouponInput): Promise<CouponRef>;
  findPromotionCode(code: string): Promise<PromotionCodeInfo | null>;
  /**
   * A subscription's first payment took a promotion code worth more than it: the rest stays with
   * the customer for the next payments (a gift card is spent across months). Safe to repeat; the
   * sandbox kept it when the page was paid. Answers the pence kept by this call.
   */
  keepCouponRemainder(checkoutSessionId: string): Promise<{ keptPence: number }>;
  /**
   * A subscription checkout that must not stand (the member already had a live subscription): its
   * subscription ends at once and what was paid goes back. Safe to repeat: a second call refunds
   * nothing more.
   */
  refundSubscriptionCheckout(checkoutSessionId: string): Promise<RefundResult>;
  /** Verifies the signature over the raw body and reshapes the event; throws WebhookSignatureError. */
  parseWebhook(rawBody: string, signatureHeader: string | null): Promise<PaymentEvent>;
}
