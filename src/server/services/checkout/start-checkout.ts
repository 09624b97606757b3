import { and, desc, eq } from "drizzle-orm";
import {
  checkLines,
  DELIVERY_DAY_MESSAGE,
  DELIVERY_TIME_MESSAGE,
  deliveryDaysFor,
  deliveryFormFor,
  findPlan,
  findPlanByPrice,
  isServedPostcode,
  NOT_YOUR_GARMENT_MESSAGE,
  swappedOut,
  UNKNOWN_PLAN_MESSAGE,
} from "@/domain/checkout/checkout-request";
import type { CheckoutRequest } from "@/domain/checkout/checkout-body";
import { itemsLeftMessage, overLimitMessage } from "@/domain/checkout/messages";
import type { Settings, SubscriptionOption } from "@/domain/content/settings";
import { validateForm } from "@/domain/forms/validate-form";
import { isSubscriptionActive } from "@/domain/payments/subscription-state";
import type { Database } from "@/server/db/client";
import {
  memberSubscriptions,
  order,
  orderProductVariants,
  partialOrder,
  users,
} from "@/server/db/schema";
import type { PaymentGateway } from "@/server/integrations/payments";
import {
  reserveOrderStock,
  StockUnavailableError,
} from "@/server/services/stock/reserve-order-stock";
import { holdGarmentsForOrder, loadHeldGarments, sendBackGarments } from "./place-order";
import { afterSettle, invalidateStock, sendQueuedConfirmations } from "./after-settle";
import { queueOrderConfirmation } from "./send-order-confirmation";
import { cancelPendingOrder, releasePendingCheckouts } from "./settle-checkout";

export type StartCheckoutResult =
  /** Pay on the provider's hosted page. */
  | { kind: "payment"; url: string; orderId: number }
  /** A live member's next wardrobe: placed at once, nothing to pay this period. */
  | { kind: "placed"; orderId: number }
  | { kind: "invalid"; message: string; fields?: Record<string, string> }
  /** Out of stock since the wardrobe was filled: these variants are marked unavailable. */
  | { kind: "unavailable"; variantIds: number[] }
  /** New members paused, or the postcode is outside the service area: offered the waitlist. */
  | { kind: "waitlist"; reason: "paused" | "area" }
  | { kind: "not_live" };

export interface StartCheckoutInput {
  userId: string;
  request: CheckoutRequest;
  settings: Settings;
  now: Date;
  appUrl: string;
  reservationMinutes: number;
}

