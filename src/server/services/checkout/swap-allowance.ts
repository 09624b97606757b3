import { and, count, eq, gte, isNull, lt, notInArray } from "drizzle-orm";
import { swapAllowance, swapWindow, type SwapAllowance } from "@/domain/member/swap-allowance";
import type { Executor } from "@/server/db/client";
import { order } from "@/server/db/schema";

/**
 * The member's swaps left in the billing period holding `now` (decision 057). A swap is an order
 * a live member placed without paying: it has no checkout session, and it is not a payment still
 * pending or cancelled. Run under the member's row lock (start-checkout), the count sees every
 * swap committed before it, so two requests at once cannot both take the last one.
 */
export async function memberSwapAllowance(
  tx: Executor,
  input: { userId: string; periodEnd: Date | null; allowance: number; now: Date },
): Promise<SwapAllowance> {
  const window = swapWindow(input.periodEnd, input.now);
  const [row] = await tx
    .select({ swaps: count() })
    .from(order)
    .where(
      and(
        eq(order.user_id, input.userId),
        isNull(order.checkout_id),
        notInArray(order.status, [
          "ORDER_PLACED_PAYMENT_PENDING",
          "ORDER_PLACED_PAYMENT_CANCELLED",
        ]),
        gte(order.created_at, window.start),
        lt(order.created_at, window.end),
      ),
    );
  return swapAllowance(input.allowance, row?.swaps ?? 0, window);
}
