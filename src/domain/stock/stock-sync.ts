/** An order's variants against the member's previous order (spec 4.8 step 2), without I/O. */

export interface OrderVariantSplit {
  /** In both orders: ignored (a kept garment is not taken out of stock again). */
  overlapping: number[];
  /** Only in the current order, with their counts: what the order takes out of stock. */
  unique: { variantId: number; count: number }[];
  /** Only in the previous order. */
  old: number[];
}

function countIds(ids: readonly number[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
}

/**
 * Variants in both orders are overlapping and ignored, whatever their counts; only-current ones are
 * unique, counted (a repeated id is a count above 1); only-previous ones are old. Steps 3–5 (the
 * stock moves and their stock-update rows) are the checkout's reservation and its release, in
 * `src/server/services/stock/reserve-order-stock.ts`.
 */
export function splitOrderVariants(
  currentVariantIds: readonly number[],
  previousVariantIds: readonly number[],
): OrderVariantSplit {
  const current = countIds(currentVariantIds);
  const previous = new Set(previousVariantIds);
  return {
    overlapping: [...current.keys()].filter((id) => previous.has(id)),
    unique: [...current]
      .filter(([id]) => !previous.has(id))
      .map(([variantId, count]) => ({ variantId, count })),
    old: [...previous].filter((id) => !current.has(id)),
  };
}
