/** Format rules of spec section 5 for UK postcodes and phone numbers. */

/**
 * UK postcode: outward code (A9, A99, AA9, AA99, A9A, AA9A) and inward code (9AA), or GIR 0AA.
 * One optional space between the parts; case is ignored. The second letter of the
 * outward code is never I or Z, as in the Royal Mail format.
 */
export const UK_POSTCODE_PATTERN = /^(?:[A-Z][A-HJ-Y]?[0-9][A-Z0-9]? ?[0-9][A-Z]{2}|GIR ?0AA)$/i;

/**
 * Account contact number: optional '+', three digits (optionally in brackets), three digits,
 * then 4–6 digits, with an optional '-', space or '.' between the groups.
 */
export const CONTACT_NUMBER_PATTERN =
  /^\+?(?:\([0-9]{3}\)|[0-9]{3})[-. ]?[0-9]{3}[-. ]?[0-9]{4,6}$/;

/**
 * UK phone number for the delivery forms: '0' or '+44' (optionally '+44 (0)'), then a
 * non-zero digit and 8–9 more digits; single spaces or hyphens may separate digits.
 */
export const UK_PHONE_PATTERN = /^(?:0|\+44 ?(?:\(0\) ?)?)[1-9](?:[ -]?[0-9]){8,9}$/;

export function isUkPostcode(value: string): boolean {
  return UK_POSTCODE_PATTERN.test(value.trim());
}

export function isContactNumber(value: string): boolean {
  return CONTACT_NUMBER_PATTERN.test(value.trim());
}

export function isUkPhoneNumber(value: string): boolean {
  return UK_PHONE_PATTERN.test(value.trim());
}

/**
 * Whether a value holds a control character: C0 (NUL to U+001F), DEL or C1 (U+0080 to U+009F).
 * No keyboard types one into a form, and PostgreSQL refuses NUL in text. Multi-line fields keep
 * tab, line feed and carriage return.
 */
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;
const CONTROL_CHARACTERS_MULTI_LINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

export function hasControlCharacters(value: string, multiLine = false): boolean {
  return (multiLine ? CONTROL_CHARACTERS_MULTI_LINE : CONTROL_CHARACTERS).test(value);
}
