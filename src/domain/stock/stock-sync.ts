/** The stock-sync computation of spec 4.8 steps 2–5, without I/O. */

export interface StockSyncInput {
  /** The current order's product_variant_ids; a repeated id is a count above 1. */
  currentVariantIds: readonly number[];
  /** The previous order's product_variant_ids (empty when there is none). */
  previousVariantIds: readonly number[];
  /** Current stock per variant id, as read from product_variants. */
  currentStock: ReadonlyMap<number, unknown>;
  /** true adds the counts back to stock, false takes them out. */
  addStock: boolean;
  /** When set, nothing is written, but the computation is still reported. */
  ignoreUpdate: boolean;
}

export interface StockWrite {
  variantId: number;
  oldStock: number;
  newStock: number;
}

export interface StockChange extends StockWrite {
  count: number;
}

export interface StockSyncError {
  variantId: number;
  message: string;
}

export interface StockSyncPlan {
  /** In both orders: ignored. */
  overlapping: number[];
  /** Only in the current order, with their counts. */
  unique: { variantId: number; count: number }[];
  /** Only in the previous order. */
  old: number[];
  /** The computed stock change of every unique variant that has a usable current stock. */
  changes: StockChange[];
  /** What to write (variant stock plus a product_variant_stock_updates row); empty when ignoreUpdate. */
  writes: StockWrite[];
  /** Per-variant problems; the other variants are still computed. */
  errors: StockSyncError[];
}

function countIds(ids: readonly number[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
}

/**
 * Variants in both orders are overlapping and ignored, whatever their counts; only-current ones are
 * unique; only-previous ones are old. For each unique variant:
 * new stock = current stock + count × (+1 when addStock, otherwise −1). The result is not clamped
 * at 0, so taking out and then adding back the same order restores the stock exactly.
 */
export function computeStockSync(input: StockSyncInput): StockSyncPlan {
  const current = countIds(input.currentVariantIds);
  const previous = new Set(input.previousVariantIds);
  const overlapping = [...current.keys()].filter((id) => previous.has(id));
  const unique = [...current]
    .filter(([id]) => !previous.has(id))
    .map(([variantId, count]) => ({ variantId, count }));
  const old = [...previous].filter((id) => !current.has(id));
  const sign = input.addStock ? 1 : -1;

  const changes: StockChange[] = [];
  const errors: StockSyncError[] = [];
  for (const { variantId, count } of unique) {
    if (!input.currentStock.has(variantId)) {
      errors.push({ variantId, message: `No current stock found for variant ${variantId}` });
      continue;
    }
    const oldStock = input.currentStock.get(variantId);
    if (typeof oldStock !== "number" || !Number.isInteger(oldStock)) {
      errors.push({
        variantId,
        message: `Current stock of variant ${variantId} is not a whole number: ${String(oldStock)}`,
      });
      continue;
    }
    changes.push({ variantId, count, oldStock, newStock: oldStock + count * sign });
  }
  const writes = input.ignoreUpdate
    ? []
    : changes.map(({ variantId, oldStock, newStock }) => ({ variantId, oldStock, newStock }));
  return { overlapping, unique, old, changes, writes, errors };
}
