import { and, eq, isNull } from "drizzle-orm";
import { ukDay } from "@/domain/gifting/gift-request";
import type { Executor } from "@/server/db/client";
import {
  keepPurchases,
  productItemRetirement,
  productItems,
  userProductItems,
} from "@/server/db/schema";
import type { CheckoutSessionInfo } from "@/server/integrations/payments";
import { keepReceiptEmailJob } from "@/server/jobs/keep-receipt-email";
import { moveGarments } from "@/server/services/garments/move-garment";

export type KeepSettleOutcome =
  | { kind: "kept"; purchaseId: number; productItemId: number }
  | { kind: "refund_due"; purchaseId: number }
  | { kind: "keep_cancelled"; purchaseId: number }
  | { kind: "unchanged" };

/** The reason on the garment's history row and its retirement (the warehouse partner is told). */
export const KEPT_REASON = "Bought to keep by the family";

/** The purchase a one-off checkout pays for: metadata.keep_purchase_id (start-keep-purchase.ts). */
export function keepPurchaseIdOf(session: Pick<CheckoutSessionInfo, "metadata">): number | null {
  const raw = session.metadata.keep_purchase_id;
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  return Number(raw);
}

/**
 * A completed payment to keep a garment, in the caller's transaction (the webhook's, whose
 * payment_events row commits with it; or the account page's reconciliation). Under the purchase's
 * row lock only a purchase not yet settled changes, so a repeated or concurrent settlement does
 * nothing. If the garment is still with the family it is sold to them through the garments service
 * (CUSTOMER → SOLD, its history row), with its sale price and a retirement row for the warehouse
 * partner, and the receipt is queued (one per purchase). A garment no longer with the family (sent
 * back meanwhile, or sold on another payment) is not sold: the purchase is REFUND_DUE for staff.
 */
export async function settleKeepPurchase(
  tx: Executor,
  session: CheckoutSessionInfo,
  at: Date,
): Promise<KeepSettleOutcome> {
  const purchaseId = keepPurchaseIdOf(session);
  if (purchaseId === null) return { kind: "unchanged" };
  // The garment's row first, then the purchase's: the order startKeepPurchase locks them in.
  const [target] = await tx
    .select({ itemId: keepPurchases.product_item_id })
    .from(keepPurchases)
    .where(eq(keepPurchases.id, purchaseId));
  if (!target) return { kind: "unchanged" };
  const [garment] = await tx
    .select({ status: productItems.status })
    .from(productItems)
    .where(eq(productItems.id, target.itemId))
    .for("update");
  const [purchase] = await tx
    .select()
    .from(keepPurchases)
    .where(eq(keepPurchases.id, purchaseId))
    .for("update");
  // A cancelled purchase whose page was still paid (the provider's page outlived ours) is settled.
  if (!purchase || (purchase.status !== "PAYMENT_PENDING" && purchase.status !== "CANCELLED"))
    return { kind: "unchanged" };
  const paid = { payment_id: session.paymentId, checkout_id: session.id, paid_at: at };
  const [holding] = await tx
    .select({ id: userProductItems.id })
    .from(userProductItems)
    .where(
      and(
        eq(userProductItems.product_item_id, purchase.product_item_id),
        eq(userProductItems.user_id, purchase.user_id),
        isNull(userProductItems.partial_return_id),
      ),
    )
    .limit(1);
  const underpaid =
    session.amountTotalPence !== null && session.amountTotalPence < purchase.price_pence;
  if (garment?.status !== "CUSTOMER" || !holding || underpaid) {
    await tx
      .update(keepPurchases)
      .set({ status: "REFUND_DUE", ...paid })
      .where(eq(keepPurchases.id, purchaseId));
    return { kind: "refund_due", purchaseId };
  }
  await moveGarments(tx, [
    {
      itemId: purchase.product_item_id,
      to: "SOLD",
      reason: KEPT_REASON,
      changedByUserId: purchase.user_id,
    },
  ]);
  await tx
    .update(productItems)
    .set({ sold_price: (purchase.price_pence / 100).toFixed(2) })
    .where(eq(productItems.id, purchase.product_item_id));
  await tx
    .insert(productItemRetirement)
    .values({ product_item_id: purchase.product_item_id, date: ukDay(at), reason: KEPT_REASON })
    .onConflictDoUpdate({
      target: productItemRetirement.product_item_id,
      set: { date: ukDay(at), reason: KEPT_REASON, fulfilment_retirement_id: null },
    });
  await tx
    .update(keepPurchases)
    .set({ status: "PAID", ...paid })
    .where(eq(keepPurchases.id, purchaseId));
  await keepReceiptEmailJob.enqueue(tx, { purchaseId }, { runAt: at });
  return { kind: "kept", purchaseId, productItemId: purchase.product_item_id };
}

/** The payment page closed unpaid (checkout.session.expired): a pending purchase is cancelled. */
export async function cancelKeepPurchase(
  tx: Executor,
  session: CheckoutSessionInfo,
): Promise<KeepSettleOutcome> {
  const purchaseId = keepPurchaseIdOf(session);
  if (purchaseId === null) return { kind: "unchanged" };
  const cancelled = await tx
    .update(keepPurchases)
    .set({ status: "CANCELLED" })
    .where(and(eq(keepPurchases.id, purchaseId), eq(keepPurchases.status, "PAYMENT_PENDING")))
    .returning({ id: keepPurchases.id });
  return cancelled.length > 0 ? { kind: "keep_cancelled", purchaseId } : { kind: "unchanged" };
}
