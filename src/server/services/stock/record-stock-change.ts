import { and, eq, isNull } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { backInStockRequests, productVariantStockUpdates } from "@/server/db/schema";
import { backInStockEmailJob } from "@/server/jobs/back-in-stock-email";

/**
 * The one place a variant's stock change is recorded (its product_variant_stock_updates row), in
 * the transaction that changed it, which holds the variant's row lock: a checkout's reservation or
 * its release, a return or a garment booked in (warehouse syncs, staff moves), a staff correction.
 * When the stock comes back (from 0 to more), every waiting 'Tell me when it's back' request of
 * the variant is marked queued and its e-mail queued, in the same transaction (issue 26). Two
 * restocks at once take the row lock in turn: the second sees stock already above 0, and a request
 * is queued once in any case (only waiting ones are taken, and the job's key is the request's).
 */
export async function recordStockChange(
  tx: Executor,
  change: { variantId: number; orderId: number | null; oldStock: number; newStock: number },
): Promise<void> {
  await tx.insert(productVariantStockUpdates).values({
    product_variant_id: change.variantId,
    order_id: change.orderId,
    new_stock: change.newStock,
    old_stock: change.oldStock,
  });
  if (change.oldStock <= 0 && change.newStock > 0)
    await queueBackInStockEmails(tx, change.variantId);
}

async function queueBackInStockEmails(tx: Executor, variantId: number): Promise<void> {
  const queued = await tx
    .update(backInStockRequests)
    .set({ queued_at: new Date() })
    .where(
      and(
        eq(backInStockRequests.product_variant_id, variantId),
        isNull(backInStockRequests.queued_at),
      ),
    )
    .returning({ id: backInStockRequests.id });
  for (const { id } of queued) await backInStockEmailJob.enqueue(tx, { requestId: id });
}
