import { and, eq, lt } from "drizzle-orm";
import { findPlan } from "@/domain/checkout/checkout-request";
import type { Settings } from "@/domain/content/settings";
import type { Database, Executor } from "@/server/db/client";
import { memberSubscriptions, order, partialOrder, users } from "@/server/db/schema";
import type { CheckoutSessionInfo, PaymentGateway } from "@/server/integrations/payments";
import { getLogger } from "@/server/observability/logger";
import {
  releaseOrderStock,
  reserveOrderStock,
  StockUnavailableError,
} from "@/server/services/stock/reserve-order-stock";
import { checkoutCouponRemainderJob } from "@/server/jobs/checkout-coupon-remainder";
import { checkoutRefundDuplicateJob } from "@/server/jobs/checkout-refund-duplicate";
import { orderConfirmationEmailJob } from "@/server/jobs/order-confirmation-email";
import { subscriberListJob } from "@/server/jobs/subscriber-list";
import { referralPayment, settleReferral } from "@/server/services/referrals/settle-referral";
import { holdGarmentsForOrder } from "./place-order";

/** The refund reason staff read on an order whose payment was a duplicate. */
export const DUPLICATE_PAYMENT_REASON =
  "Duplicate payment: the member already had a live subscription";

export type SettleOutcome =
  | { kind: "placed"; orderId: number; userId: string; touchedProducts: number[] }
  | { kind: "cancelled"; orderId: number; touchedProducts: number[] }
  | { kind: "membership_ended"; userId: string; touchedProducts: number[] }
  | { kind: "unchanged"; orderId: number | null };

const PENDING = "ORDER_PLACED_PAYMENT_PENDING";
const CANCELLED = "ORDER_PLACED_PAYMENT_CANCELLED";

async function orderStatus(db: Executor, orderId: number): Promise<string | undefined> {
  const [row] = await db.select({ status: order.status }).from(order).where(eq(order.id, orderId));
  return row?.status;
}

/** The order a provider's checkout session belongs to: its reference, else its id on the order. */
async function lockOrderOfSession(tx: Executor, session: CheckoutSessionInfo) {
  const reference = Number(session.metadata.order_id ?? session.reference);
  const byReference = Number.isInteger(reference) && reference > 0;
  const [row] = await tx
    .select()
    .from(order)
    .where(byReference ? eq(order.id, reference) : eq(order.checkout_id, session.id))
    .for("update");
  return row;
}

/**
 * A completed payment (spec issue 9): the order and its delivery move from payment-pending to
 * ORDER_PLACED, garments are chosen and held, and the member's payment ids are stored. Runs inside
 * the webhook's transaction; a second call finds the order placed and changes nothing. A payment
 * that completes after its reservation was given up takes the stock again, or, if it is gone,
 * leaves the order at ORDER_PROBLEM for staff to refund.
 */
