import { desc, eq } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { order, users } from "@/server/db/schema";
import type { PaymentGateway, SubscriptionStatus } from "./payment-gateway";

/** Subscription ids the local stand-in issues; anything else it does not know. */
export const LOCAL_SUBSCRIPTION_PREFIX = "sub_local_";

const ENDED_STATUSES = new Set(["ORDER_FINALISED", "ORDER_PLACED_PAYMENT_CANCELLED"]);

/**
 * The local payment provider answers from its own records: a 'sub_local_' subscription held by a
 * member is live unless that member's latest subscription order (highest id) is finalised or
 * payment-cancelled. A member with no order yet has a live subscription.
 */
export class LocalPaymentGateway implements PaymentGateway {
  readonly name = "local" as const;
  constructor(private readonly db: Executor) {}

  async getSubscriptionStatus(subscriptionId: string): Promise<SubscriptionStatus> {
    if (!subscriptionId.startsWith(LOCAL_SUBSCRIPTION_PREFIX)) return { active: false };
    const [holder] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.payment_subscription_id, subscriptionId))
      .limit(1);
    if (!holder) return { active: false };
    const [latest] = await this.db
      .select({ status: order.status })
      .from(order)
      .where(eq(order.user_id, holder.id))
      .orderBy(desc(order.id))
      .limit(1);
    return { active: latest === undefined || !ENDED_STATUSES.has(latest.status) };
  }
}
