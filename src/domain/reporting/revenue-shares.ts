/**
 * A paid subscription invoice shared among the garments the member held in its period, by days
 * held (issue 25, docs/reporting.md). Days are calendar days written 'yyyy-mm-dd'; a period and a
 * rental both run from their first day up to, not including, their last (a garment delivered on
 * the 3rd and returned on the 10th was held 7 days, as the statistics count rental weeks).
 */
import { startOfIsoDay } from "@/domain/dates";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface DayRange {
  start: string;
  /** Exclusive; null: still open (a garment not returned yet). */
  end: string | null;
}

export interface GarmentRental extends DayRange {
  productItemId: number;
}

export interface Holding {
  productItemId: number;
  days: number;
}

export interface RevenueShare extends Holding {
  amountPence: number;
}

const dayNumber = (day: string) => startOfIsoDay(day).getTime() / DAY_MS;

/** Days of a rental inside a period (0 when they do not overlap); an open rental runs to the end. */
export function daysInPeriod(rental: DayRange, period: { start: string; end: string }): number {
  const from = Math.max(dayNumber(rental.start), dayNumber(period.start));
  const to = Math.min(
    rental.end === null ? Number.POSITIVE_INFINITY : dayNumber(rental.end),
    dayNumber(period.end),
  );
  return Math.max(0, to - from);
}

/**
 * Each garment's days in the period, its rentals added up (a garment sent twice in one month);
 * garments not held in it are left out. Ordered by garment id.
 */
export function holdingsInPeriod(
  rentals: readonly GarmentRental[],
  period: { start: string; end: string },
): Holding[] {
  const days = new Map<number, number>();
  for (const rental of rentals) {
    const held = daysInPeriod(rental, period);
    if (held > 0) days.set(rental.productItemId, (days.get(rental.productItemId) ?? 0) + held);
  }
  return [...days]
    .map(([productItemId, held]) => ({ productItemId, days: held }))
    .sort((a, b) => a.productItemId - b.productItemId);
}

/**
 * The amount split in proportion to days held, in whole pence that add up exactly to it
 * (largest remainder: each garment gets the floor of its exact share, and the pence left over go
 * one each to the largest fractions, ties to the garment held longer, then the lower id).
 * No holdings: no shares (the invoice's amount stays unshared).
 */
export function shareByDays(amountPence: number, holdings: readonly Holding[]): RevenueShare[] {
  if (!Number.isInteger(amountPence) || amountPence < 0)
    throw new RangeError(`An invoice amount is whole pence, not below 0: ${amountPence}`);
  const held = holdings.filter((holding) => holding.days > 0);
  const totalDays = held.reduce((sum, holding) => sum + holding.days, 0);
  if (totalDays === 0) return [];
  const exact = held.map((holding) => {
    const numerator = amountPence * holding.days;
    return {
      ...holding,
      amountPence: Math.floor(numerator / totalDays),
      remainder: numerator % totalDays,
    };
  });
  let left = amountPence - exact.reduce((sum, share) => sum + share.amountPence, 0);
  const byRemainder = [...exact].sort(
    (a, b) => b.remainder - a.remainder || b.days - a.days || a.productItemId - b.productItemId,
  );
  for (const share of byRemainder) {
    if (left === 0) break;
    share.amountPence += 1;
    left -= 1;
  }
  return exact.map(({ productItemId, days, amountPence: pence }) => ({
    productItemId,
    days,
    amountPence: pence,
  }));
}

/** The shop's subscription revenue, in pence: what the garment figures are made of. */
export interface RevenueSummary {
  invoices: number;
  paidPence: number;
  /** Shared among the garments held in the invoices' periods. */
  sharedPence: number;
  /** Paid for periods in which the member held no garment. */
  unsharedPence: number;
  /** Paid for periods not over yet: shared when they end. */
  awaitingPence: number;
  /** What a garment earns a week with a member, over the last 12 months: the view's rate. */
  pencePerRentalWeek: number | null;
}

/** Pence per rental week from pence shared over garment-days; null before any day was shared. */
export function pencePerRentalWeek(sharedPence: number, sharedDays: number): number | null {
  return sharedDays > 0 ? Math.round((sharedPence * 7) / sharedDays) : null;
}
