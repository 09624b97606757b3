import { and, desc, eq, sql } from "drizzle-orm";
import {
  checkLines,
  DELIVERY_DAY_MESSAGE,
  DELIVERY_TIME_MESSAGE,
  deliveryFormFor,
  deliveryOffer,
  findPlan,
  findPlanByPrice,
  NOT_YOUR_GARMENT_MESSAGE,
  swappedOut,
  UNKNOWN_PLAN_MESSAGE,
} from "@/domain/checkout/checkout-request";
import type { CheckoutRequest } from "@/domain/checkout/checkout-body";
import { itemsLeftMessage, overLimitMessage } from "@/domain/checkout/messages";
import type { Settings, SubscriptionOption } from "@/domain/content/settings";
import { validateForm } from "@/domain/forms/validate-form";
import { noSwapsLeftMessage } from "@/domain/member/swap-allowance";
import { nextBoxMessage, nextBoxVerdict } from "@/domain/member/next-box";
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
import { orderConfirmationEmailJob } from "@/server/jobs/order-confirmation-email";
import {
  reserveOrderStock,
  StockUnavailableError,
} from "@/server/services/stock/reserve-order-stock";
import {
  holdGarmentsForOrder,
  loadHeldGarments,
  sendBackGarments,
  type HeldGarment,
} from "./place-order";
import { afterSettle, invalidateStock, sendQueuedConfirmations } from "./after-settle";
import { cancelPendingOrder } from "./settle-checkout";
import { tryCheckoutCode, type AcceptedCode, type CodeAttempts } from "./checkout-code";
import { uniqueViolation } from "@/server/services/catalogue-admin/unique-violation";
import { GIFT_CARD_HELD_MESSAGE } from "@/domain/checkout/checkout-code";
import { memberSwapAllowance } from "./swap-allowance";
import { loadDueBack } from "@/server/services/returns/load-due-back";
import {
  closeReleasedSessions,
  ensureMemberCustomer,
  releaseMemberPendingOrders,
  unknownVariants,
  type ReleasedCheckout,
} from "./member-checkouts";

export type StartCheckoutResult =
  /** Pay on the provider's hosted page. */
  | { kind: "payment"; url: string; orderId: number }
  /** A live member's next wardrobe: placed at once, nothing to pay this period. */
  | { kind: "placed"; orderId: number }
  | { kind: "invalid"; message: string; fields?: Record<string, string> }
  /** Out of stock since the wardrobe was filled: these variants are marked unavailable. */
  | { kind: "unavailable"; variantIds: number[] }
  /** New members paused, or a postcode the shop does not serve (decision 054): the waitlist. */
  | { kind: "waitlist"; reason: "paused" }
  | { kind: "waitlist"; reason: "area"; postcode: string }
  | { kind: "not_live" }
  /** Too many wrong codes from this address or this member's checkout (a 429). */
  | { kind: "code_limited"; message: string }
  /** A live member's swap beyond the settings' allowance for this billing period (decision 057). */
  | { kind: "no_swaps_left"; message: string }
  /** A return overdue, or too much on its way back at once (issue 27, part next-box). */
  | { kind: "returns_outstanding"; message: string }
  /** A newer checkout of the same member replaced this one before its page was ready. */
  | { kind: "superseded" };

export interface StartCheckoutInput {
  userId: string;
  request: CheckoutRequest;
  settings: Settings;
  now: Date;
  appUrl: string;
  reservationMinutes: number;
  /** Where a typed code is tried from: the payment page's wrong-code limits apply (issue 25). */
  codeAttempts: CodeAttempts;
}

/**
 * The member's subscription as the provider's webhooks last told it, when one exists: the one the
 * member's orders run on (users.payment_subscription_id), else the newest. A refunded duplicate
 * (issue 23) is newer but never the member's.
 */
