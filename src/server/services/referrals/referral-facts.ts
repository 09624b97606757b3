import { and, eq, inArray, ne, notInArray, or, sql } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { memberSubscriptions, order, users } from "@/server/db/schema";

/** Orders that never became a membership (a payment given up, or still waiting). */
const UNPAID = ["ORDER_PLACED_PAYMENT_PENDING", "ORDER_PLACED_PAYMENT_CANCELLED"] as const;

/**
 * Was this family a member before: a paid order (other than `exceptOrderId`) or a subscription
 * (other than `exceptSubscriptionId`) of theirs. Shared by the claim and the settlement.
 */
export async function wasMember(
  db: Executor,
  userId: string,
  except: { orderId?: number; subscriptionId?: string | null } = {},
): Promise<boolean> {
  const [paid] = await db
    .select({ id: order.id })
    .from(order)
    .where(
      and(
        eq(order.user_id, userId),
        notInArray(order.status, [...UNPAID]),
        except.orderId === undefined ? undefined : ne(order.id, except.orderId),
      ),
    )
    .limit(1);
  if (paid) return true;
  const [subscription] = await db
    .select({ id: memberSubscriptions.id })
    .from(memberSubscriptions)
    .where(
      and(
        eq(memberSubscriptions.user_id, userId),
        except.subscriptionId ? ne(memberSubscriptions.id, except.subscriptionId) : undefined,
      ),
    )
    .limit(1);
  return subscription !== undefined;
}

export async function familyFacts(db: Executor, userIds: string[]) {
  const rows = await db
    .select({
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      paymentCustomerId: users.payment_customer_id,
      subscriptionId: users.payment_subscription_id,
    })
    .from(users)
    .where(inArray(users.id, userIds));
  return new Map(rows.map((row) => [row.userId, row]));
}

/** The plan price (pence) of a member's live subscription at the provider, as the shop knows it. */
export async function livePlanPriceId(db: Executor, userId: string): Promise<string | null> {
  const [live] = await db
    .select({ priceId: memberSubscriptions.price_id })
    .from(memberSubscriptions)
    .where(
      and(
        eq(memberSubscriptions.user_id, userId),
        or(
          eq(memberSubscriptions.status, "active"),
          eq(memberSubscriptions.status, "trialing"),
          eq(memberSubscriptions.status, "past_due"),
        ),
      ),
    )
    .orderBy(sql`${memberSubscriptions.created_at} desc`)
    .limit(1);
  return live?.priceId ?? null;
}