export async function completeCheckout(
  tx: Executor,
  session: CheckoutSessionInfo,
  settings: Pick<Settings, "subscriptionOptions">,
): Promise<SettleOutcome> {
  // The member first, then the order, as a new checkout locks them: two payments of one member
  // settle one after the other, so the second sees the first's subscription.
  const owner = await ownerOfSession(tx, session);
  if (owner) await tx.select({ id: users.id }).from(users).where(eq(users.id, owner)).for("update");
  const row = await lockOrderOfSession(tx, session);
  if (!row) {
    getLogger().warn(
      { event: "checkout_without_order", sessionId: session.id },
      "No order for a completed checkout",
    );
    return { kind: "unchanged", orderId: null };
  }
  if (row.status !== PENDING && row.status !== "ORDER_PLACED_PAYMENT_CANCELLED")
    return { kind: "unchanged", orderId: row.id };
  if (row.refund_reason !== null) return { kind: "unchanged", orderId: row.id };
  if (session.mode === "subscription" && (await hasOtherLiveSubscription(tx, row.user_id, session)))
    return refundDuplicate(tx, row.id, session);
  const [delivery] = await tx
    .select({ id: partialOrder.id })
    .from(partialOrder)
    .where(and(eq(partialOrder.order_id, row.id), eq(partialOrder.user_id, row.user_id)))
    .for("update");
  let touchedProducts: number[] = [];
  if (row.status === "ORDER_PLACED_PAYMENT_CANCELLED") {
    try {
      touchedProducts = await tx.transaction((sp) => reserveOrderStock(sp, row.id, row.user_id));
    } catch (error) {
      if (!(error instanceof StockUnavailableError)) throw error;
      getLogger().error(
        { event: "paid_after_release", orderId: row.id, variants: error.variantIds },
        "A payment completed after its stock was released and sold",
      );
      await setStatus(tx, row.id, delivery?.id, "ORDER_PROBLEM", session);
      return { kind: "unchanged", orderId: row.id };
    }
  }
  await setStatus(tx, row.id, delivery?.id, "ORDER_PLACED", session);
  const plan = row.subscription_type
    ? findPlan(settings.subscriptionOptions, row.subscription_type)
    : undefined;
  // The order's plan is the member's price only for a new subscription: a late completion must not
  // undo a plan changed since (the subscription's own events keep the price from then on).
  const [member] = await tx
    .select({ subscriptionId: users.payment_subscription_id })
    .from(users)
    .where(eq(users.id, row.user_id));
  const newSubscription = member?.subscriptionId !== session.subscriptionId;
  await tx
    .update(users)
    .set({
      ...(session.customerId ? { payment_customer_id: session.customerId } : {}),
      ...(session.subscriptionId ? { payment_subscription_id: session.subscriptionId } : {}),
      ...(plan && newSubscription ? { payment_price_id: plan.paymentPriceId } : {}),
    })
    .where(eq(users.id, row.user_id));
  if (delivery)
    await holdGarmentsForOrder(tx, {
      orderId: row.id,
      partialOrderId: delivery.id,
      userId: row.user_id,
    });
  // Due at once by the real clock (not a test's or a webhook's time): it is sent straight after.
  await orderConfirmationEmailJob.enqueue(tx, { orderId: row.id, userId: row.user_id });
  if (session.mode === "subscription") {
    await subscriberListJob.enqueue(tx, {
      userId: row.user_id,
      change: "join",
      ...(session.subscriptionId ? { subscriptionId: session.subscriptionId } : {}),
    });
    if (session.discountPence > 0)
      await checkoutCouponRemainderJob.enqueue(tx, { sessionId: session.id });
    // A friend's code (issue 27): their first payment earns both families a month, once.
    if (plan) await settleReferral(tx, { ...referralPayment(row, session, plan), settings });
  }
  return { kind: "placed", orderId: row.id, userId: row.user_id, touchedProducts };
}

/** The member an order belongs to, read without a lock (the lock order is member, then order). */
async function ownerOfSession(tx: Executor, session: CheckoutSessionInfo) {
  const reference = Number(session.metadata.order_id ?? session.reference);
  const byReference = Number.isInteger(reference) && reference > 0;
  const [row] = await tx
    .select({ userId: order.user_id })
    .from(order)
    .where(byReference ? eq(order.id, reference) : eq(order.checkout_id, session.id));
  return row?.userId ?? null;
}

/** Subscription states that are over: a new checkout after one of these is a new membership. */
const ENDED_SUBSCRIPTION = ["canceled", "incomplete_expired"];

/**
 * Does the member already run on another subscription that has not ended? The one stored on the
 * member is theirs from the moment its payment settled, before the provider's own event about it.
 */
async function hasOtherLiveSubscription(
  tx: Executor,
  userId: string,
  session: CheckoutSessionInfo,
): Promise<boolean> {
  const [member] = await tx
    .select({ subscriptionId: users.payment_subscription_id })
    .from(users)
    .where(eq(users.id, userId));
  const current = member?.subscriptionId;
  if (!current || current === session.subscriptionId) return false;
  const [known] = await tx
    .select({ status: memberSubscriptions.status })
    .from(memberSubscriptions)
    .where(eq(memberSubscriptions.id, current));
  return !known || !ENDED_SUBSCRIPTION.includes(known.status);
}

/**
 * A second paid checkout of a member whose subscription is live (two tabs, a page paid after a
 * newer one): no second order. Its stock goes back, the order says why for staff, and a queued job
 * ends the duplicate subscription and refunds it through the payment provider.
 */
