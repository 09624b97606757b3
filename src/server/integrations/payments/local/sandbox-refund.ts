import { eq } from "drizzle-orm";
import type { Database, Executor } from "@/server/db/client";
import { sandboxCheckoutSessions, sandboxSubscriptions } from "@/server/db/schema";
import type { RefundResult } from "../payment-gateway";
import { toSubscriptionInfo } from "./sandbox-rows";
import type { UnsentEvent } from "./sandbox-outbox";

/** What refunding a session needs of the sandbox gateway. */
export interface RefundingSandbox {
  db: Database;
  now(): Date;
  recordEvent(tx: Executor, event: UnsentEvent): Promise<void>;
  deliverPending(): Promise<number>;
}

/**
 * As Stripe would for a cancelled duplicate subscription: the subscription ends at once
 * (customer.subscription.deleted) and the session's payment is refunded, once. Under the session's
 * row lock, so two calls at the same moment refund it once.
 */
export async function refundSandboxSubscriptionCheckout(
  sandbox: RefundingSandbox,
  sessionId: string,
): Promise<RefundResult> {
  const now = sandbox.now();
  const result = await sandbox.db.transaction(async (tx) => {
    const [session] = await tx
      .select()
      .from(sandboxCheckoutSessions)
      .where(eq(sandboxCheckoutSessions.id, sessionId))
      .for("update");
    if (!session || session.status !== "complete") return { refundedPence: 0, changed: false };
    if (session.refunded_at) return { refundedPence: session.refunded_pence ?? 0, changed: false };
    const paid = session.amount_pence - session.discount_pence;
    await tx
      .update(sandboxCheckoutSessions)
      .set({ refunded_pence: paid, refunded_at: now })
      .where(eq(sandboxCheckoutSessions.id, sessionId));
    if (session.subscription_id) {
      const [ended] = await tx
        .update(sandboxSubscriptions)
        .set({ status: "canceled", credit_pence: 0, updated_at: now })
        .where(eq(sandboxSubscriptions.id, session.subscription_id))
        .returning();
      if (ended)
        await sandbox.recordEvent(tx, {
          type: "customer.subscription.deleted",
          subscription: toSubscriptionInfo(ended),
        });
    }
    return { refundedPence: paid, changed: true };
  });
  if (result.changed) await sandbox.deliverPending();
  return { refundedPence: result.refundedPence };
}
