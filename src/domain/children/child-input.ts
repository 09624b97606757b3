/**
 * A child as a family records it on /account (issue 27): first name, date of birth (the waitlist's
 * rule and messages, src/domain/forms/field-rules.ts) and, optionally, the age size they wear now.
 */
import { z } from "@/domain/zod";
import { isIsoDay } from "../dates";
import { AGE_SIZES } from "../catalogue/age-sizes";
import { addMonthsClamped } from "../gifting/gift-card-expiry";
import { requiredDateOfBirth, requiredText } from "../forms/field-rules";
import { MAX_LENGTHS } from "../forms/messages";

/** How many children one family may record. */
export const MAX_CHILDREN = 10;
/** The oldest child a family may record, in years (the chart ends at 6; older siblings fit too). */
export const MAX_CHILD_AGE_YEARS = 16;

export const CHILD_MESSAGES = {
  dateOfBirthFuture: "A date of birth can't be in the future",
  dateOfBirthTooOld: `Please enter a date in the last ${MAX_CHILD_AGE_YEARS} years`,
  sizeUnknown: "Please choose a size from the list",
  tooMany: `You can add up to ${MAX_CHILDREN} children`,
} as const;

const SIZE_SLUGS = AGE_SIZES.map((size) => size.slug) as [string, ...string[]];

/** 'Wears now': an age size's slug, or blank / absent for 'not sure'. */
const sizeNow = z
  .union([z.literal(""), z.enum(SIZE_SLUGS, { error: CHILD_MESSAGES.sizeUnknown })], {
    error: CHILD_MESSAGES.sizeUnknown,
  })
  .nullish()
  .transform((value) => (value ? value : null));

/** The body of adding or changing a child: what the form sends, the same rules on both sides. */
export const childInput = z.object({
  firstName: requiredText(MAX_LENGTHS.name),
  dateOfBirth: requiredDateOfBirth(),
  sizeNow,
});
export type ChildInput = z.output<typeof childInput>;

/**
 * What is wrong with a (real) date of birth on `today` (London, yyyy-mm-dd), or null: not after
 * today, and no more than MAX_CHILD_AGE_YEARS years before it.
 */
export function dateOfBirthProblem(dateOfBirth: string, today: string): string | null {
  if (dateOfBirth > today) return CHILD_MESSAGES.dateOfBirthFuture;
  if (dateOfBirth < addMonthsClamped(today, -12 * MAX_CHILD_AGE_YEARS))
    return CHILD_MESSAGES.dateOfBirthTooOld;
  return null;
}

/** The form's schema on `today`: `childInput` with the date checked against the calendar. */
export function childInputOn(today: string) {
  return childInput.superRefine((child, ctx) => {
    // Only a real day is compared (a refused one already has its message).
    const problem = isIsoDay(child.dateOfBirth)
      ? dateOfBirthProblem(child.dateOfBirth, today)
      : null;
    if (problem) ctx.addIssue({ code: "custom", message: problem, path: ["dateOfBirth"] });
  });
}
