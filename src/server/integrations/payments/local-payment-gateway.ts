import { desc, eq } from "drizzle-orm";
import { isSubscriptionLive } from "@/domain/member/member-state";
import type { Executor } from "@/server/db/client";
import { order, users } from "@/server/db/schema";
import type { PaymentGateway, SubscriptionStatus } from "./payment-gateway";

/** Subscription ids the local stand-in issues; anything else it does not know. */
export const LOCAL_SUBSCRIPTION_PREFIX = "sub_local_";

/**
 * The local payment provider answers from the shop's records: a 'sub_local_' subscription is live
 * while a member holds it and the domain's rule for the stand-in (isSubscriptionLive, built on the
 * spec 4.3 'subscribed' rule) holds for that member's latest subscription order.
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
    const latest = await this.db
      .select({ id: order.id, status: order.status })
      .from(order)
      .where(eq(order.user_id, holder.id))
      .orderBy(desc(order.id))
      .limit(1);
    return {
      active: isSubscriptionLive({ payment_subscription_id: subscriptionId, order: latest }),
    };
  }
}
