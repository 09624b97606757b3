import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { sandboxSubscriptions } from "@/server/db/schema";
import type { SubscriptionInfo } from "../payment-gateway";
import type { LocalPaymentGateway } from "./local-payment-gateway";
import { toSubscriptionInfo } from "./sandbox-rows";

/**
 * 'Keep my subscription' in the sandbox's portal (sandbox only), as Stripe's portal renews a
 * subscription set to cancel: the cancellation at the period's end is undone, while the
 * subscription has not ended yet; the shop hears customer.subscription.updated. Answers null when
 * it has already ended (nothing to undo).
 */
export async function keepSandboxSubscription(
  db: Database,
  gateway: Pick<LocalPaymentGateway, "recordEvent" | "deliverPending">,
  subscriptionId: string,
  now: Date,
): Promise<SubscriptionInfo | null> {
  const info = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(sandboxSubscriptions)
      .set({ cancel_at_period_end: false, cancellation_reason: null, updated_at: now })
      .where(
        and(
          eq(sandboxSubscriptions.id, subscriptionId),
          inArray(sandboxSubscriptions.status, ["active", "trialing"]),
        ),
      )
      .returning();
    if (!row) return null;
    const updated = toSubscriptionInfo(row);
    await gateway.recordEvent(tx, { type: "customer.subscription.updated", subscription: updated });
    return updated;
  });
  if (info) await gateway.deliverPending();
  return info;
}
