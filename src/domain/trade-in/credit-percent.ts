/** The default share of a traded-in piece's estimated resale value credited to the family. */
export const DEFAULT_TRADE_IN_CREDIT_PERCENT = 40;
export const MIN_TRADE_IN_CREDIT_PERCENT = 1;
export const MAX_TRADE_IN_CREDIT_PERCENT = 90;

/**
 * The settings' tradeInCreditPercent: a whole number from 1 to 90 (or one written as text); else
 * the default, 40 (documents saved before the setting existed have none).
 */
export function parseTradeInCreditPercent(value: unknown): number {
  if (typeof value !== "number" && typeof value !== "string")
    return DEFAULT_TRADE_IN_CREDIT_PERCENT;
  const text = String(value).trim();
  if (!/^\d{1,2}$/.test(text)) return DEFAULT_TRADE_IN_CREDIT_PERCENT;
  const percent = Number(text);
  return percent >= MIN_TRADE_IN_CREDIT_PERCENT && percent <= MAX_TRADE_IN_CREDIT_PERCENT
    ? percent
    : DEFAULT_TRADE_IN_CREDIT_PERCENT;
}