export async function loadMemberSubscription(db: Database, userId: string) {
  const [row] = await db
    .select({ subscription: memberSubscriptions })
    .from(memberSubscriptions)
    .leftJoin(users, eq(users.id, memberSubscriptions.user_id))
    .where(eq(memberSubscriptions.user_id, userId))
    .orderBy(
      desc(sql`coalesce(${memberSubscriptions.id} = ${users.payment_subscription_id}, false)`),
      desc(memberSubscriptions.provider_updated_at),
    )
    .limit(1);
  return row?.subscription ?? null;
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
  // A valid postcode always has an estimate; only the excluded ones are refused.
  const offer = deliveryOffer(delivery.postcode, settings, isoDay(now));
  if (offer.estimate === null || offer.estimate === "excluded")
    return { kind: "waitlist", reason: "area", postcode: delivery.postcode };

  const plan: SubscriptionOption | undefined = live
    ? findPlanByPrice(settings.subscriptionOptions, subscription!.price_id)
    : findPlan(settings.subscriptionOptions, request.plan);
  if (!plan)
    return {
      kind: "invalid",
      message: UNKNOWN_PLAN_MESSAGE,
    };

  if (!offer.days.includes(request.deliveryDate))
    return {
      kind: "invalid",
      message: DELIVERY_DAY_MESSAGE,
      fields: { deliveryDate: DELIVERY_DAY_MESSAGE },
    };
  if (!offer.times.includes(request.time))
    return {
      kind: "invalid",
      message: DELIVERY_TIME_MESSAGE,
      fields: { time: DELIVERY_TIME_MESSAGE },
    };

  const lineProblem = (held: readonly HeldGarment[]): StartCheckoutResult | null => {
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
    return null;
  };
  // Checked before anything is written; again under the member's lock below.
  const early = lineProblem(live ? await loadHeldGarments(db, userId) : []);
  if (early) return early;
  const unknown = await unknownVariants(
    db,
    request.lines.map((line) => line.variantId),
  );
  if (unknown.length > 0) return { kind: "unavailable", variantIds: unknown };

  // A code typed at /checkout is checked here and applied on the payment page (issue 25). A live
  // member's swap has nothing to pay, so no code is taken.
  let accepted: AcceptedCode | null = null;
  if (!live && request.code) {
    const check = await tryCheckoutCode(db, gateway, input.codeAttempts, {
      code: request.code,
      userId,
      now,
    });
    if (!check.ok)
      return check.limited
        ? { kind: "code_limited", message: check.message }
        : { kind: "invalid", message: check.message, fields: { code: check.message } };
    accepted = check.code;
  }

  // The provider's customer first (outside any transaction): one per member, made once even when
  // two checkouts ask at the same moment (the same idempotency key answers the same customer).
  const name = [delivery.firstName, delivery.lastName].filter(Boolean).join(" ");
  const customerId = live ? null : await ensureMemberCustomer(db, gateway, user, name);

  const expiresAt = new Date(now.getTime() + input.reservationMinutes * 60_000);
  let created: {
    orderId: number;
    partialOrderId: number;
    touchedProducts: number[];
    released: ReleasedCheckout[];
  };
  try {
    created = await db.transaction(async (tx) => {
      // One checkout of a member at a time (a double click, two tabs, a retrying phone): the
      // member's row is locked until this one is created and every earlier unpaid one released.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
      if (live) {
        const swaps = await memberSwapAllowance(tx, {
          userId,
          periodEnd: subscription!.current_period_end,
          allowance: settings.swapsPerPeriod,
          now,
        });
        if (swaps.nextFreeSwap)
          throw new CheckoutRefused({
            kind: "no_swaps_left",
            message: noSwapsLeftMessage(swaps.allowance, swaps.nextFreeSwap),
          });
      }
      const held = live ? await loadHeldGarments(tx, userId) : [];
      const problem = lineProblem(held);
      if (problem) throw new CheckoutRefused(problem);
      if (live) {
        // The next box goes before the last is back, within one plan's worth and no return overdue.
        const verdict = nextBoxVerdict({
          limit: plan.limit,
          swappingOut: swappedOut(held, request.lines).filter((g) => g.status === "CUSTOMER")
            .length,
          dueBack: await loadDueBack(tx, { userId }),
          now,
        });
        if (!verdict.ok)
          throw new CheckoutRefused({
            kind: "returns_outstanding",
            message: nextBoxMessage(verdict),
          });
      }
      await tx
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
      const released = await releaseMemberPendingOrders(tx, userId);
      const [newOrder] = await tx
        .insert(order)
        .values({
          user_id: userId,
          status: live ? "ORDER_PLACED" : "ORDER_PLACED_PAYMENT_PENDING",
          subscription_type: plan.plan,
          payment_subscription_id: live ? subscription!.id : null,
          // A swap is dated by the clock its allowance is counted with (decision 057).
          created_at: live ? now : undefined,
          delivery_date: request.deliveryDate,
          delivery_date_time: request.time,
          delivery_status: "Scheduled",
          delivery_provider: offer.carrier,
          promotion_code: accepted?.code ?? null,
          gift_card_id: accepted?.giftCardId ?? null,
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
          delivery_provider: offer.carrier,
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
        await orderConfirmationEmailJob.enqueue(tx, { orderId, userId });
      }
      for (const earlier of released) touchedProducts.push(...earlier.touchedProducts);
      return { orderId, partialOrderId: delivered!.id, touchedProducts, released };
    });
  } catch (error) {
    if (error instanceof StockUnavailableError)
      return { kind: "unavailable", variantIds: error.variantIds };
    if (error instanceof CheckoutRefused) return error.result;
    // Another member's checkout took the same gift card a moment earlier (single-use).
    if (uniqueViolation(error) === "order_gift_card_pending_key")
      return {
        kind: "invalid",
        message: GIFT_CARD_HELD_MESSAGE,
        fields: { code: GIFT_CARD_HELD_MESSAGE },
      };
    throw error;
  }
  invalidateStock(created.touchedProducts);
  // The earlier payment pages close; one paid in the meantime is settled, never lost.
  await closeReleasedSessions(db, gateway, settings, created.released);
  if (live) {
    await sendQueuedConfirmations(db, 1);
    return { kind: "placed", orderId: created.orderId };
  }

  try {
    const metadata = {
      order_id: String(created.orderId),
      partial_order_id: String(created.partialOrderId),
      user_id: userId,
    };
    const session = await gateway.createSubscriptionCheckout({
      customerId: customerId!,
      priceId: plan.paymentPriceId,
      reference: String(created.orderId),
      metadata,
      successUrl: `${input.appUrl}/checkout/confirmation?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${input.appUrl}/checkout?cancelled=${created.orderId}`,
      expiresAt,
      idempotencyKey: `checkout-order-${created.orderId}`,
      promotionCodeId: accepted?.promotionCodeId,
    });
    // Only a still-pending order gets its page: a newer checkout of the member may have released
    // this one while the provider answered, and then nobody may pay this page.
    const attached = await db.transaction(async (tx) => {
      const [pending] = await tx
        .update(order)
        .set({ checkout_id: session.id })
        .where(and(eq(order.id, created.orderId), eq(order.status, PENDING)))
        .returning({ id: order.id });
      if (!pending) return false;
      await tx
        .update(partialOrder)
        .set({ payment_checkout_id: session.id })
        .where(and(eq(partialOrder.id, created.partialOrderId), eq(partialOrder.user_id, userId)));
      return true;
    });
    if (!attached) {
      await gateway.expireCheckoutSession(session.id);
      return { kind: "superseded" };
    }
    return { kind: "payment", url: session.url, orderId: created.orderId };
  } catch (error) {
    // No payment page: nothing stays reserved.
    await afterSettle(db, [await db.transaction((tx) => cancelPendingOrder(tx, created.orderId))]);
    throw error;
  }
}

const PENDING = "ORDER_PLACED_PAYMENT_PENDING";

/** A refusal found under the member's lock: the transaction rolls back and the page is told. */
class CheckoutRefused extends Error {
  constructor(readonly result: StartCheckoutResult) {
    super(result.kind);
  }
}
