import { eq, sql } from "drizzle-orm";
import type { Settings } from "@/domain/content/settings";
import type { Database, Executor } from "@/server/db/client";
import { memberSubscriptions, paymentEvents, users } from "@/server/db/schema";
import type { PaymentEvent, SubscriptionInfo } from "@/server/integrations/payments";
import { ukDay } from "@/domain/gifting/gift-request";
import { membershipChanges } from "@/domain/payments/subscription-change";
import { membershipEmailJob } from "@/server/jobs/membership-email";
import { paymentFailedEmailJob } from "@/server/jobs/payment-failed-email";
import { subscriberListJob } from "@/server/jobs/subscriber-list";
import { loadHeldGarments, sendBackGarments } from "@/server/services/checkout/place-order";
import { recordPaidInvoice } from "@/server/services/revenue/record-invoice";
import {
  cancelCheckoutSession,
  completeCheckout,
  type SettleOutcome,
} from "@/server/services/checkout/settle-checkout";
import {
  cancelGiftCheckout,
  settleGiftPayment,
  type GiftSettleOutcome,
} from "@/server/services/gifting/settle-gift";
import {
  cancelKeepPurchase,
  keepPurchaseIdOf,
  settleKeepPurchase,
  type KeepSettleOutcome,
} from "@/server/services/buy-to-keep/settle-keep-purchase";

export type ProcessResult =
  | { status: "duplicate" }
  | { status: "ignored"; type: string }
  | {
      status: "processed";
      outcome?: SettleOutcome;
      gift?: GiftSettleOutcome;
      keep?: KeepSettleOutcome;
    };

/**
 * Applies one verified provider event exactly once: its id is inserted in the same transaction as
 * its effects, so a repeat (even at the same moment, from another process) finds the id and does
 * nothing, and a crash half-way rolls both back for the provider's retry to complete.
 */
export async function processPaymentEvent(
  db: Database,
  provider: string,
  event: PaymentEvent,
  settings: Pick<Settings, "subscriptionOptions">,
): Promise<ProcessResult> {
  return db.transaction(async (tx) => {
    const type = event.type === "other" ? event.providerType : event.type;
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({ id: event.id, provider, type })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!fresh) return { status: "duplicate" as const };
    // One-off payments are gift cards (issue 10), settled in this same transaction.
    if ("session" in event && event.session.mode === "payment") {
      // ...or a garment bought to keep (issue 27).
      if (keepPurchaseIdOf(event.session) !== null)
        return {
          status: "processed" as const,
          keep:
            event.type === "checkout.session.completed"
              ? await settleKeepPurchase(tx, event.session, event.created)
              : await cancelKeepPurchase(tx, event.session),
        };
      if (event.type === "checkout.session.completed")
        return {
          status: "processed" as const,
          gift: await settleGiftPayment(tx, event.session, event.created),
        };
      return { status: "processed" as const, gift: await cancelGiftCheckout(tx, event.session) };
    }
    switch (event.type) {
      case "checkout.session.completed":
        return {
          status: "processed" as const,
          outcome: await completeCheckout(tx, event.session, settings),
        };
      case "checkout.session.expired":
        return {
          status: "processed" as const,
          outcome: await cancelCheckoutSession(tx, event.session),
        };
      case "customer.subscription.created":
      case "customer.subscription.updated":
      case "customer.subscription.deleted":
        return {
          status: "processed" as const,
          outcome: await recordSubscription(
            tx,
            event.subscription,
            event.created,
            event.type,
            event.id,
          ),
        };
      case "invoice.paid":
        await recordPaidInvoice(tx, provider, event.invoice, event.created);
        return { status: "processed" as const };
      case "invoice.payment_failed":
        // The member hears what was refused and what happens next, once per attempt.
        await paymentFailedEmailJob.enqueue(tx, {
          customerId: event.invoice.customerId,
          invoiceId: event.invoice.id,
          attempt: event.invoice.attempt,
          amountPence: event.invoice.amountPence,
          failedAt: event.created.toISOString(),
          nextAttemptAt: event.invoice.nextAttemptAt?.toISOString() ?? null,
        });
        return { status: "processed" as const };
      default:
        return { status: "ignored" as const, type };
    }
  });
}

/**
 * The shop's copy of a subscription follows the newest event: one older than what is stored
 * (events can arrive out of order, an update before the create) changes nothing.
 */
