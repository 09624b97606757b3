/**
 * The pieces every back-office list's filter schema is built from. A list's filters come from its
 * page's address, so anything that does not parse is no filter (a hand-edited address shows the
 * unfiltered list instead of an error).
 */
import { isIsoDay } from "@/domain/dates";
import { z } from "@/domain/zod";

/**
 * A search box: trimmed; blank is no search. A text longer than `max` is no search, or, with
 * `longer: "cut"`, its first `max` characters.
 */
export const searchParam = ({
  max = 200,
  longer = "drop",
}: { max?: number; longer?: "drop" | "cut" } = {}) =>
  z
    .string()
    .trim()
    .transform((value) => (longer === "cut" ? value.slice(0, max) : value))
    .pipe(z.string().max(max))
    .transform((value) => (value === "" ? undefined : value))
    .optional()
    .catch(undefined);

/** One of a select's values; anything else is no filter. */
export const choiceParam = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values).optional().catch(undefined);

/** A date input's day (yyyy-mm-dd, a real day); anything else is no filter. */
export const dayParam = z.string().refine(isIsoDay).optional().catch(undefined);

/** A 'from' and 'to' day range. */
export const dayRangeParams = { from: dayParam, to: dayParam };

/** A search that is a whole number looks for that id. */
export function searchedId(q: string | undefined): number | undefined {
  if (!q || !/^\d{1,9}$/.test(q)) return undefined;
  return Number(q);
}

/**
 * The text of a search as a LIKE pattern that matches it anywhere, lower-cased (for `lower(x) like`
 * or `ilike`), its wildcards escaped so % and _ typed by staff are plain characters.
 */
export function containsPattern(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
