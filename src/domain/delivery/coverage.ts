/**
 * Where the shop delivers (issue 25; docs/decisions/054): spec 5's estimate over the whole UK, '48h'
 * in a served outward code (settings.postcodeList) and '4d' by Royal Mail anywhere else, except the
 * postcodes the owner does not serve (settings.excludedPostcodes), which are offered the waitlist.
 */
import type { SHIPPING_METHODS } from "@/domain/enums";
import { estimateDeliverySpeed, outwardCode, type DeliveryEstimate } from "./estimate";

export interface DeliveryArea {
  /** Served outward codes ('48h'): lowercased, without spaces. */
  postcodeList: readonly string[];
  /** Postcode areas ('ze') and districts ('kw15') not served. */
  excludedPostcodes: readonly string[];
}

export type DeliveryService = DeliveryEstimate | "excluded";

const normalise = (code: string) => code.toLowerCase().replace(/\s/g, "");

/** The letters an outward code starts with: its postcode area ('kw' of 'kw15', 'b' of 'b1'). */
function postcodeArea(outward: string): string {
  return /^[a-z]*/.exec(outward)![0];
}

/**
 * Whether a postcode is excluded: an entry of letters only is a whole area ('ZE', and 'B' is not
 * 'BT'); any other entry is one district ('KW15', not 'KW1'). Case and spaces do not matter.
 */
export function isExcludedPostcode(postcode: string, excluded: readonly string[]): boolean {
  const outward = outwardCode(postcode);
  const area = postcodeArea(outward);
  return excluded
    .map(normalise)
    .some((entry) => entry !== "" && (entry === outward || entry === area));
}

/**
 * '48h', '4d' or 'excluded' for a postcode; null when it is too short for spec 5's estimate. An
 * outward code the owner serves in 48 hours is served even when its area is also excluded.
 */
export function deliveryService(
  postcode: string | null | undefined,
  area: DeliveryArea,
): DeliveryService | null {
  const estimate = estimateDeliverySpeed(postcode, area.postcodeList);
  if (estimate === "4d" && isExcludedPostcode(postcode!, area.excludedPostcodes)) return "excluded";
  return estimate;
}

/** Who delivers: the shop's own London round for '48h' (in a time slot), Royal Mail for '4d'. */
export function carrierFor(estimate: DeliveryEstimate): (typeof SHIPPING_METHODS)[number] {
  return estimate === "48h" ? "manual" : "royal_mail";
}

/** The two lists alone, for a client component (the rest of the settings stays on the server). */
export function deliveryAreaOf(settings: DeliveryArea): DeliveryArea {
  return { postcodeList: settings.postcodeList, excludedPostcodes: settings.excludedPostcodes };
}