async function refundDuplicate(
  tx: Executor,
  orderId: number,
  session: CheckoutSessionInfo,
): Promise<SettleOutcome> {
  const cancelled = await cancelPendingOrder(tx, orderId);
  await tx
    .update(order)
    .set({
      status: CANCELLED,
      checkout_id: session.id,
      refund_reason: DUPLICATE_PAYMENT_REASON,
      ...(session.subscriptionId ? { payment_subscription_id: session.subscriptionId } : {}),
    })
    .where(eq(order.id, orderId));
  await checkoutRefundDuplicateJob.enqueue(tx, { sessionId: session.id, orderId });
  getLogger().warn(
    { event: "duplicate_payment_refunded", orderId, sessionId: session.id },
    "A second payment for a member with a live subscription is being refunded",
  );
  return {
    kind: "cancelled",
    orderId,
    touchedProducts: cancelled.kind === "cancelled" ? cancelled.touchedProducts : [],
  };
}

async function setStatus(
  tx: Executor,
  orderId: number,
  deliveryId: number | undefined,
  status: "ORDER_PLACED" | "ORDER_PROBLEM",
  session: CheckoutSessionInfo,
) {
  await tx
    .update(order)
    .set({
      status,
      checkout_id: session.id,
      ...(session.subscriptionId ? { payment_subscription_id: session.subscriptionId } : {}),
    })
    .where(eq(order.id, orderId));
  if (deliveryId !== undefined)
    await tx
      .update(partialOrder)
      .set({ status, payment_checkout_id: session.id, payment_expires_at: null })
      .where(eq(partialOrder.id, deliveryId));
}

/**
 * A payment that will not happen (cancelled, expired or given up): the order and its delivery
 * become ORDER_PLACED_PAYMENT_CANCELLED and the reserved stock goes back. Only a pending order
 * changes; a repeated call changes nothing.
 */
export async function cancelPendingOrder(tx: Executor, orderId: number): Promise<SettleOutcome> {
  const [row] = await tx.select().from(order).where(eq(order.id, orderId)).for("update");
  if (!row || row.status !== PENDING) return { kind: "unchanged", orderId: row?.id ?? null };
  await tx
    .update(order)
    .set({ status: "ORDER_PLACED_PAYMENT_CANCELLED" })
    .where(eq(order.id, orderId));
  await tx
    .update(partialOrder)
    .set({ status: "ORDER_PLACED_PAYMENT_CANCELLED", payment_expires_at: null })
    .where(and(eq(partialOrder.order_id, orderId), eq(partialOrder.status, PENDING)));
  const touchedProducts = await releaseOrderStock(tx, orderId);
  return { kind: "cancelled", orderId, touchedProducts };
}

export async function cancelCheckoutSession(
  tx: Executor,
  session: CheckoutSessionInfo,
): Promise<SettleOutcome> {
  const row = await lockOrderOfSession(tx, session);
  if (!row) return { kind: "unchanged", orderId: null };
  return cancelPendingOrder(tx, row.id);
}

/**
 * Gives up pending payments: those past their reservation, or (with `userId`) all of one member's
 * (they started a new checkout). The provider's session is closed first; if the provider says it
 * was paid meanwhile, the order is completed instead, so a payment is never lost. Several processes
 * may run this at once: each order is settled in its own transaction under a row lock.
 */
export async function releasePendingCheckouts(
  db: Database,
  gateway: PaymentGateway,
  settings: Pick<Settings, "subscriptionOptions">,
  options: { now: Date; userId?: string },
): Promise<SettleOutcome[]> {
  const due = await db
    .select({ orderId: partialOrder.order_id, sessionId: partialOrder.payment_checkout_id })
    .from(partialOrder)
    .where(
      and(
        eq(partialOrder.status, PENDING),
        options.userId
          ? eq(partialOrder.user_id, options.userId)
          : lt(partialOrder.payment_expires_at, options.now),
      ),
    )
    .limit(100);
  const outcomes: SettleOutcome[] = [];
  for (const { orderId, sessionId } of due) {
    if (orderId === null) continue;
    const session = sessionId ? await gateway.expireCheckoutSession(sessionId) : null;
    const outcome = await db.transaction(async (tx) =>
      session?.status === "complete"
        ? completeCheckout(tx, session, settings)
        : cancelPendingOrder(tx, orderId),
    );
    // The provider's expiry event may have cancelled it already (the sandbox sends it at once).
    if (outcome.kind === "unchanged" && (await orderStatus(db, orderId)) === CANCELLED)
      outcomes.push({ kind: "cancelled", orderId, touchedProducts: [] });
    else outcomes.push(outcome);
  }
  return outcomes;
}
