import { eq } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { users } from "@/server/db/schema";
import type { PaymentGateway } from "@/server/integrations/payments";

export type VerifySubscriptionResult =
  { ok: true; active: boolean } | { ok: false; reason: "not_yours" };

/**
 * Is the member's subscription live (spec 7.4)? Asked of the payment provider only when the
 * profile has a subscription id; otherwise false. A subscription id in the request that is not
 * the member's own is refused.
 */
export async function verifySubscription(
  db: Executor,
  gateway: PaymentGateway,
  userId: string,
  requested: { subscriptionId?: string | null },
): Promise<VerifySubscriptionResult> {
  const [user] = await db
    .select({ subscriptionId: users.payment_subscription_id })
    .from(users)
    .where(eq(users.id, userId));
  const own = user?.subscriptionId ?? null;
  if (requested.subscriptionId && requested.subscriptionId !== own)
    return { ok: false, reason: "not_yours" };
  if (!own) return { ok: true, active: false };
  const status = await gateway.getSubscriptionStatus(own);
  return { ok: true, active: status.active };
}
