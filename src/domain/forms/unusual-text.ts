import { hasControlCharacters } from "./patterns";

/**
 * Half of a UTF-16 pair on its own, as a JSON escape ("\ud800") can spell it: no character, and
 * PostgreSQL refuses it in jsonb (a staff note, kept with a history row, answered 500).
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const isUnusual = (text: string) => hasControlCharacters(text, true) || LONE_SURROGATE.test(text);

/**
 * A key a form could name a field by. Another key (a staff draft takes any JSON) is not named back
 * in the answer: it is whatever the sender wrote, markup included, and the answer says "the form".
 */
const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/**
 * The top-level field of the first text in a submitted value (a string or an object key, at any
 * depth) that holds a control character other than tab and line breaks, or half a UTF-16 pair on
 * its own: "" for the value itself (or under a key that is no field name),
 * null when there is none. Every body and query the request pipeline parses is checked with it, so
 * a field whose schema takes any text (a staff draft, a reason, a note) cannot reach the database
 * with a NUL, which PostgreSQL refuses with an error, or with other bytes no keyboard types.
 */
export function fieldWithUnusualText(value: unknown): string | null {
  // Iterative: a 256 KiB body can nest thousands of levels deep.
  const stack: { value: unknown; field: string }[] = [{ value, field: "" }];
  while (stack.length > 0) {
    const { value: current, field } = stack.pop()!;
    if (typeof current === "string") {
      if (isUnusual(current)) return field;
    } else if (Array.isArray(current)) {
      for (const item of current) stack.push({ value: item, field });
    } else if (isPlainObject(current)) {
      for (const [key, item] of Object.entries(current)) {
        const itemField = field !== "" ? field : FIELD_NAME.test(key) ? key : "";
        if (isUnusual(key)) return itemField;
        stack.push({ value: item, field: itemField });
      }
    }
  }
  return null;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}