/** The member's subscription as the provider's webhooks last told it, when one exists. */
export async function loadMemberSubscription(db: Database, userId: string) {
  const [row] = await db
    .select()
    .from(memberSubscriptions)
    .where(eq(memberSubscriptions.user_id, userId))
    .orderBy(desc(memberSubscriptions.provider_updated_at))
    .limit(1);
  return row ?? null;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * 'Continue to payment' (issue 9). Re-checks on the server everything the page showed: who may
 * join, the plan and its limit, the delivery details, day and time, and that kept garments are the
 * member's; then creates the order and its delivery, reserves the stock in the same transaction,
 * and opens the provider's checkout. A member whose subscription is live swaps without paying.
 */
export async function startCheckout(
  db: Database,
  gateway: PaymentGateway,
  input: StartCheckoutInput,
): Promise<StartCheckoutResult> {
  const { userId, request, settings, now } = input;
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return { kind: "invalid", message: "Please log in again." };

  const subscription = await loadMemberSubscription(db, userId);
  const live =
    subscription !== null &&
    isSubscriptionActive(
      { status: subscription.status, pausedUntil: subscription.paused_until },
      now,
    );
  if (subscription && !live && subscription.status !== "canceled") return { kind: "not_live" };

  const parsed = validateForm(deliveryFormFor(user.termsAccepted), request.delivery);
  if (!parsed.ok)
    return {
      kind: "invalid",
      message: "Please check your delivery details.",
      fields: parsed.errors,
    };
  const delivery = parsed.data;

  if (!live && settings.pauseNewMembers) return { kind: "waitlist", reason: "paused" };
  if (!isServedPostcode(delivery.postcode, settings.postcodeList))
    return { kind: "waitlist", reason: "area" };

  const plan: SubscriptionOption | undefined = live
    ? findPlanByPrice(settings.subscriptionOptions, subscription!.price_id)
    : findPlan(settings.subscriptionOptions, request.plan);
  if (!plan)
    return {
      kind: "invalid",
      message: UNKNOWN_PLAN_MESSAGE,
    };

  const { days } = deliveryDaysFor(delivery.postcode, settings, isoDay(now));
  if (!days.includes(request.deliveryDate))
    return {
      kind: "invalid",
      message: DELIVERY_DAY_MESSAGE,
      fields: { deliveryDate: DELIVERY_DAY_MESSAGE },
    };
  if (!settings.deliveryTimes.includes(request.time))
    return {
      kind: "invalid",
      message: DELIVERY_TIME_MESSAGE,
      fields: { time: DELIVERY_TIME_MESSAGE },
    };

  const held = live ? await loadHeldGarments(db, userId) : [];
  const problem = checkLines(
    request.lines,
    plan.limit,
    held.map((g) => g.product_variant_id),
  );
  if (problem?.kind === "count")
    return {
      kind: "invalid",
      message:
        problem.actual > problem.expected
          ? overLimitMessage(problem.actual - problem.expected)
          : itemsLeftMessage(problem.expected - problem.actual),
    };
  if (problem?.kind === "kept-not-held")
    return { kind: "invalid", message: NOT_YOUR_GARMENT_MESSAGE };

  await db
    .update(users)
    .set({
      title: delivery.title ?? null,
      firstName: delivery.firstName,
      lastName: delivery.lastName ?? user.lastName,
      address1: delivery.address1,
      address2: delivery.address2 ?? null,
      city: delivery.city,
      postcode: delivery.postcode,
      country: delivery.country,
      contactNumber: delivery.contactNumber,
      termsAccepted: true,
    })
    .where(eq(users.id, userId));

  // A member who comes back and checks out again gives up their earlier, unpaid reservation.
  await afterSettle(db, await releasePendingCheckouts(db, gateway, settings, { now, userId }));

  const expiresAt = new Date(now.getTime() + input.reservationMinutes * 60_000);
  let created: { orderId: number; partialOrderId: number; touchedProducts: number[] };
  try {
    created = await db.transaction(async (tx) => {
      const [newOrder] = await tx
        .insert(order)
        .values({
          user_id: userId,
          status: live ? "ORDER_PLACED" : "ORDER_PLACED_PAYMENT_PENDING",
          subscription_type: plan.plan,
          payment_subscription_id: live ? subscription!.id : null,
          delivery_date: request.deliveryDate,
          delivery_date_time: request.time,
          delivery_status: "Scheduled",
          delivery_provider: "royal_mail",
        })
        .returning({ id: order.id });
      const orderId = newOrder!.id;
      await tx
        .insert(orderProductVariants)
        .values(
          request.lines.map((line) => ({ order_id: orderId, product_variant_id: line.variantId })),
        );
      const [delivered] = await tx
        .insert(partialOrder)
        .values({
          user_id: userId,
          order_id: orderId,
          date: request.deliveryDate,
          status: live ? "ORDER_PLACED" : "ORDER_PLACED_PAYMENT_PENDING",
          delivery_provider: "royal_mail",
          payment_expires_at: live ? null : expiresAt,
        })
        .returning({ id: partialOrder.id });
      const touchedProducts = await reserveOrderStock(tx, orderId, userId);
      if (live) {
        await holdGarmentsForOrder(tx, { orderId, partialOrderId: delivered!.id, userId });
        touchedProducts.push(
          ...(await sendBackGarments(tx, {
            userId,
            garments: swappedOut(held, request.lines),
            date: request.deliveryDate,
            reason: "Swapped out for the next wardrobe",
            cause: "swapped",
          })),
        );
        await queueOrderConfirmation(tx, { orderId, userId });
      }
      return { orderId, partialOrderId: delivered!.id, touchedProducts };
    });
  } catch (error) {
    if (error instanceof StockUnavailableError)
      return { kind: "unavailable", variantIds: error.variantIds };
    throw error;
  }
  invalidateStock(created.touchedProducts);
  if (live) {
    await sendQueuedConfirmations(db, 1);
    return { kind: "placed", orderId: created.orderId };
  }

  try {
    const { customerId } = await gateway.ensureCustomer({
      userId,
      email: user.email,
      name: [delivery.firstName, delivery.lastName].filter(Boolean).join(" "),
      existingCustomerId: user.payment_customer_id,
    });
    await db.update(users).set({ payment_customer_id: customerId }).where(eq(users.id, userId));
    const metadata = {
      order_id: String(created.orderId),
      partial_order_id: String(created.partialOrderId),
      user_id: userId,
    };
    const session = await gateway.createSubscriptionCheckout({
      customerId,
      priceId: plan.paymentPriceId,
      reference: String(created.orderId),
      metadata,
      successUrl: `${input.appUrl}/checkout/confirmation?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${input.appUrl}/checkout?cancelled=${created.orderId}`,
      expiresAt,
    });
    await db.update(order).set({ checkout_id: session.id }).where(eq(order.id, created.orderId));
    await db
      .update(partialOrder)
      .set({ payment_checkout_id: session.id })
      .where(and(eq(partialOrder.id, created.partialOrderId), eq(partialOrder.user_id, userId)));
    return { kind: "payment", url: session.url, orderId: created.orderId };
  } catch (error) {
    // No payment page: nothing stays reserved.
    await afterSettle(db, [await db.transaction((tx) => cancelPendingOrder(tx, created.orderId))]);
    throw error;
  }
}
