/**
 * The size a child wears now and the day the next size starts (issue 27, docs/growing.md
 * 'The child, not only the account', G-children-1 to 5), from the shop's own size chart
 * (AGE_SIZES, the /size-guide table) and the child's age, corrected by what the family picks.
 *
 * - Age is counted in whole months: a child is k months old from the day of their k-th month
 *   birthday (`addMonthsClamped`: born on 31 January, one month old on 28 or 29 February; born on
 *   29 February, a year old on 28 February).
 * - The chart as steps: each size fits from the month its smaller neighbour ends (newborn from
 *   birth) until the month it ends ('3-6 months': 3, 4 and 5 months old). A child moves up on the
 *   month birthday a size ends on; past the largest size they stay in it and there is no next size.
 * - A family's pick ('wears now', a rented garment's size) is an observation on a day. It says the
 *   child is `shift` months ahead (or behind, negative) of the chart: the fewest months that put
 *   the child's age on that day inside the picked size. The child's size age is their age plus the
 *   upper median of all shifts (none: 0), never below 0.
 */
import { AGE_SIZES, ageSizeRank } from "../catalogue/age-sizes";
import { addMonthsClamped } from "../gifting/gift-card-expiry";

/** A picked age size: a slug observed today, or a slug observed on a London day (YYYY-MM-DD). */
export type PickedSize = string | { size: string; on: string };

export interface SizePredictionInput {
  /** YYYY-MM-DD. */
  dateOfBirth: string;
  /** The AGE_SIZES slug the family says the child wears now, or null. */
  sizeNow: string | null;
  /** The London day the family said it (YYYY-MM-DD); absent or null: today. */
  sizeNowOn?: string | null;
  /** Sizes (AGE_SIZES slugs) of garments picked for this child; other values are ignored. */
  pickedSizes: readonly PickedSize[];
  /** Today in London, YYYY-MM-DD. */
  today: string;
}

export interface SizePrediction {
  /** The AGE_SIZES slug the child wears now. */
  current: string;
  /** The next AGE_SIZES slug, or null past the largest size. */
  next: string | null;
  /** YYYY-MM-DD: the day the next size starts, or null with `next`. */
  nextFrom: string | null;
  /** Whole months of age today (0 before the first month birthday). */
  ageMonths: number;
  /** Months ahead (positive) or behind (negative) of the chart, from the family's picks. */
  shiftMonths: number;
  /** The child's size age is past the largest size on the chart. */
  beyondChart: boolean;
}

/** The whole months from `from` to `to` (both YYYY-MM-DD); negative when `to` is earlier. */
export function wholeMonthsBetween(from: string, to: string): number {
  const [fromYear, fromMonth] = from.split("-").map(Number) as [number, number];
  const [toYear, toMonth] = to.split("-").map(Number) as [number, number];
  const months = (toYear - fromYear) * 12 + (toMonth - fromMonth);
  return addMonthsClamped(from, months) > to ? months - 1 : months;
}

/** The age in months a size starts at: where its smaller neighbour ends (newborn: 0). */
function startMonths(index: number): number {
  return AGE_SIZES[index - 1]?.toMonths ?? 0;
}

const LAST = AGE_SIZES.length - 1;

/** The index in AGE_SIZES a child of this size age wears: the first size ending after it. */
function sizeIndexAt(sizeAge: number): number {
  const index = AGE_SIZES.findIndex((size) => sizeAge < size.toMonths);
  return index === -1 ? LAST : index;
}

/** The months ahead (+) or behind (-) a child of `ageMonths` wearing `slug` is; null: no size. */
export function shiftFor(slug: string, ageMonths: number): number | null {
  const index = ageSizeRank(slug);
  if (index === -1) return null;
  const end = AGE_SIZES[index]!.toMonths;
  if (ageMonths >= end) return end - 1 - ageMonths;
  return Math.max(0, startMonths(index) - ageMonths);
}

/** The upper median (even counts take the larger middle value); 0 for none. */
function upperMedian(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function observation(pick: PickedSize, today: string): { size: string; on: string } {
  return typeof pick === "string" ? { size: pick, on: today } : pick;
}

export function predictChildSize(input: SizePredictionInput): SizePrediction {
  const { dateOfBirth, today } = input;
  // No 'wears now' is a blank size, ignored as every label that is no age size is.
  const observations = [
    ...input.pickedSizes.map((pick) => observation(pick, today)),
    { size: input.sizeNow ?? "", on: input.sizeNowOn ?? today },
  ];
  const shifts = observations.flatMap(({ size, on }) => {
    const shift = shiftFor(size, Math.max(0, wholeMonthsBetween(dateOfBirth, on)));
    return shift === null ? [] : [shift];
  });
  const shiftMonths = upperMedian(shifts);
  const ageMonths = Math.max(0, wholeMonthsBetween(dateOfBirth, today));
  const sizeAge = Math.max(0, ageMonths + shiftMonths);
  const index = sizeIndexAt(sizeAge);
  const current = AGE_SIZES[index]!;
  const beyondChart = sizeAge >= current.toMonths;
  const next = AGE_SIZES[index + 1] ?? null;
  return {
    current: current.slug,
    next: next?.slug ?? null,
    nextFrom: next ? addMonthsClamped(dateOfBirth, current.toMonths - shiftMonths) : null,
    ageMonths,
    shiftMonths,
    beyondChart,
  };
}

/** A child as the pick assignment sees them. */
export interface ChildForPicks {
  dateOfBirth: string;
  sizeNow: string | null;
  sizeNowOn?: string | null;
}

const NO_PICKS: readonly PickedSize[] = [];

/** A pick farther than this many chart steps from every child belongs to none of them. */
export const MAX_PICK_DISTANCE = 2;

/**
 * Shares a family's picks out among its children (G-children-4): each pick goes to the child whose
 * own prediction on the pick's day (age and 'wears now', no picks) is the nearest size on the
 * chart; a tie goes to the child listed first; a pick more than MAX_PICK_DISTANCE steps from every
 * child, or made before every child was born, or of no age size, goes to none. Returns one list
 * per child, in the children's order.
 */
export function assignPicks(
  children: readonly ChildForPicks[],
  picks: readonly PickedSize[],
  today: string,
): PickedSize[][] {
  const assigned: PickedSize[][] = children.map(() => []);
  for (const pick of picks) {
    const { size, on } = observation(pick, today);
    const rank = ageSizeRank(size);
    if (rank === -1) continue;
    let best = -1;
    let bestDistance = MAX_PICK_DISTANCE + 1;
    children.forEach((child, index) => {
      if (on < child.dateOfBirth) return;
      const base = predictChildSize({
        dateOfBirth: child.dateOfBirth,
        sizeNow: child.sizeNow,
        sizeNowOn: child.sizeNowOn,
        pickedSizes: NO_PICKS,
        today: on,
      });
      const distance = Math.abs(rank - ageSizeRank(base.current));
      if (distance < bestDistance) {
        best = index;
        bestDistance = distance;
      }
    });
    if (best !== -1) assigned[best]!.push(pick);
  }
  return assigned;
}
