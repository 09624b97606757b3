import type { Executor } from "@/server/db/client";
import { invalidate } from "@/server/cache/invalidate";
import { CACHE_TAGS } from "@/server/cache/tags";
import type { SettleOutcome } from "./settle-checkout";
import { sendOrderConfirmation } from "./send-order-confirmation";

/** Shows a stock change on every page from the next request on (after the commit). */
export function invalidateStock(productIds: readonly number[]): void {
  if (productIds.length === 0) return;
  invalidate(CACHE_TAGS.catalogue, ...[...new Set(productIds)].map(CACHE_TAGS.product));
}

/** What follows a committed settlement: fresh pages, and the confirmation e-mail of a placed order. */
export async function afterSettle(db: Executor, outcomes: readonly (SettleOutcome | undefined)[]) {
  for (const outcome of outcomes) {
    if (!outcome || outcome.kind === "unchanged") continue;
    invalidateStock(outcome.touchedProducts);
    if (outcome.kind === "placed") await sendOrderConfirmation(db, outcome.orderId, outcome.userId);
  }
}
