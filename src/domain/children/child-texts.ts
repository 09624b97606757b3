/**
 * What the shop says about a child's size (issue 27): the lines on /account, the one-tap chip on
 * /collection and the size a product page preselects.
 */
import { AGE_SIZES, ageSizesOf } from "../catalogue/age-sizes";
import { collectionHref } from "../catalogue/filter-query";
import type { SizePrediction } from "./size-prediction";

/** An age size's name ('3-6 months') from its slug; the slug itself when it is none. */
export function ageSizeName(slug: string): string {
  return AGE_SIZES.find((size) => size.slug === slug)?.name ?? slug;
}

const MONTH = new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });
const DAY = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** 'October 2026' for '2026-10-10'. */
export function monthText(isoDay: string): string {
  return MONTH.format(new Date(`${isoDay}T00:00:00Z`));
}

/** '10 January 2026' for '2026-01-10'. */
export function dayText(isoDay: string): string {
  return DAY.format(new Date(`${isoDay}T00:00:00Z`));
}

/** 'Amelia's', 'James's' (British usage keeps the s). */
export function possessive(firstName: string): string {
  return `${firstName}'s`;
}

/** 'Wears 6-9 months now'. */
export function wearsNowText(prediction: Pick<SizePrediction, "current">): string {
  return `Wears ${ageSizeName(prediction.current)} now`;
}

/** 'Next size 9-12 months from October 2026', or, past the chart's end, that there is none. */
export function nextSizeText(prediction: Pick<SizePrediction, "next" | "nextFrom">): string {
  if (prediction.next === null || prediction.nextFrom === null)
    return `${ageSizeName(AGE_SIZES[AGE_SIZES.length - 1]!.slug)} is our largest size`;
  return `Next size ${ageSizeName(prediction.next)} from ${monthText(prediction.nextFrom)}`;
}

/** /collection in this size, in stock only (decision 063's filter address). */
export function childSizeHref(size: string): string {
  return collectionHref({ groups: { size: [size] }, available: true, page: 1 });
}

/** The chip on /collection: "Only Amelia's size: 3-6 months, in stock". */
export function childSizeChipLabel(child: { firstName: string; size: string }): string {
  return `Only ${possessive(child.firstName)} size: ${ageSizeName(child.size)}, in stock`;
}

/**
 * The size option a product page preselects: of the family's children in their order, the first
 * whose size one of the options stands for ('12-18m' stands for 12-18 months); null when none.
 */
export function childSizeOption<O extends { value: string; name: string }>(
  options: readonly O[],
  children: readonly { firstName: string; size: string }[],
): { option: O; firstName: string } | null {
  for (const child of children) {
    const option = options.find((o) => ageSizesOf(o.name).some((size) => size.slug === child.size));
    if (option) return { option, firstName: child.firstName };
  }
  return null;
}
