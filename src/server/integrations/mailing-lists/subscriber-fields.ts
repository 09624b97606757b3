import type { SubscriberFields } from "./mailing-list-provider";

/**
 * The little one's date of birth as an ISO date (YYYY-MM-DD), from the date input's YYYY-MM-DD or a
 * typed dd/mm/yyyy; undefined when it is not a real calendar date (the waitlist does not validate it).
 */
export function isoDateOfBirth(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(trimmed);
  const uk = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(trimmed);
  const [year, month, day] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : uk
      ? [Number(uk[3]), Number(uk[2]), Number(uk[1])]
      : [NaN, NaN, NaN];
  if (!Number.isInteger(year) || year < 1900) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  )
    return undefined;
  return date.toISOString().slice(0, 10);
}

/** Only the non-blank values, so an empty field never overwrites what a sign-up stored before. */
export function presentFields(fields: SubscriberFields): SubscriberFields {
  const out: SubscriberFields = {};
  for (const key of ["name", "postcode", "littleDOB"] as const) {
    const value = fields[key]?.trim();
    if (value) out[key] = value;
  }
  return out;
}
