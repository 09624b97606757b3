import { and, eq } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { keepPurchases } from "@/server/db/schema";
import type { PaymentGateway } from "@/server/integrations/payments";
import { settleKeepPurchase } from "./settle-keep-purchase";

/**
 * The family back from the payment page (/account/kept/<purchase>): if the webhook has not
 * arrived yet (or was lost) the provider is asked, and a completed payment is settled here by the
 * same idempotent code the webhook runs (as confirm-gift.ts does). Only the family's own purchase;
 * answers its status, or null for none of theirs.
 */
export async function confirmKeepPurchase(
  db: Database,
  gateway: PaymentGateway,
  input: { userId: string; purchaseId: number; now: Date },
): Promise<(typeof keepPurchases.$inferSelect)["status"] | null> {
  const load = async () => {
    const [row] = await db
      .select({ status: keepPurchases.status, checkoutId: keepPurchases.checkout_id })
      .from(keepPurchases)
      .where(and(eq(keepPurchases.id, input.purchaseId), eq(keepPurchases.user_id, input.userId)));
    return row;
  };
  const purchase = await load();
  if (!purchase) return null;
  if (purchase.status !== "PAYMENT_PENDING" || !purchase.checkoutId) return purchase.status;
  const session = await gateway.getCheckoutSession(purchase.checkoutId);
  if (session?.status !== "complete" || session.mode !== "payment") return purchase.status;
  await db.transaction((tx) => settleKeepPurchase(tx, session, input.now));
  return (await load())?.status ?? null;
}
