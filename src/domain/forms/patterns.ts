/** Format rules of spec section 5 for UK postcodes and phone numbers. */

/**
 * UK postcode: outward code (A9, A99, AA9, AA99, A9A, AA9A) and inward code (9AA), or GIR 0AA.
 * One optional space between the parts; case is ignored. The second letter of the
 * outward code is never I or Z, as in the Royal Mail format.
 */
export const UK_POSTCODE_PATTERN = /^(?:[A-Z][A-HJ-Y]?[0-9][A-Z0-9]? ?[0-9][A-Z]{2}|GIR ?0AA)$/i;

export function isUkPostcode(value: string): boolean {
  return UK_POSTCODE_PATTERN.test(value.trim());
}

/**
 * The one UK phone rule of the shop (spec 1: UK phone numbers only), for every form and API that
 * takes a phone: '0' or '+44' / '0044' (optionally '+44 (0)'), then a non-zero digit and 8–9 more
 * digits. People may type spaces, hyphens or dots anywhere and brackets round the area code. The
 * number is stored as national digits ('07700900123'): what couriers dial, and what the account
 * form shows back, so a member never retypes what checkout took.
 */
export function normaliseUkPhone(value: string): string | null {
  const national = value
    .replace(/[\s.-]/g, "")
    .replace(/^\((0[0-9]{2,5})\)/, "$1")
    .replace(/^(?:\+|00)44(?:\(0\)|0)?/, "0");
  return /^0[1-9][0-9]{8,9}$/.test(national) ? national : null;
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
