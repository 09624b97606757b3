/** Delivery-speed estimate (spec section 5) and the selectable delivery dates. */

export type DeliveryEstimate = "48h" | "4d";

/** At least this many non-space characters are needed for an estimate. */
export const MIN_POSTCODE_CHARS_FOR_ESTIMATE = 5;
/** The inward code (last 3 characters) is dropped to get the outward code. */
const INWARD_CODE_LENGTH = 3;

/** The outward part of a postcode: lowercased, spaces removed, last 3 characters dropped. */
export function outwardCode(postcode: string): string {
  return postcode.toLowerCase().replace(/\s+/g, "").slice(0, -INWARD_CODE_LENGTH);
}

/**
 * '48h' when the postcode's outward code is served, '4d' otherwise, and null when the postcode
 * is missing or has fewer than 5 non-space characters.
 */
export function estimateDeliverySpeed(
  postcode: string | null | undefined,
  servedOutwardCodes: readonly string[],
): DeliveryEstimate | null {
  if (!postcode || postcode.replace(/\s+/g, "").length < MIN_POSTCODE_CHARS_FOR_ESTIMATE)
    return null;
  const served = servedOutwardCodes.map((code) => code.toLowerCase().replace(/\s+/g, ""));
  return served.includes(outwardCode(postcode)) ? "48h" : "4d";
}

export interface DateRange {
  /** ISO yyyy-mm-dd, inclusive. */
  from: string;
  to: string;
}

export interface DeliveryDateOptions {
  /** Days after today of the first candidate; 1 = tomorrow. */
  firstDayOffset?: number;
  /** Stop looking after this many days, so a fully blocked calendar ends. */
  searchDays?: number;
}

const DAY_MS = 86_400_000;
const SUNDAY = 0;

function parseIsoDate(value: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) throw new RangeError(`Not an ISO date: ${value}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

function toIsoDate(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/**
 * The next `count` dates a member may pick for delivery, as yyyy-mm-dd, starting tomorrow.
 * Blocked days and Sundays are skipped. ISO dates compare correctly as strings.
 */
export function nextDeliveryDates(
  blocked: readonly DateRange[],
  today: string,
  count: number,
  options: DeliveryDateOptions = {},
): string[] {
  const { firstDayOffset = 1, searchDays = 366 } = options;
  const start = parseIsoDate(today) + firstDayOffset * DAY_MS;
  const dates: string[] = [];
  for (let day = 0; day < searchDays && dates.length < count; day += 1) {
    const time = start + day * DAY_MS;
    const iso = toIsoDate(time);
    const isSunday = new Date(time).getUTCDay() === SUNDAY;
    const isBlocked = blocked.some((range) => range.from <= iso && iso <= range.to);
    if (!isSunday && !isBlocked) dates.push(iso);
  }
  return dates;
}
