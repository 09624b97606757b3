import { and, eq, inArray } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { orderGifting } from "@/server/db/schema";
import type { CheckoutSessionInfo } from "@/server/integrations/payments";
import { giftIssueCouponJob } from "@/server/jobs/gift-issue-coupon";
import { giftReceiptJob } from "@/server/jobs/gift-receipt";

export type GiftSettleOutcome =
  | { kind: "gift_paid"; giftId: number }
  | { kind: "gift_cancelled"; giftId: number }
  | { kind: "unchanged" };

/** The gift a one-off checkout pays for: metadata.gift_order_id, set by startGiftCheckout. */
export function giftIdOf(session: Pick<CheckoutSessionInfo, "metadata">): number | null {
  const raw = session.metadata.gift_order_id;
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  return Number(raw);
}

/**
 * A completed gift payment, in the caller's transaction (the webhook's, whose payment_events row
 * commits with it; or the thank-you page's reconciliation). Under the gift's row lock, only a gift
 * not yet paid changes: it becomes PAID with the provider's payment id, and the coupon and receipt
 * jobs are queued in the same transaction (singleton keys: a second settlement queues nothing).
 */
export async function settleGiftPayment(
  tx: Executor,
  session: CheckoutSessionInfo,
  at: Date,
): Promise<GiftSettleOutcome> {
  const giftId = giftIdOf(session);
  if (giftId === null) return { kind: "unchanged" };
  const [gift] = await tx
    .select({ id: orderGifting.id, status: orderGifting.status })
    .from(orderGifting)
    .where(eq(orderGifting.id, giftId))
    .for("update");
  // A cancelled gift whose payment still completed (the provider's page outlived us) is paid.
  if (!gift || (gift.status !== "PAYMENT_PENDING" && gift.status !== "CANCELLED"))
    return { kind: "unchanged" };
  await tx
    .update(orderGifting)
    .set({ status: "PAID", payment_id: session.paymentId, checkout_id: session.id })
    .where(eq(orderGifting.id, giftId));
  for (const job of [giftIssueCouponJob, giftReceiptJob])
    await job.enqueue(tx, { giftId }, { runAt: at });
  return { kind: "gift_paid", giftId };
}

/** The payment page closed unpaid (checkout.session.expired): a pending gift is cancelled. */
export async function cancelGiftCheckout(
  tx: Executor,
  session: CheckoutSessionInfo,
): Promise<GiftSettleOutcome> {
  const giftId = giftIdOf(session);
  if (giftId === null) return { kind: "unchanged" };
  const cancelled = await tx
    .update(orderGifting)
    .set({ status: "CANCELLED" })
    .where(and(eq(orderGifting.id, giftId), inArray(orderGifting.status, ["PAYMENT_PENDING"])))
    .returning({ id: orderGifting.id });
  return cancelled.length > 0 ? { kind: "gift_cancelled", giftId } : { kind: "unchanged" };
}
