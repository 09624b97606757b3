/**
 * The checkout's rules (issue 9): delivery days, plans, the lines' checks and messages, without I/O
 * and without zod (the checkout page loads this module as it opens; the body's schema is in
 * checkout-body.ts).
 */
import type { CheckoutLine } from "./checkout-body";
import type { BlockedRange, SubscriptionOption } from "@/domain/content/settings";
import {
  estimateDeliverySpeed,
  nextDeliveryDates,
  type DeliveryEstimate,
} from "@/domain/delivery/estimate";

/** A wardrobe holds at most this many lines: far above any plan. */
export const MAX_CHECKOUT_LINES = 50;
/** How many delivery days the page offers. */
export const DELIVERY_DAY_CHOICES = 10;

/** DELIVERY until the member has accepted the terms once; then DELIVERYTERMSACCEPTED. */
export function deliveryFormFor(termsAccepted: boolean): "DELIVERY" | "DELIVERYTERMSACCEPTED" {
  return termsAccepted ? "DELIVERYTERMSACCEPTED" : "DELIVERY";
}

export const OUTSIDE_AREA_MESSAGE =
  "We don't deliver to this postcode yet. Join the waitlist and we'll let you know as soon as we do.";
export const NEW_MEMBERS_PAUSED_CHECKOUT_MESSAGE =
  "We're not taking new members just now. Join the waitlist and we'll be in touch as soon as a place opens.";
export const UNKNOWN_PLAN_MESSAGE = "This plan is no longer available. Please choose a plan again.";
export const DELIVERY_DAY_MESSAGE = "Please choose one of the delivery days offered";
export const DELIVERY_TIME_MESSAGE = "Please choose one of the delivery times offered";
export const NOT_YOUR_GARMENT_MESSAGE =
  "Some garments marked 'In your Wardrobe' are not with you any more. Please open your wardrobe again.";
export const SUBSCRIPTION_NOT_LIVE_MESSAGE =
  "Your subscription is paused or has ended, so your wardrobe cannot be changed just now.";

/** Days the delivery needs: 2 for a served postcode ('48h'), 4 otherwise ('4d'). */
export function leadDays(estimate: DeliveryEstimate): number {
  return estimate === "48h" ? 2 : 4;
}

/**
 * Whether a postcode is in the service area. The shop delivers where the estimate is '48h' (the
 * served outward codes of settings.postcodeList); '4d' places are offered the waitlist.
 */
export function isServedPostcode(postcode: string, served: readonly string[]): boolean {
  return estimateDeliverySpeed(postcode, served) === "48h";
}

/** The delivery days offered for a postcode: after the lead time, no Sunday, none blocked. */
export function deliveryDaysFor(
  postcode: string | null | undefined,
  settings: { postcodeList: readonly string[]; blockedDates: readonly BlockedRange[] },
  today: string,
): { estimate: DeliveryEstimate | null; days: string[] } {
  const estimate = estimateDeliverySpeed(postcode, settings.postcodeList);
  if (estimate === null) return { estimate, days: [] };
  const days = nextDeliveryDates(settings.blockedDates, today, DELIVERY_DAY_CHOICES, {
    firstDayOffset: leadDays(estimate),
  });
  return { estimate, days };
}

export function findPlan(
  options: readonly SubscriptionOption[],
  label: string,
): SubscriptionOption | undefined {
  return options.find((option) => option.plan === label);
}

export function findPlanByPrice(
  options: readonly SubscriptionOption[],
  priceId: string | null | undefined,
): SubscriptionOption | undefined {
  return priceId ? options.find((option) => option.paymentPriceId === priceId) : undefined;
}

export type LineProblem =
  | { kind: "count"; expected: number; actual: number }
  | { kind: "kept-not-held"; variantIds: number[] };

/**
 * The wardrobe re-checked on the server: exactly the plan's number of lines (spec 4.7 rule 2), and
 * every kept line one of the garments the member holds now (each held garment kept at most once).
 */
export function checkLines(
  lines: readonly CheckoutLine[],
  limit: number,
  heldVariantIds: readonly number[],
): LineProblem | null {
  if (lines.length !== limit) return { kind: "count", expected: limit, actual: lines.length };
  const held = new Map<number, number>();
  for (const id of heldVariantIds) held.set(id, (held.get(id) ?? 0) + 1);
  const notHeld: number[] = [];
  for (const line of lines) {
    if (!line.kept) continue;
    const left = held.get(line.variantId) ?? 0;
    if (left === 0) notHeld.push(line.variantId);
    else held.set(line.variantId, left - 1);
  }
  return notHeld.length > 0 ? { kind: "kept-not-held", variantIds: notHeld } : null;
}

/** The garments a swap sends back: held ones not kept, matched by variant, each kept line once. */
export function swappedOut<T extends { product_variant_id: number }>(
  held: readonly T[],
  lines: readonly CheckoutLine[],
): T[] {
  const kept = new Map<number, number>();
  for (const line of lines)
    if (line.kept) kept.set(line.variantId, (kept.get(line.variantId) ?? 0) + 1);
  return held.filter((item) => {
    const left = kept.get(item.product_variant_id) ?? 0;
    if (left === 0) return true;
    kept.set(item.product_variant_id, left - 1);
    return false;
  });
}

/** £ with pence only when there are any: '£45', '£12.50'. */
export function formatPounds(amount: number): string {
  return Number.isInteger(amount) ? `£${amount}` : `£${amount.toFixed(2)}`;
}

/** Pounds to pence without floating-point drift. */
export function toPence(pounds: number): number {
  return Math.round(pounds * 100);
}