async function recordSubscription(
  tx: Executor,
  subscription: SubscriptionInfo,
  at: Date,
  type: string,
  eventId: string,
): Promise<SettleOutcome | undefined> {
  const [before] = await tx
    .select()
    .from(memberSubscriptions)
    .where(eq(memberSubscriptions.id, subscription.id))
    .for("update");
  const [owner] = await tx
    .select({ id: users.id, subscriptionId: users.payment_subscription_id })
    .from(users)
    .where(eq(users.payment_customer_id, subscription.customerId))
    .limit(1);
  const values = {
    user_id: owner?.id ?? null,
    customer_id: subscription.customerId,
    price_id: subscription.priceId,
    status: type === "customer.subscription.deleted" ? "canceled" : subscription.status,
    paused_until: subscription.pausedUntil,
    cancel_at_period_end: subscription.cancelAtPeriodEnd,
    cancellation_reason: subscription.cancellationReason,
    current_period_end: subscription.currentPeriodEnd,
    provider_updated_at: at,
  };
  const applied = await tx
    .insert(memberSubscriptions)
    .values({ id: subscription.id, ...values })
    .onConflictDoUpdate({
      target: memberSubscriptions.id,
      set: { ...values, user_id: sql`coalesce(excluded.user_id, ${memberSubscriptions.user_id})` },
      setWhere: sql`${memberSubscriptions.provider_updated_at} <= excluded.provider_updated_at`,
    })
    .returning({ id: memberSubscriptions.id });
  if (applied.length === 0 || !owner) return undefined;
  if (owner.subscriptionId === subscription.id)
    await queueMembershipEmails(tx, owner.id, eventId, before ?? null, values, at);
  // A membership that ends sends back everything the member holds (issue 11).
  if (type === "customer.subscription.deleted" && owner.subscriptionId === subscription.id) {
    // The family is no longer a paying one: off the SUBSCRIBER list (spec 3.5), once.
    await subscriberListJob.enqueue(tx, {
      userId: owner.id,
      change: "leave",
      subscriptionId: subscription.id,
    });
    return endMembership(tx, owner.id, subscription.cancellationReason, at);
  }
  // A plan changed in the provider's portal shows as the member's price (unless this event is stale).
  if (subscription.priceId && values.status !== "canceled")
    await tx
      .update(users)
      .set({ payment_price_id: subscription.priceId })
      .where(eq(users.payment_subscription_id, subscription.id));
  return undefined;
}

/**
 * What the event changed for the member (a plan, a pause, a resume, a cancellation), each told by
 * e-mail once: the job's key is the event's id and the change, and a repeated event stops at the
 * payment_events row before it gets here. A renewal changes none of these and sends nothing.
 */
async function queueMembershipEmails(
  tx: Executor,
  userId: string,
  eventId: string,
  before: typeof memberSubscriptions.$inferSelect | null,
  after: {
    price_id: string | null;
    status: string;
    paused_until: Date | null;
    cancel_at_period_end: boolean;
    current_period_end: Date | null;
  },
  at: Date,
): Promise<void> {
  const snapshot = (row: NonNullable<typeof before> | typeof after) => ({
    priceId: row.price_id,
    status: row.status,
    pausedUntil: row.paused_until,
    cancelAtPeriodEnd: row.cancel_at_period_end,
  });
  const changes = membershipChanges(before && snapshot(before), snapshot(after), at);
  for (const change of changes)
    await membershipEmailJob.enqueue(tx, {
      eventId,
      userId,
      change,
      priceId: after.price_id,
      previousPriceId: before?.price_id ?? null,
      pausedUntil: after.paused_until?.toISOString() ?? null,
      periodEnd: after.current_period_end?.toISOString() ?? null,
    });
}

/**
 * The subscription is over: garments with the member go on one return carrying the cancellation
 * reason, and garments not yet dispatched go back to the shelf.
 */
async function endMembership(
  tx: Executor,
  userId: string,
  cancellationReason: string | null,
  at: Date,
): Promise<SettleOutcome> {
  const held = await loadHeldGarments(tx, userId);
  const touchedProducts = await sendBackGarments(tx, {
    userId,
    garments: held,
    date: ukDay(at),
    reason: "Membership ended",
    cancellationReason: cancellationReason ?? "No reason given",
    cause: "membership_ended",
  });
  return { kind: "membership_ended", userId, touchedProducts };
}
