/**
 * The shop's promises, worded once and shown the same on every page (issue 13; docs/decisions/,
 * 'The shop on a parent's phone'). They follow the rules the shop applies (decision 054): a served
 * outward code (settings.postcodeList) is delivered in 48 hours (spec 5, '48h'), the rest of the UK
 * by Royal Mail from four working days ('4d'), and the excluded postcodes are offered the waitlist.
 */
import { deliveryService, type DeliveryArea, type DeliveryService } from "./coverage";
import { isUkPostcode } from "@/domain/forms/patterns";
import { outwardCode } from "./estimate";

export const DELIVERY_PROMISE =
  "Free delivery across the UK: within 48 hours to the London postcodes we serve, in a time slot you choose; everywhere else by Royal Mail in about 4 working days. You pick the day (Monday to Saturday).";
/** Only what exists (issue 25): every return gets a prepaid label; there is no collection. */
export const RETURNS_PROMISE =
  "Swaps and returns are free: print the prepaid return label from your account and drop the parcel at any Post Office.";
export const REPLY_PROMISE = "We reply within two working days.";

/** The served outward codes as parents write them: 'SW2, SW4, …, W12'. */
export function servedAreasText(servedOutwardCodes: readonly string[]): string {
  return servedOutwardCodes.map((code) => code.replace(/\s+/g, "").toUpperCase()).join(", ");
}

/** Names parents know for postcodes often excluded; any other entry is shown as written. */
const PLACE_NAMES: Readonly<Record<string, string>> = {
  gy: "Guernsey",
  je: "Jersey",
  im: "the Isle of Man",
  bf: "BFPO addresses",
  bt: "Northern Ireland",
  hs: "the Outer Hebrides",
  ze: "Shetland",
  ...Object.fromEntries(["kw15", "kw16", "kw17"].map((code) => [code, "Orkney"])),
  ...Object.fromEntries(
    ["tr21", "tr22", "tr23", "tr24", "tr25"].map((code) => [code, "the Isles of Scilly"]),
  ),
};

/**
 * The postcodes not served as parents read them, places in the order of the setting, with their
 * codes on /delivery ('Shetland (ZE), Orkney (KW15, KW16), AB99') or by name alone on a product
 * page; an entry without a known name is its code. null when every postcode is served.
 */
export function notServedText(
  excluded: readonly string[],
  { withCodes }: { withCodes: boolean },
): string | null {
  const places = new Map<string, string[]>();
  for (const entry of excluded) {
    const code = entry.replace(/\s/g, "").toUpperCase();
    const place = PLACE_NAMES[code.toLowerCase()] ?? code;
    places.set(place, [...(places.get(place) ?? []), code]);
  }
  const named = [...places].map(([place, codes]) =>
    withCodes && place !== codes[0] ? `${place} (${codes.join(", ")})` : place,
  );
  if (named.length === 0) return null;
  const last = named.pop()!;
  return `We don't deliver yet to ${named.length > 0 ? `${named.join(", ")} and ${last}` : last}.`;
}

export interface PostcodeEstimate {
  service: DeliveryService;
  /** The outward code as written on letters: 'SW4'. */
  area: string;
  text: string;
}

/**
 * What the postcode check answers (spec 5's estimate in words, and the excluded postcodes); null
 * when it is not a UK postcode (spaces anywhere and any case are fine).
 */
export function postcodeEstimate(postcode: string, area: DeliveryArea): PostcodeEstimate | null {
  if (!isUkPostcode(postcode.replace(/\s/g, ""))) return null;
  // A UK postcode has 5 characters or more, so spec 5 always gives it an estimate.
  const service = deliveryService(postcode, area)!;
  const code = areaCode(postcode);
  return { service, area: code, text: deliveryAnswer(service, postcode) };
}

const areaCode = (postcode: string) => outwardCode(postcode).toUpperCase();

function deliveryAnswer(service: DeliveryService, postcode: string): string {
  const code = areaCode(postcode);
  switch (service) {
    case "48h":
      return `Delivered within 48 hours to ${code} (48h), on a day and in a time slot you choose at checkout.`;
    case "4d":
      return `Delivered by Royal Mail to ${code} in about 4 working days (4d), on a day you choose at checkout.`;
    case "excluded":
      return notServedMessage(postcode);
  }
}

/** Why a postcode gets the waitlist, for the postcode check and the checkout. */
export function notServedMessage(postcode: string): string {
  return `We don't deliver to ${areaCode(postcode)} yet: Royal Mail can't take a wardrobe there and back at our UK price and speed. Join the waitlist and we'll let you know as soon as we do.`;
}
