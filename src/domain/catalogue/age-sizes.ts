/**
 * Sizes as one age-ordered set (issue 13): every garment's size label, modern ('12-18 months') or
 * legacy ('12-18m', '6m', '80/86 (12-18m)', '2y' — the labels spec section 9 hides from the
 * filters), maps onto the age sizes below, so the size filters find every garment.
 */

export interface AgeSize {
  /** The filter value (the slug of the shop's own size option of the same name). */
  slug: string;
  name: string;
  /** Age in months: from (exclusive, except newborn) to (inclusive). */
  fromMonths: number;
  toMonths: number;
  /** The child's height this size fits, in cm (from, to). */
  heightCm: readonly [number, number];
  /** Chest measurement, in cm. */
  chestCm: number;
}

/** Smallest first; the filters and the size guide list them in this order. */
export const AGE_SIZES: readonly AgeSize[] = [
  { slug: "newborn", name: "Newborn", fromMonths: 0, toMonths: 1, heightCm: [50, 56], chestCm: 40 },
  {
    slug: "0-3-months",
    name: "0-3 months",
    fromMonths: 0,
    toMonths: 3,
    heightCm: [56, 62],
    chestCm: 42,
  },
  {
    slug: "3-6-months",
    name: "3-6 months",
    fromMonths: 3,
    toMonths: 6,
    heightCm: [62, 68],
    chestCm: 44,
  },
  {
    slug: "6-9-months",
    name: "6-9 months",
    fromMonths: 6,
    toMonths: 9,
    heightCm: [68, 74],
    chestCm: 46,
  },
  {
    slug: "9-12-months",
    name: "9-12 months",
    fromMonths: 9,
    toMonths: 12,
    heightCm: [74, 80],
    chestCm: 48,
  },
  {
    slug: "12-18-months",
    name: "12-18 months",
    fromMonths: 12,
    toMonths: 18,
    heightCm: [80, 86],
    chestCm: 50,
  },
  {
    slug: "18-24-months",
    name: "18-24 months",
    fromMonths: 18,
    toMonths: 24,
    heightCm: [86, 92],
    chestCm: 52,
  },
  {
    slug: "2-3-years",
    name: "2-3 years",
    fromMonths: 24,
    toMonths: 36,
    heightCm: [92, 98],
    chestCm: 54,
  },
  {
    slug: "3-4-years",
    name: "3-4 years",
    fromMonths: 36,
    toMonths: 48,
    heightCm: [98, 104],
    chestCm: 56,
  },
  {
    slug: "4-5-years",
    name: "4-5 years",
    fromMonths: 48,
    toMonths: 60,
    heightCm: [104, 110],
    chestCm: 58,
  },
  {
    slug: "5-6-years",
    name: "5-6 years",
    fromMonths: 60,
    toMonths: 72,
    heightCm: [110, 116],
    chestCm: 60,
  },
];

const NUMBER = String.raw`(\d+(?:\.\d+)?)`;
const RANGE = new RegExp(`^${NUMBER}(m|y)?-${NUMBER}(m|y)$`);
const POINT = new RegExp(`^${NUMBER}(m|y)$`);

function months(value: string, unit: string): number {
  return unit === "y" ? Number(value) * 12 : Number(value);
}

/** A label as an age range in months, or null when it names no age ('small', '4', '19 to 27'). */
function ageRange(label: string): { from: number; to: number; point: boolean } | null {
  let text = label.trim().toLowerCase();
  if (text === "newborn" || text === "nb") return { from: 0, to: 1, point: false };
  // '80/86 (12-18m)', '62/68-(3-6m)': the age in brackets; the centimetres are not ages.
  const bracketed = /\(([^)]*)\)/.exec(text);
  if (bracketed?.[1]) text = bracketed[1];
  text = text
    .replace(/\s+/g, "")
    .replace(/months?|mths?/g, "m")
    .replace(/years?|yrs?/g, "y");
  const range = RANGE.exec(text);
  if (range) {
    const [, from, fromUnit, to, toUnit] = range as unknown as [
      string,
      string,
      string,
      string,
      string,
    ];
    return { from: months(from, fromUnit ?? toUnit), to: months(to, toUnit), point: false };
  }
  const point = POINT.exec(text);
  if (point) {
    const [, value, unit] = point as unknown as [string, string, string];
    return { from: months(value, unit), to: months(value, unit), point: true };
  }
  return null;
}

/**
 * The age sizes a size label stands for, smallest first:
 * - a range equal to an age size is that size ('12-18m', '18m-24m', '92/98 (2-3y)');
 * - a wider range is every age size inside it ('2-4y': 2-3 and 3-4 years);
 * - one age is the size it ends ('6m': 3-6 months, '2y': 18-24 months, '1m': newborn), as UK
 *   labels read 'up to';
 * - anything else ('small', '4', 'One size') is no age size: an empty list.
 */
export function ageSizesOf(label: string): AgeSize[] {
  const range = ageRange(label);
  if (!range) return [];
  if (range.point) {
    const ending = AGE_SIZES.find((size) => size.toMonths === range.to);
    const containing = AGE_SIZES.find(
      (size) => size.fromMonths < range.to && range.to <= size.toMonths,
    );
    const found = ending ?? containing;
    return found ? [found] : [];
  }
  const exact = AGE_SIZES.find(
    (size) => size.fromMonths === range.from && size.toMonths === range.to,
  );
  if (exact) return [exact];
  return AGE_SIZES.filter(
    (size) => size.slug !== "newborn" && range.from <= size.fromMonths && size.toMonths <= range.to,
  );
}

/** The position of an age size in AGE_SIZES (for sorting), or -1. */
export function ageSizeRank(slug: string): number {
  return AGE_SIZES.findIndex((size) => size.slug === slug);
}

/**
 * Other labels parents may find on a garment of this size: the labels (e.g. spec 9's built-in
 * legacy list) that map onto this size alone, in the order given.
 */
export function otherLabelsFor(size: AgeSize, labels: readonly string[]): string[] {
  return labels.filter((label) => {
    const sizes = ageSizesOf(label);
    return sizes.length === 1 && sizes[0]?.slug === size.slug && label !== size.name;
  });
}
