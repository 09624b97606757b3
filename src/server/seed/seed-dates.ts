/** Every date in the demo shop is fixed relative to this day, so runs are repeatable. */
export const REFERENCE_DATE = new Date("2026-11-01T09:00:00.000Z");

const DAY_MS = 86_400_000;

export function daysBefore(days: number, hour = 9): Date {
  const date = new Date(REFERENCE_DATE.getTime() - days * DAY_MS);
  date.setUTCHours(hour, 0, 0, 0);
  return date;
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** 'YYYY-MM-DD' for date columns. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' of an explicit calendar day. */
export function at(day: string, time = "09:00"): Date {
  return new Date(`${day}T${time}:00.000Z`);
}
