/**
 * The shop's promises, worded once and shown the same on every page (issue 13; docs/decisions/,
 * 'The shop on a parent's phone'). They follow the rules the shop applies: a served outward code
 * (settings.postcodeList) is delivered in 48 hours (spec 5, '48h'); anywhere else ('4d') is offered
 * the waitlist at checkout.
 */
import { estimateDeliverySpeed, outwardCode, type DeliveryEstimate } from "./estimate";

export const DELIVERY_PROMISE =
  "Free delivery within 48 hours to the London postcodes we serve, on a day (Monday to Saturday) and in a time slot you choose.";
/** Only what exists (issue 25): every return gets a prepaid label; there is no collection. */
export const RETURNS_PROMISE =
  "Swaps and returns are free: print the prepaid return label from your account and drop the parcel at any Post Office.";
export const REPLY_PROMISE = "We reply within two working days.";

/** The served outward codes as parents write them: 'SW2, SW4, …, W12'. */
export function servedAreasText(servedOutwardCodes: readonly string[]): string {
  return servedOutwardCodes.map((code) => code.replace(/\s+/g, "").toUpperCase()).join(", ");
}

export interface PostcodeEstimate {
  estimate: DeliveryEstimate;
  /** The outward code as written on letters: 'SW4'. */
  area: string;
  served: boolean;
  text: string;
}

/**
 * What the product page answers to a postcode (spec 5's estimate, in words); null when the
 * postcode is too short for an estimate.
 */
export function postcodeEstimate(
  postcode: string,
  servedOutwardCodes: readonly string[],
): PostcodeEstimate | null {
  const estimate = estimateDeliverySpeed(postcode, servedOutwardCodes);
  if (estimate === null) return null;
  const area = outwardCode(postcode).toUpperCase();
  const served = estimate === "48h";
  return {
    estimate,
    area,
    served,
    text: served
      ? `Good news: we deliver to ${area} within 48 hours (${estimate}), on a day and time slot you choose at checkout.`
      : `We don't deliver to ${area} yet. Join the waitlist at checkout and we'll let you know as soon as we do.`,
  };
}
