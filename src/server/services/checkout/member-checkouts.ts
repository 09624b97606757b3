import { createHash } from "node:crypto";
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Settings } from "@/domain/content/settings";
import type { Database, Executor } from "@/server/db/client";
import { order, productVariants, users } from "@/server/db/schema";
import type { PaymentGateway } from "@/server/integrations/payments";
import { getLogger } from "@/server/observability/logger";
import { afterSettle } from "./after-settle";
import { cancelPendingOrder, completeCheckout } from "./settle-checkout";

// The steps of a new checkout that concern the member's other checkouts and their provider
// customer (issue 23: a double click pays once). start-checkout.ts runs them in order.

const PENDING = "ORDER_PLACED_PAYMENT_PENDING";

/** Variant ids of the wardrobe that are not (or no longer) in the catalogue. */
export async function unknownVariants(
  db: Database,
  variantIds: readonly number[],
): Promise<number[]> {
  const ids = [...new Set(variantIds)];
  const found = await db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(and(inArray(productVariants.id, ids), isNull(productVariants.deleted_at)));
  const known = new Set(found.map((row) => row.id));
  return ids.filter((id) => !known.has(id)).sort((a, b) => a - b);
}

/**
 * The member's customer at the provider, stored on the member and reused. Two checkouts at the same
 * moment send the same idempotency key (Stripe and the sandbox answer both with one customer), and
 * only the first answer is stored; the stored one is what every later checkout uses.
 */
export async function ensureMemberCustomer(
  db: Database,
  gateway: PaymentGateway,
  user: typeof users.$inferSelect,
  name: string,
): Promise<string> {
  const { customerId } = await gateway.ensureCustomer({
    userId: user.id,
    email: user.email,
    name,
    existingCustomerId: user.payment_customer_id,
    idempotencyKey: customerIdempotencyKey(user.id, user.email, name),
  });
  if (customerId === user.payment_customer_id) return customerId;
  const [stored] = await db
    .update(users)
    .set({ payment_customer_id: customerId })
    .where(
      and(
        eq(users.id, user.id),
        user.payment_customer_id === null
          ? isNull(users.payment_customer_id)
          : eq(users.payment_customer_id, user.payment_customer_id),
      ),
    )
    .returning({ customerId: users.payment_customer_id });
  if (stored) return customerId;
  const [current] = await db
    .select({ customerId: users.payment_customer_id })
    .from(users)
    .where(eq(users.id, user.id));
  return current?.customerId ?? customerId;
}

/** Stripe refuses one key with other parameters, so the details the customer is made with are in it. */
function customerIdempotencyKey(userId: string, email: string, name: string): string {
  const details = createHash("sha256").update(`${email}\n${name}`).digest("hex").slice(0, 16);
  return `customer-${userId}-${details}`;
}

export interface ReleasedCheckout {
  orderId: number;
  sessionId: string | null;
  touchedProducts: number[];
}

/** Every unpaid checkout of the member is given up, in the caller's transaction (their stock back). */
export async function releaseMemberPendingOrders(
  tx: Executor,
  userId: string,
): Promise<ReleasedCheckout[]> {
  const pending = await tx
    .select({ orderId: order.id, sessionId: order.checkout_id })
    .from(order)
    .where(and(eq(order.user_id, userId), eq(order.status, PENDING)))
    .orderBy(order.id);
  const released: ReleasedCheckout[] = [];
  for (const { orderId, sessionId } of pending) {
    const outcome = await cancelPendingOrder(tx, orderId);
    released.push({
      orderId,
      sessionId,
      touchedProducts: outcome.kind === "cancelled" ? outcome.touchedProducts : [],
    });
  }
  return released;
}

/**
 * After the commit, the released checkouts' pages are closed at the provider. One the member paid
 * just before is completed instead (it takes its stock again, or goes to staff), so no payment is
 * lost; a second payment then finds the live subscription and is refunded (settle-checkout).
 */
export async function closeReleasedSessions(
  db: Database,
  gateway: PaymentGateway,
  settings: Pick<Settings, "subscriptionOptions">,
  released: readonly ReleasedCheckout[],
): Promise<void> {
  for (const { sessionId } of released) {
    if (!sessionId) continue;
    try {
      const session = await gateway.expireCheckoutSession(sessionId);
      if (session?.status !== "complete") continue;
      const outcome = await db.transaction((tx) => completeCheckout(tx, session, settings));
      await afterSettle(db, [outcome]);
    } catch (error) {
      // The reservation sweep and the provider's own expiry close it later.
      getLogger().warn(
        { event: "released_session_not_closed", sessionId, err: error },
        "An earlier payment page could not be closed now",
      );
    }
  }
}
