/**
 * The checkout's rules (issue 9): delivery days, plans, the lines' checks and messages, without I/O
 * and without zod (the checkout page loads this module as it opens; the body's schema is in
 * checkout-body.ts).
 */
import type { CheckoutLine } from "./checkout-body";
import type { BlockedRange, SubscriptionOption } from "@/domain/content/settings";
import { carrierFor, deliveryService, type DeliveryArea } from "@/domain/delivery/coverage";
import { nextDeliveryDates, type DeliveryEstimate } from "@/domain/delivery/estimate";
import { royalMailDeliveryDays } from "@/domain/delivery/working-days";

/** A wardrobe holds at most this many lines: far above any plan. */
export const MAX_CHECKOUT_LINES = 50;
/** How many delivery days the page offers. */
export const DELIVERY_DAY_CHOICES = 10;

/** DELIVERY until the member has accepted the terms once; then DELIVERYTERMSACCEPTED. */
export function deliveryFormFor(termsAccepted: boolean): "DELIVERY" | "DELIVERYTERMSACCEPTED" {
  return termsAccepted ? "DELIVERYTERMSACCEPTED" : "DELIVERY";
}

export const NEW_MEMBERS_PAUSED_CHECKOUT_MESSAGE =
  "We're not taking new members just now. Join the waitlist and we'll be in touch as soon as a place opens.";
export const UNKNOWN_PLAN_MESSAGE = "This plan is no longer available. Please choose a plan again.";
export const DELIVERY_DAY_MESSAGE = "Please choose one of the delivery days offered";
export const DELIVERY_TIME_MESSAGE = "Please choose one of the delivery times offered";
export const NOT_YOUR_GARMENT_MESSAGE =
  "Some garments marked 'In your Wardrobe' are not with you any more. Please open your wardrobe again.";
export const SUBSCRIPTION_NOT_LIVE_MESSAGE =
  "Your subscription is paused or has ended, so your wardrobe cannot be changed just now.";

/** Royal Mail has no time slots: a '4d' delivery carries this in place of one. */
export const ROYAL_MAIL_TIME = "Royal Mail (no time slot)";

/** A served postcode's ('48h') first delivery day is this many days after today. */
const SERVED_LEAD_DAYS = 2;

export type DeliveryOffer =
  | { estimate: null }
  | { estimate: "excluded" }
  | {
      estimate: DeliveryEstimate;
      carrier: ReturnType<typeof carrierFor>;
      days: string[];
      times: readonly string[];
    };

/**
 * What a postcode is offered (decision 054): '48h' days from two days on, no Sunday, none blocked,
 * in the settings' time slots; '4d' Royal Mail working days from the fourth on, no time slot;
 * nothing for an excluded postcode (the waitlist) or one too short for an estimate.
 */
export function deliveryOffer(
  postcode: string | null | undefined,
  settings: DeliveryArea & { blockedDates: readonly BlockedRange[]; deliveryTimes: string[] },
  today: string,
): DeliveryOffer {
  const service = deliveryService(postcode, settings);
  if (service === null || service === "excluded") return { estimate: service };
  const carrier = carrierFor(service);
  if (service === "4d")
    return {
      estimate: service,
      carrier,
      days: royalMailDeliveryDays(settings.blockedDates, today, DELIVERY_DAY_CHOICES),
      times: [ROYAL_MAIL_TIME],
    };
  const days = nextDeliveryDates(settings.blockedDates, today, DELIVERY_DAY_CHOICES, {
    firstDayOffset: SERVED_LEAD_DAYS,
  });
  return { estimate: service, carrier, days, times: settings.deliveryTimes };
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
