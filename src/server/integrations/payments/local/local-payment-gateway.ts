import { eq } from "drizzle-orm";
import type { CardInput } from "@/domain/payments/sandbox-card";
import { isSubscriptionActive, pauseEnd } from "@/domain/payments/subscription-state";
import type { Database, Executor } from "@/server/db/client";
import {
  sandboxCheckoutSessions,
  sandboxCustomers,
  sandboxPortalSessions,
  sandboxSubscriptions,
} from "@/server/db/schema";
import type {
  CheckoutSessionInfo,
  CheckoutSessionRef,
  CouponInput,
  CouponRef,
  CustomerCreditInput,
  CustomerInput,
  PaymentCheckoutInput,
  PaymentEvent,
  PaymentGateway,
  PromotionCodeInfo,
  RefundResult,
  SubscriptionCheckoutInput,
  SubscriptionInfo,
  SubscriptionStatus,
} from "../payment-gateway";
import {
  createSandboxCoupon,
  findSandboxPromotionCode,
  sessionDiscount,
  previewSandboxPromotion,
  type PromotionPreview,
} from "./sandbox-coupons";
import { addSandboxCustomerCredit, sandboxCustomerCredit } from "./sandbox-credit";
import { parseSandboxEvent } from "./sandbox-event";
import {
  deliverSandboxEvents,
  postToShop,
  recordSandboxEvent,
  type SandboxInvoice,
  type UnsentEvent,
} from "./sandbox-outbox";
import { paySandboxCheckout, type PayResult } from "./sandbox-payment";
import { refundSandboxSubscriptionCheckout } from "./sandbox-refund";
import { sandboxPortalView, type SandboxPortalView } from "./sandbox-portal-view";
import { renewDueSandboxSubscriptions } from "./sandbox-renewal";
import { keepSandboxSubscription } from "./sandbox-keep";
import {
  newId,
  toSessionInfo,
  toSubscriptionInfo,
  type PriceInfo,
  type SessionRow,
} from "./sandbox-rows";
import { verifySignature } from "./webhook-signature";

export { SIGNATURE_HEADER, type SandboxInvoice } from "./sandbox-outbox";
export type { PayResult } from "./sandbox-payment";
export type { PriceInfo } from "./sandbox-rows";
export type { PromotionPreview } from "./sandbox-coupons";

export interface LocalGatewayOptions {
  db: Database;
  appUrl: string;
  webhookSecret: string;
  /** The amount of a plan's price id (the sandbox's own price list is the settings' plans). */
  prices(priceId: string): Promise<PriceInfo | null>;
  /** Sends one signed event to the shop; default: POST to the shop's own webhook over HTTP. */
  deliver?(rawBody: string, signature: string): Promise<void>;
  now?(): Date;
}

/**
 * The local payment provider (the default). Its records live in the sandbox_* tables, as Stripe's
 * live on Stripe's side; its hosted-style page is served by the shop at /sandbox/checkout/{id}, and
 * every change it makes reaches the shop as a signed event on the same webhook Stripe's would.
 */
export class LocalPaymentGateway implements PaymentGateway {
  readonly name = "local" as const;
  private readonly db: Database;
  private readonly now: () => Date;

  constructor(private readonly options: LocalGatewayOptions) {
    this.db = options.db;
    this.now = options.now ?? (() => new Date());
  }

  async ensureCustomer(input: CustomerInput): Promise<{ customerId: string }> {
    if (input.existingCustomerId) {
      const [found] = await this.db
        .select({ id: sandboxCustomers.id })
        .from(sandboxCustomers)
        .where(eq(sandboxCustomers.id, input.existingCustomerId));
      if (found) return { customerId: found.id };
    }
    const key = input.idempotencyKey ?? null;
    const [created] = await this.db
      .insert(sandboxCustomers)
      .values({
        id: newId("cus"),
        email: input.email,
        name: input.name ?? null,
        user_ref: input.userId,
        idempotency_key: key,
      })
      .onConflictDoNothing({ target: sandboxCustomers.idempotency_key })
      .returning({ id: sandboxCustomers.id });
    if (created) return { customerId: created.id };
    // The same key was used before (or at this moment): the customer it made is the answer.
    const [earlier] = await this.db
      .select({ id: sandboxCustomers.id })
      .from(sandboxCustomers)
      .where(eq(sandboxCustomers.idempotency_key, key!));
    return { customerId: earlier!.id };
  }

  private sessionUrl(id: string): string {
    return `${this.options.appUrl}/sandbox/checkout/${id}`;
  }

