/**
 * Royal Mail's working days (issue 25; docs/decisions/054): Monday to Saturday, not an England and
 * Wales bank holiday, not a day the shop has blocked (settings.blockedDates). One-off bank holidays
 * (a coronation, a jubilee) are not computable: the owner adds them to the blocked dates.
 */
import { nextDeliveryDates, type DateRange } from "./estimate";

/** The first day Royal Mail can deliver is this many working days after the order day. */
export const ROYAL_MAIL_WORKING_DAYS = 4;

const DAY_MS = 86_400_000;
const SATURDAY = 6;
const SUNDAY = 0;
const MONDAY = 1;

const isoOf = (time: number) => new Date(time).toISOString().slice(0, 10);
const utc = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day);
const weekday = (time: number) => new Date(time).getUTCDay();

/** Easter Sunday (Gregorian calendar; the anonymous 'Meeus/Jones/Butcher' algorithm). */
function easterSunday(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return utc(year, month, day);
}

/** The first Monday on or after a day. */
function mondayFrom(time: number): number {
  return time + ((MONDAY - weekday(time) + 7) % 7) * DAY_MS;
}

/** The last Monday of a month. */
function lastMonday(year: number, month: number): number {
  const last = Date.UTC(year, month, 0);
  return last - ((weekday(last) - MONDAY + 7) % 7) * DAY_MS;
}

/**
 * A fixed-date holiday that falls on a weekend moves to the next weekday that is not already a
 * holiday (Christmas on a Saturday: Monday 27th, Boxing Day Tuesday 28th).
 */
function withSubstitutes(fixed: readonly number[]): number[] {
  const taken = new Set(fixed.filter((time) => ![SATURDAY, SUNDAY].includes(weekday(time))));
  for (const time of fixed) {
    if (taken.has(time)) continue;
    let substitute = time + DAY_MS;
    while ([SATURDAY, SUNDAY].includes(weekday(substitute)) || taken.has(substitute))
      substitute += DAY_MS;
    taken.add(substitute);
  }
  return [...taken];
}

/** The England and Wales bank holidays of a year, as yyyy-mm-dd in date order (Easter is never in May). */
export function englandAndWalesBankHolidays(year: number): string[] {
  const easter = easterSunday(year);
  return [
    ...withSubstitutes([utc(year, 1, 1)]),
    easter - 2 * DAY_MS,
    easter + DAY_MS,
    mondayFrom(utc(year, 5, 1)),
    lastMonday(year, 5),
    lastMonday(year, 8),
    ...withSubstitutes([utc(year, 12, 25), utc(year, 12, 26)]),
  ].map(isoOf);
}

/** The bank holidays of this year and the next as blocked days, for a search that starts today. */
function bankHolidaysFrom(today: string): DateRange[] {
  const year = Number(today.slice(0, 4));
  return [year, year + 1]
    .flatMap(englandAndWalesBankHolidays)
    .map((day) => ({ from: day, to: day }));
}

/**
 * The `count` days a Royal Mail delivery may be booked for: working days only, the first of them
 * the fourth working day after today (today itself is not counted).
 */
export function royalMailDeliveryDays(
  blocked: readonly DateRange[],
  today: string,
  count: number,
): string[] {
  const closed = [...blocked, ...bankHolidaysFrom(today)];
  // nextDeliveryDates lists working days from tomorrow: the first three are the lead time.
  const lead = ROYAL_MAIL_WORKING_DAYS - 1;
  return nextDeliveryDates(closed, today, lead + count).slice(lead);
}
