import { entityId } from "@/domain/ids";
import { z } from "@/domain/zod";

/**
 * 'Buy to keep' (issue 27, docs/growing.md, part buy-to-keep): the price a family pays to keep a
 * garment they hold is its retail price less the rent this family has already paid for it (its
 * revenue shares from the family's invoices), never below the owner's floor, a percentage of the
 * retail price (settings: keepFloorPercent). All amounts in pence.
 */

/** The floor when the settings do not say (decision Gbuy-to-keep-2): 30 % of the retail price. */
export const DEFAULT_KEEP_FLOOR_PERCENT = 30;

/**
 * The smallest amount the payment provider takes in one card payment (Stripe: £0.30): a garment
 * whose price would be less is not offered (its retail price is then under £1 at any floor ≥ 30 %).
 */
export const MIN_KEEP_PRICE_PENCE = 30;

const PERCENT_TEXT = /^\s*\d{1,3}(\.\d+)?\s*$/;

/** The settings' keepFloorPercent: a number from 0 to 100 (or one written as text); else 30. */
export function parseKeepFloorPercent(value: unknown): number {
  if (typeof value !== "number" && typeof value !== "string") return DEFAULT_KEEP_FLOOR_PERCENT;
  const text = String(value);
  if (!PERCENT_TEXT.test(text)) return DEFAULT_KEEP_FLOOR_PERCENT;
  const percent = Number(text);
  return percent <= 100 ? percent : DEFAULT_KEEP_FLOOR_PERCENT;
}

/** A money column's text ('24.99') in pence; null or unreadable: null. */
export function penceOf(pounds: string | number | null | undefined): number | null {
  // Nothing is no price (Number(null) and Number("") would read 0); undefined reads NaN below.
  if (pounds === null || pounds === "") return null;
  const value = Number(pounds);
  return Number.isFinite(value) ? Math.round(value * 100) : null;
}

export interface KeepQuote {
  rrpPence: number;
  rentPaidPence: number;
  floorPence: number;
  pricePence: number;
  /** The floor set the price (the rent paid took it lower). */
  atFloor: boolean;
}

/**
 * The price to keep one garment, or null when it is not offered (no retail price, or a price
 * under the provider's minimum).
 *
 *   floor = ⌈rrp × floor% ⌉ (in pence, the percentage taken to two decimals)
 *   price = max(rrp − rent paid, floor)
 */
export function keepQuote(input: {
  rrpPence: number | null;
  rentPaidPence: number;
  floorPercent: number;
}): KeepQuote | null {
  // No retail price: not offered (a price of 0 falls under the minimum below).
  const rrpPence = input.rrpPence ?? 0;
  const rentPaidPence = Math.max(0, input.rentPaidPence);
  const basisPoints = Math.round(Math.min(100, Math.max(0, input.floorPercent)) * 100);
  const floorPence = Math.ceil((rrpPence * basisPoints) / 10_000);
  const lessRent = rrpPence - rentPaidPence;
  const pricePence = Math.max(lessRent, floorPence);
  if (pricePence < MIN_KEEP_PRICE_PENCE) return null;
  return { rrpPence, rentPaidPence, floorPence, pricePence, atFloor: floorPence > lessRent };
}

export const KEEP_MESSAGES = {
  signIn: "Please log in to keep a garment.",
  notHeld: "That garment is not with you, so it cannot be bought to keep.",
  sold: "That garment has already been bought.",
  notOffered: "That garment cannot be bought to keep.",
  paymentOpen: "A payment for that garment is already being opened. Please try again in a moment.",
} as const;

/** The price moved since the page was shown: the family sees the new one before paying. */
export function priceChangedMessage(newPricePence: number): string {
  return `The price to keep it has changed to £${(newPricePence / 100).toFixed(2)}. Please check it and press the button again.`;
}

/** POST /api/account/keep: the garment and the price the page showed. */
export const keepRequest = z.object({
  productItemId: entityId,
  quotedPence: z
    .number({ error: "The price shown is missing." })
    .int("The price shown is missing.")
    .min(0, "The price shown is missing.")
    .max(100_000_00, "The price shown is missing."),
});