  async createSubscriptionCheckout(input: SubscriptionCheckoutInput): Promise<CheckoutSessionRef> {
    const price = await this.options.prices(input.priceId);
    if (!price) throw new Error(`No such price: ${input.priceId}`);
    const [customer] = await this.db
      .select({ email: sandboxCustomers.email })
      .from(sandboxCustomers)
      .where(eq(sandboxCustomers.id, input.customerId));
    if (!customer) throw new Error(`No such customer: ${input.customerId}`);
    const discount = input.promotionCodeId
      ? await sessionDiscount(this.db, input.promotionCodeId, price.amountPence)
      : null;
    const id = newId("cs");
    await this.db.insert(sandboxCheckoutSessions).values({
      ...discount,
      id,
      mode: "subscription",
      customer_id: input.customerId,
      customer_email: customer.email,
      price_id: input.priceId,
      amount_pence: price.amountPence,
      description: `${price.name}, monthly`,
      success_url: input.successUrl.replace("{CHECKOUT_SESSION_ID}", id),
      cancel_url: input.cancelUrl,
      client_reference_id: input.reference,
      metadata: input.metadata,
      expires_at: input.expiresAt,
    });
    return { id, url: this.sessionUrl(id) };
  }

  async createPaymentCheckout(input: PaymentCheckoutInput): Promise<CheckoutSessionRef> {
    const id = newId("cs");
    await this.db.insert(sandboxCheckoutSessions).values({
      id,
      mode: "payment",
      customer_email: input.customerEmail,
      amount_pence: input.amountPence,
      description: input.description,
      success_url: input.successUrl.replace("{CHECKOUT_SESSION_ID}", id),
      cancel_url: input.cancelUrl,
      client_reference_id: input.reference,
      metadata: input.metadata,
      allow_promotion_codes: false,
      expires_at: input.expiresAt,
    });
    return { id, url: this.sessionUrl(id) };
  }

  /** The session as it stands; an open one past its expiry is closed first, as the provider would. */
  async getCheckoutSession(id: string): Promise<CheckoutSessionInfo | null> {
    const [row] = await this.db
      .select()
      .from(sandboxCheckoutSessions)
      .where(eq(sandboxCheckoutSessions.id, id));
    if (!row) return null;
    if (row.status === "open" && row.expires_at <= this.now())
      return this.expireCheckoutSession(id);
    return toSessionInfo(row);
  }

