/**
 * What an unsold garment is worth at the end of its rental life, as a percentage of its retail
 * price: the settings document's `resaleValuePercent` (docs/reporting.md). The reporting view reads
 * the same field with the same rule in SQL (drizzle/0026_revenue_months.sql).
 */
export const DEFAULT_RESALE_VALUE_PERCENT = 20;

const PERCENT_TEXT = /^\s*\d{1,3}(\.\d+)?\s*$/;

/** A number from 0 to 100 (or such a number written as text); anything else: the default. */
export function parseResaleValuePercent(value: unknown): number {
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value : "";
  if (!PERCENT_TEXT.test(text)) return DEFAULT_RESALE_VALUE_PERCENT;
  const percent = Number(text);
  return percent <= 100 ? percent : DEFAULT_RESALE_VALUE_PERCENT;
}
