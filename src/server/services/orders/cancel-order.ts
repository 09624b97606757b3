import { and, eq } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { order } from "@/server/db/schema";

export type CancelOrderResult = { status: "cancelled" } | { status: "not_found" };

/**
 * Cancelling an order (spec 4.3): when the order exists for that user, its status becomes
 * ORDER_PLACED_PAYMENT_CANCELLED (the spec's PLACED_PAYMENT_CANCELLED). Scoped by id and user, so
 * another member's order is answered as not found and left unchanged.
 */
export async function cancelOrder(
  db: Executor,
  options: { orderId: number; userId: string },
): Promise<CancelOrderResult> {
  const rows = await db
    .update(order)
    .set({ status: "ORDER_PLACED_PAYMENT_CANCELLED" })
    .where(and(eq(order.id, options.orderId), eq(order.user_id, options.userId)))
    .returning({ id: order.id });
  return rows.length > 0 ? { status: "cancelled" } : { status: "not_found" };
}