  async expireCheckoutSession(id: string): Promise<CheckoutSessionInfo | null> {
    const result = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(sandboxCheckoutSessions)
        .where(eq(sandboxCheckoutSessions.id, id))
        .for("update");
      if (!row) return null;
      if (row.status !== "open") return { row, changed: false };
      const [expired] = await tx
        .update(sandboxCheckoutSessions)
        .set({ status: "expired" })
        .where(eq(sandboxCheckoutSessions.id, id))
        .returning();
      await this.recordEvent(tx, {
        type: "checkout.session.expired",
        session: toSessionInfo(expired!),
      });
      return { row: expired!, changed: true };
    });
    if (!result) return null;
    if (result.changed) await this.deliverPending();
    return toSessionInfo(result.row);
  }

  async getSubscription(id: string): Promise<SubscriptionInfo | null> {
    const [row] = await this.db
      .select()
      .from(sandboxSubscriptions)
      .where(eq(sandboxSubscriptions.id, id));
    return row ? toSubscriptionInfo(row) : null;
  }

  async getSubscriptionStatus(subscriptionId: string): Promise<SubscriptionStatus> {
    const subscription = await this.getSubscription(subscriptionId);
    return { active: subscription !== null && isSubscriptionActive(subscription, this.now()) };
  }

  /** One change to a subscription, told to the shop as customer.subscription.updated. */
  private async updateSubscription(
    id: string,
    change: Partial<typeof sandboxSubscriptions.$inferInsert>,
  ): Promise<SubscriptionInfo> {
    const info = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(sandboxSubscriptions)
        .set({ ...change, updated_at: this.now() })
        .where(eq(sandboxSubscriptions.id, id))
        .returning();
      if (!row) throw new Error(`No such subscription: ${id}`);
      const updated = toSubscriptionInfo(row);
      await this.recordEvent(tx, { type: "customer.subscription.updated", subscription: updated });
      return updated;
    });
    await this.deliverPending();
    return info;
  }

  /** The sandbox's price list (sandbox only). */
  priceOf(priceId: string): Promise<PriceInfo | null> {
    return this.options.prices(priceId);
  }

  async changeSubscriptionPlan(subscriptionId: string, priceId: string): Promise<SubscriptionInfo> {
    if (!(await this.options.prices(priceId))) throw new Error(`No such price: ${priceId}`);
    return this.updateSubscription(subscriptionId, { price_id: priceId });
  }

  pauseSubscription(subscriptionId: string, months: number): Promise<SubscriptionInfo> {
    return this.updateSubscription(subscriptionId, { paused_until: pauseEnd(this.now(), months) });
  }

  resumeSubscription(subscriptionId: string): Promise<SubscriptionInfo> {
    return this.updateSubscription(subscriptionId, { paused_until: null });
  }

  cancelSubscription(subscriptionId: string, reason: string): Promise<SubscriptionInfo> {
    return this.updateSubscription(subscriptionId, {
      cancel_at_period_end: true,
      cancellation_reason: reason,
    });
  }

  keepSubscription(subscriptionId: string): Promise<SubscriptionInfo | null> {
    return keepSandboxSubscription(this.db, this, subscriptionId, this.now());
  }

  /** A gift card's rest on the subscription (credit_pence) and grants waiting for one. */
  getCustomerCredit(customerId: string): Promise<number> {
    return sandboxCustomerCredit(this.db, customerId);
  }

  /** One grant per idempotency key, added to the live subscription's credit (sandbox-credit.ts). */
  addCustomerCredit(input: CustomerCreditInput): Promise<{ balancePence: number }> {
    return addSandboxCustomerCredit(this.db, input);
  }

  async createPortalSession(customerId: string, returnUrl: string): Promise<{ url: string }> {
    const id = newId("bps");
    await this.db.insert(sandboxPortalSessions).values({
      id,
      customer_id: customerId,
      return_url: returnUrl,
      expires_at: new Date(this.now().getTime() + 60 * 60 * 1000),
    });
    return { url: `${this.options.appUrl}/sandbox/portal/${id}` };
  }

  createCoupon(input: CouponInput): Promise<CouponRef> {
    return createSandboxCoupon(this.db, input);
  }

  findPromotionCode(code: string): Promise<PromotionCodeInfo | null> {
    return findSandboxPromotionCode(this.db, code, this.now());
  }

  /** The sandbox left the rest on the subscription (credit_pence) when the page was paid. */
  keepCouponRemainder(): Promise<{ keptPence: number }> {
    return Promise.resolve({ keptPence: 0 });
  }

  /** 'Apply' on the hosted page (sandbox only); nothing is redeemed until 'Pay'. */
  previewPromotion(sessionId: string, code: string): Promise<PromotionPreview> {
    return previewSandboxPromotion(this.db, sessionId, code, this.now());
  }

  refundSubscriptionCheckout(checkoutSessionId: string): Promise<RefundResult> {
    return refundSandboxSubscriptionCheckout(
      {
        db: this.db,
        now: this.now,
        recordEvent: (tx, event) => this.recordEvent(tx, event),
        deliverPending: () => this.deliverPending(),
      },
      checkoutSessionId,
    );
  }

  /** The sandbox's month, as the provider renews by itself (sandbox-renewal.ts). */
  renewDueSubscriptions(): Promise<SandboxInvoice[]> {
    return renewDueSandboxSubscriptions({
      db: this.db,
      now: this.now,
      prices: (priceId) => this.options.prices(priceId),
      recordEvent: (tx, event) => this.recordEvent(tx, event),
      deliverPending: () => this.deliverPending(),
    });
  }

  /** The hosted page's view of a session (sandbox only). */
  async sessionForPage(id: string): Promise<SessionRow | null> {
    const info = await this.getCheckoutSession(id);
    if (!info) return null;
    const [row] = await this.db
      .select()
      .from(sandboxCheckoutSessions)
      .where(eq(sandboxCheckoutSessions.id, id));
    return row ?? null;
  }

  /** 'Pay' on the hosted page (sandbox only; sandbox-payment.ts). */
  payCheckout(sessionId: string, card: CardInput, promotionCode?: string): Promise<PayResult> {
    return paySandboxCheckout(
      {
        db: this.db,
        now: this.now,
        recordEvent: (tx, event) => this.recordEvent(tx, event),
        deliverPending: () => this.deliverPending(),
      },
      sessionId,
      card,
      promotionCode,
    );
  }

  /** The sandbox portal's page: the customer's subscriptions (sandbox only). */
  portal(portalId: string): Promise<SandboxPortalView | null> {
    return sandboxPortalView(this.db, this.now(), portalId);
  }

  async parseWebhook(rawBody: string, signatureHeader: string | null): Promise<PaymentEvent> {
    verifySignature(rawBody, signatureHeader, this.options.webhookSecret, { now: this.now() });
    return parseSandboxEvent(rawBody);
  }

  /** Writes an event to the sandbox's outbox in the caller's transaction (sent after commit). */
  recordEvent(tx: Executor, event: UnsentEvent): Promise<void> {
    return recordSandboxEvent(tx, event, this.now());
  }

  /** Sends every undelivered event to the shop (sandbox-outbox.ts). */
  deliverPending(): Promise<number> {
    return deliverSandboxEvents(this.db, {
      webhookSecret: this.options.webhookSecret,
      now: this.now,
      send: this.options.deliver ?? postToShop(this.options.appUrl),
    });
  }
}
