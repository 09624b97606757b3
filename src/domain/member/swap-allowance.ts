/**
 * Swaps per billing period (issue 25, docs/decisions/057): a live member's next wardrobe placed
 * without paying is a swap; each costs the shop two postages and a clean per garment, so the
 * settings allow a few per billing period and refuse the one beyond, naming the day the next is
 * free. A billing period is the subscription's month as the payment provider last stated it
 * (it ends at current_period_end), counted in whole London days so that the day we name is true
 * from its first minute.
 */
import { pauseEnd } from "@/domain/payments/subscription-state";

/** One swap a period: two postages and a clean take about £15 of Subscription A's £25. */
export const DEFAULT_SWAPS_PER_PERIOD = 1;
export const MAX_SWAPS_PER_PERIOD = 10;

/** The settings' value as the shop uses it: a whole number 1–10, else the default. */
export function parseSwapsPerPeriod(raw: unknown): number {
  const value = typeof raw === "number" || typeof raw === "string" ? Number(raw) : Number.NaN;
  // Stryker disable next-line EqualityOperator: 1 is also the default, so >= and > agree
  return Number.isInteger(value) && value >= 1 && value <= MAX_SWAPS_PER_PERIOD
    ? value
    : DEFAULT_SWAPS_PER_PERIOD;
}

const londonParts = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  hourCycle: "h23",
});

function partsOf(instant: Date): { year: number; month: number; day: number; hour: number } {
  const parts = Object.fromEntries(
    londonParts.formatToParts(instant).map((part) => [part.type, Number(part.value)]),
  );
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour! };
}

/** Midnight in London (GMT or BST) at the start of the London day holding `instant`. */
export function startOfLondonDay(instant: Date): Date {
  const { year, month, day } = partsOf(instant);
  const utcMidnight = Date.UTC(year, month - 1, day);
  // The clocks change at 01:00 UTC, so London's offset at UTC midnight is that of the midnight.
  const offsetHours = partsOf(new Date(utcMidnight)).hour;
  return new Date(utcMidnight - offsetHours * 3_600_000);
}

export interface SwapWindow {
  /** London midnight the period's swaps start counting from. */
  start: Date;
  /** London midnight of the day the next period's swaps are free. */
  end: Date;
}

/**
 * The billing period holding `now`: a month ending on the provider's current_period_end, stepped
 * by whole months when that end has passed (a renewal not heard of yet) or lies further ahead.
 * Without a period end, the calendar month.
 */
export function swapWindow(periodEnd: Date | null, now: Date): SwapWindow {
  const anchor = periodEnd ?? new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  // Always counted from the anchor, so a period ending on the 31st comes back to the 31st.
  const boundary = (months: number) => startOfLondonDay(pauseEnd(anchor, months));
  let months = 0;
  while (boundary(months) <= now) months += 1;
  while (boundary(months - 1) > now) months -= 1;
  return { start: boundary(months - 1), end: boundary(months) };
}

export interface SwapAllowance {
  allowance: number;
  left: number;
  /** When the next free swap comes: null while one is left now. */
  nextFreeSwap: Date | null;
}

export function swapAllowance(
  allowance: number,
  swapsInWindow: number,
  window: SwapWindow,
): SwapAllowance {
  const left = Math.max(0, allowance - swapsInWindow);
  return { allowance, left, nextFreeSwap: left > 0 ? null : window.end };
}

const dayMonth = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  timeZone: "Europe/London",
});

/** '3 January': the day the next free swap comes, never more than a month away. */
function swapDay(date: Date): string {
  return dayMonth.format(date);
}

/** The refusal of a swap beyond the allowance, at checkout and from POST /api/checkout. */
export function noSwapsLeftMessage(allowance: number, nextFreeSwap: Date): string {
  const used =
    allowance === 1
      ? "1 swap per billing period and you have used it"
      : `${allowance} swaps per billing period and you have used them`;
  return `Your plan includes ${used}. Your next free swap: ${swapDay(nextFreeSwap)}.`;
}

/** /account's two lines: 'Swaps left this billing period: 0 of 1', 'Your next free swap: 3 January'. */
export function swapLines(
  swaps: SwapAllowance,
  membershipEnds: boolean,
): { left: string; nextFreeSwap: string | null } {
  const next =
    swaps.nextFreeSwap === null ? "Now" : membershipEnds ? null : swapDay(swaps.nextFreeSwap);
  return { left: `${swaps.left} of ${swaps.allowance}`, nextFreeSwap: next };
}
