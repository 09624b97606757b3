/**
 * The one reader of calendar days written 'yyyy-mm-dd' (a date input's value, a day in an address,
 * a `date` column). A day is only what the calendar has: '2026-02-30' and '2026-2-3' are not days.
 */

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant a 'yyyy-mm-dd' day starts in UTC, or null when the text is not a real day. */
export function parseIsoDay(text: string): Date | null {
  if (!ISO_DAY.test(text)) return null;
  const start = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(start.getTime()) && start.toISOString().slice(0, 10) === text ? start : null;
}

/** Whether the text is a real day written 'yyyy-mm-dd'. */
export function isIsoDay(text: string): boolean {
  return parseIsoDay(text) !== null;
}

/** The instant a day starts in UTC; throws on text that is not a day (callers parsed it first). */
export function startOfIsoDay(isoDay: string): Date {
  const start = parseIsoDay(isoDay);
  if (!start) throw new RangeError(`Not a day written yyyy-mm-dd: ${isoDay}`);
  return start;
}

/** The day `days` after (or before, when negative) a day, as 'yyyy-mm-dd'. */
export function addDays(isoDay: string, days: number): string {
  return new Date(startOfIsoDay(isoDay).getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** The UTC instants a range of days covers: from the start of `from` to the end of `to`. */
export function dayRange(range: { from?: string; to?: string }): { after?: Date; before?: Date } {
  return {
    after: range.from ? startOfIsoDay(range.from) : undefined,
    before: range.to ? startOfIsoDay(addDays(range.to, 1)) : undefined,
  };
}
