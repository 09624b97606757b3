import Stripe from "stripe";
import { isSubscriptionActive } from "@/domain/payments/subscription-state";
import type {
  CheckoutSessionInfo,
  CheckoutSessionStatus,
  FailedInvoiceInfo,
  PaidInvoiceInfo,
  SubscriptionInfo,
} from "../payment-gateway";

/*
 * Stripe's objects read as the payment interface's (payment-gateway.ts), and the small conversions
 * the adapter needs on the way in and out.
 */

export const SESSION_ID_PLACEHOLDER = "{CHECKOUT_SESSION_ID}";

export type StripeId = string | { id: string } | null | undefined;

export function idOf(value: StripeId): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === "string" ? value : value.id;
}

export function toUnixSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

export function fromUnixSeconds(seconds: number | null | undefined): Date | null {
  return seconds === null || seconds === undefined ? null : new Date(seconds * 1000);
}

export function isResourceMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeError && error.code === "resource_missing";
}

/** A retrieve that answers null for an id Stripe does not know (deleted, or from another account). */
export async function orNull<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    if (isResourceMissing(error)) return null;
    throw error;
  }
}

/**
 * Stripe only substitutes the literal placeholder, so it is appended as text (URL would encode the
 * braces); the success page reads the session back in case the webhook is late.
 */
export function withSessionIdPlaceholder(successUrl: string): string {
  if (successUrl.includes(SESSION_ID_PLACEHOLDER)) return successUrl;
  const hashAt = successUrl.indexOf("#");
  const base = hashAt < 0 ? successUrl : successUrl.slice(0, hashAt);
  const hash = hashAt < 0 ? "" : successUrl.slice(hashAt);
  return `${base}${base.includes("?") ? "&" : "?"}session_id=${SESSION_ID_PLACEHOLDER}${hash}`;
}

function sessionStatus(status: Stripe.Checkout.Session.Status | null): CheckoutSessionStatus {
  if (status === "complete") return "complete";
  if (status === "expired") return "expired";
  // Null is only seen on a session still being set up: it is not finished, so open.
  return "open";
}

export function checkoutSessionInfo(session: Stripe.Checkout.Session): CheckoutSessionInfo {
  return {
    id: session.id,
    status: sessionStatus(session.status),
    mode: session.mode === "subscription" ? "subscription" : "payment",
    customerId: idOf(session.customer),
    subscriptionId: idOf(session.subscription),
    paymentId: idOf(session.payment_intent),
    reference: session.client_reference_id,
    metadata: { ...(session.metadata ?? {}) },
    amountTotalPence: session.amount_total,
    discountPence: session.total_details?.amount_discount ?? 0,
  };
}

export function subscriptionInfo(subscription: Stripe.Subscription): SubscriptionInfo {
  const firstItem = subscription.items.data[0];
  const details = subscription.cancellation_details;
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer) ?? "",
    priceId: firstItem?.price.id ?? null,
    status: subscription.status,
    pausedUntil: fromUnixSeconds(subscription.pause_collection?.resumes_at),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    cancellationReason: details?.comment || details?.feedback || null,
    // Since API 2025-03-31 the period lives on each item, not on the subscription.
    currentPeriodEnd: fromUnixSeconds(firstItem?.current_period_end),
  };
}

/**
 * A paid subscription invoice, or null for one that is not a subscription's. The period is its
 * subscription line's (what the month pays for): the invoice's own period_start/period_end are
 * those of the previous period for a renewal.
 */
export function paidInvoiceInfo(invoice: Stripe.Invoice): PaidInvoiceInfo | null {
  const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
  const customerId = idOf(invoice.customer);
  if (!invoice.id || !subscriptionId || !customerId) return null;
  const lines = invoice.lines.data;
  const line = lines.find((item) => item.parent?.type === "subscription_item_details") ?? lines[0];
  const period = line?.period ?? { start: invoice.period_start, end: invoice.period_end };
  return {
    id: invoice.id,
    subscriptionId,
    customerId,
    amountPence: invoice.total,
    // The customer balance (a gift card's rest) paid what the card did not.
    creditAppliedPence: Math.max(0, invoice.total - invoice.amount_paid),
    periodStart: new Date(period.start * 1000),
    periodEnd: new Date(period.end * 1000),
  };
}

/** A refused subscription invoice, or null for one that is not a subscription's. */
export function failedInvoiceInfo(invoice: Stripe.Invoice): FailedInvoiceInfo | null {
  const customerId = idOf(invoice.customer);
  if (!invoice.id || !customerId) return null;
  const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
  if (!subscriptionId) return null;
  return {
    id: invoice.id,
    subscriptionId,
    customerId,
    amountPence: invoice.amount_due,
    attempt: Math.max(1, invoice.attempt_count),
    nextAttemptAt: fromUnixSeconds(invoice.next_payment_attempt),
  };
}

/** Live for the shop: the domain's rule, and not paused with no end (possible from the dashboard). */
export function subscriptionIsActive(subscription: Stripe.Subscription, now: Date): boolean {
  const pause = subscription.pause_collection;
  if (pause && pause.resumes_at === null) return false;
  return isSubscriptionActive(subscriptionInfo(subscription), now);
}
