import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_LENGTHS, MESSAGES, maxCharactersMessage } from "./messages";
import { hasControlCharacters } from "./patterns";
import { FORM_NAMES, FORM_SCHEMAS, type FormName } from "./schemas";
import { validateForm } from "./validate-form";

/**
 * Every text field's cap and character rule (issue 7): over the cap it says 'Maximum N characters',
 * a control character says 'Please remove unusual characters', and anything else within the cap
 * that the field's own rule accepts still passes.
 */

/** How a field's valid values look: free text, or a format with fixed valid samples. */
type Kind = "text" | "multiLine" | "password" | "format";

interface FieldCase {
  form: FormName;
  field: string;
  max: number;
  kind: Kind;
}

const person = {
  title: "Mrs",
  firstName: "Jane",
  lastName: "Doe",
  email: "jane@example.com",
};
const address = {
  address1: "1 High Street",
  address2: "Flat 2",
  city: "London",
  postcode: "SW1A 1AA",
  country: "United Kingdom",
};

/** One complete, valid submission of each form. */
const VALID: Record<FormName, Record<string, unknown>> = {
  NEWSLETTER: { email: "jane@example.com" },
  POSTCODE_NEWSLETTER: { email: "jane@example.com", postcode: "SW1A 1AA" },
  WAITLIST: {
    email: "jane@example.com",
    name: "Jane Doe",
    postcode: "SW1A 1AA",
    littleDOB: "2024-03-01",
  },
  LOGIN: { email: "jane@example.com", password: "secret123" },
  SIGNUP: { email: "jane@example.com", password: "secret123", password2: "secret123" },
  RESETPASSWORD: { email: "jane@example.com" },
  NEWPASSWORD: { password: "secret123", password2: "secret123" },
  ACCOUNT: { ...person, babyName: "Ada", contactNumber: "07700 900123", ...address },
  POSTCODE: { postcode: "SW1A 1AA" },
  CONTACT: {
    firstName: "Jane",
    surName: "Doe",
    email: "jane@example.com",
    subject: "Sizes",
    message: "Hello\nthere",
  },
  DELIVERY: { ...person, ...address, contactNumber: "07700 900123", termsAccepted: true },
  DELIVERYTERMSACCEPTED: { ...person, ...address, contactNumber: "07700 900123" },
  DELIVERYSIGNUP: {
    ...person,
    contactNumber: "+447700900123",
    password: "secret123",
    password2: "secret123",
    termsAccepted: "on",
  },
  TIME: { time: "9am - 12pm" },
  GIFTAMOUNT: { giftAmount: "50" },
  GIFTSENDER: { ...person, phoneNumber: "07700 900123" },
  GIFTRECIPIENT: { ...person, phoneNumber: "07700 900123" },
  GIFTMESSAGE: { message: "Happy birthday,\n\tlove from us" },
  DISCOUNTCODE: { code: "SPRING-10" },
};

const M = MAX_LENGTHS;
const nameFields = (form: FormName, ...fields: string[]): FieldCase[] =>
  fields.map((field) => ({ form, field, max: M.name, kind: "text" }));
const emailField = (form: FormName): FieldCase => ({
  form,
  field: "email",
  max: M.email,
  kind: "format",
});
const postcodeField = (form: FormName): FieldCase => ({
  form,
  field: "postcode",
  max: M.postcode,
  kind: "format",
});
const phoneField = (form: FormName, field = "contactNumber"): FieldCase => ({
  form,
  field,
  max: M.phone,
  kind: "format",
});
const titleField = (form: FormName): FieldCase => ({
  form,
  field: "title",
  max: M.title,
  kind: "text",
});
const addressFields = (form: FormName): FieldCase[] => [
  { form, field: "address1", max: M.addressLine, kind: "text" },
  { form, field: "address2", max: M.addressLine, kind: "text" },
  { form, field: "city", max: M.city, kind: "text" },
  { form, field: "country", max: M.country, kind: "text" },
  postcodeField(form),
];
const passwordFields = (form: FormName): FieldCase[] => [
  { form, field: "password", max: M.password, kind: "password" },
  { form, field: "password2", max: M.passwordConfirmation, kind: "password" },
];

/** Every text field of every form with its cap. */
const FIELDS: FieldCase[] = [
  emailField("NEWSLETTER"),
  emailField("POSTCODE_NEWSLETTER"),
  postcodeField("POSTCODE_NEWSLETTER"),
  emailField("WAITLIST"),
  ...nameFields("WAITLIST", "name"),
  { form: "WAITLIST", field: "postcode", max: M.postcode, kind: "text" },
  { form: "WAITLIST", field: "littleDOB", max: M.date, kind: "text" },
  emailField("LOGIN"),
  { form: "LOGIN", field: "password", max: M.password, kind: "password" },
  emailField("SIGNUP"),
  ...passwordFields("SIGNUP"),
  emailField("RESETPASSWORD"),
  ...passwordFields("NEWPASSWORD"),
  titleField("ACCOUNT"),
  ...nameFields("ACCOUNT", "firstName", "lastName", "babyName"),
  // The account form does not check the e-mail's format (spec 5), only its length.
  { form: "ACCOUNT", field: "email", max: M.email, kind: "text" },
  phoneField("ACCOUNT"),
  ...addressFields("ACCOUNT"),
  postcodeField("POSTCODE"),
  ...nameFields("CONTACT", "firstName", "surName"),
  emailField("CONTACT"),
  { form: "CONTACT", field: "subject", max: M.subject, kind: "text" },
  { form: "CONTACT", field: "message", max: M.contactMessage, kind: "multiLine" },
  ...(["DELIVERY", "DELIVERYTERMSACCEPTED"] as const).flatMap((form) => [
    titleField(form),
    ...nameFields(form, "firstName", "lastName"),
    ...addressFields(form),
    phoneField(form),
  ]),
  titleField("DELIVERYSIGNUP"),
  ...nameFields("DELIVERYSIGNUP", "firstName", "lastName"),
  emailField("DELIVERYSIGNUP"),
  phoneField("DELIVERYSIGNUP"),
  ...passwordFields("DELIVERYSIGNUP"),
  { form: "TIME", field: "time", max: M.time, kind: "text" },
  { form: "GIFTAMOUNT", field: "giftAmount", max: M.giftAmount, kind: "format" },
  ...(["GIFTSENDER", "GIFTRECIPIENT"] as const).flatMap((form) => [
    titleField(form),
    ...nameFields(form, "firstName", "lastName"),
    emailField(form),
    phoneField(form, "phoneNumber"),
  ]),
  { form: "GIFTMESSAGE", field: "message", max: M.giftMessage, kind: "multiLine" },
  { form: "DISCOUNTCODE", field: "code", max: M.discountCode, kind: "text" },
];

const label = (c: FieldCase) => `${c.form}.${c.field} (max ${c.max})`;

/** The form's valid values with one field replaced; a password and its confirmation stay equal. */
function withValue(c: FieldCase, value: string): Record<string, unknown> {
  const values = { ...VALID[c.form], [c.field]: value };
  if (c.field === "password" && "password2" in values) values.password2 = value;
  if (c.field === "password2" && value.length <= M.password) values.password = value;
  return values;
}

function errorOf(c: FieldCase, value: string): string | undefined {
  const result = validateForm(c.form, withValue(c, value));
  return result.ok ? undefined : result.errors[c.field];
}

const char = (from: number, to: number) =>
  fc.integer({ min: from, max: to }).map((code) => String.fromCharCode(code));
/** Characters a person types: printable ASCII, Latin and beyond (spaces included). */
const typed = fc.oneof(char(0x20, 0x7e), char(0xa0, 0x24f), char(0x370, 0xd7ff));
const visible = fc.oneof(char(0x21, 0x7e), char(0xc0, 0x24f));
/** Every control character the rule refuses on a single line. */
const control = fc.oneof(char(0x00, 0x1f), char(0x7f, 0x9f));
/** The control characters still refused in a textarea. */
const multiLineControl = control.filter((c) => !["\t", "\n", "\r"].includes(c));

/** Free text of `min` to `max` characters (min ≥ 1, max ≥ 2) that trimming leaves whole. */
function freeText(min: number, max: number, multiLine: boolean) {
  const inner = multiLine
    ? fc.oneof({ weight: 8, arbitrary: typed }, fc.constantFrom("\n", "\t", "\r"))
    : typed;
  return fc
    .tuple(
      visible,
      fc.string({ unit: inner, minLength: Math.max(0, min - 2), maxLength: max - 2 }),
      visible,
    )
    .map(([first, middle, last]) => `${first}${middle}${last}`);
}

describe("the spec's length messages keep their exact form", () => {
  it("is 'Maximum 50 characters' for a password and 'Maximum 500 characters' for a gift message", () => {
    expect(maxCharactersMessage(M.password)).toBe(MESSAGES.passwordMax);
    expect(maxCharactersMessage(M.giftMessage)).toBe(MESSAGES.messageMax);
    expect(MESSAGES.messageMax).toBe("Maximum 500 characters");
    expect(MESSAGES.passwordMax).toBe("Maximum 50 characters");
  });
});

describe("every text field of every form has a cap", () => {
  it("lists every field that takes text, and each refuses 100,000 characters", () => {
    const listed = new Set(FIELDS.map((c) => `${c.form}.${c.field}`));
    // Checkboxes and the fixed hidden field take no text.
    const noText = ["termsAccepted", "form-name"];
    for (const form of FORM_NAMES) {
      for (const field of Object.keys(FORM_SCHEMAS[form].shape).filter(
        (f) => !noText.includes(f),
      )) {
        expect(listed, `${form}.${field}`).toContain(`${form}.${field}`);
        const huge = validateForm(form, { ...VALID[form], [field]: "a".repeat(100_000) });
        expect(huge.ok ? undefined : huge.errors[field], `${form}.${field}`).toMatch(
          /^Maximum \d+ characters$/,
        );
      }
    }
  });

  it("accepts each form's valid sample", () => {
    for (const form of FORM_NAMES)
      expect(validateForm(form, VALID[form]), form).toMatchObject({ ok: true });
  });
});

describe.each(FIELDS.map((c) => [label(c), c] as const))("%s", (_name, c) => {
  it(`refuses anything over ${c.max} characters with '${maxCharactersMessage(c.max)}'`, () => {
    fc.assert(
      fc.property(freeText(c.max + 1, c.max + 60, c.kind === "multiLine"), (value) => {
        expect(errorOf(c, value)).toBe(maxCharactersMessage(c.max));
      }),
      { numRuns: 30 },
    );
    expect(errorOf(c, "x".repeat(c.max + 1)), label(c)).toBe(maxCharactersMessage(c.max));
  });

  it("refuses a control character (NUL and the like) inside the value", () => {
    const sample = String(VALID[c.form][c.field]);
    fc.assert(
      fc.property(
        c.kind === "multiLine" ? multiLineControl : control,
        fc.integer({ min: 1, max: sample.length - 1 }),
        (bad, at) => {
          expect(errorOf(c, sample.slice(0, at) + bad + sample.slice(at))).toBe(
            MESSAGES.unusualCharacters,
          );
        },
      ),
      { numRuns: 40 },
    );
    expect(errorOf(c, `${sample}\0`)).toBe(MESSAGES.unusualCharacters);
  });

  if (c.kind === "text" || c.kind === "multiLine") {
    it("accepts any typed text within the cap, trimmed", () => {
      fc.assert(
        fc.property(freeText(1, c.max, c.kind === "multiLine"), (value) => {
          const result = validateForm(c.form, withValue(c, value));
          expect(result).toMatchObject({ ok: true });
          expect(result.ok && (result.data as Record<string, unknown>)[c.field]).toBe(value.trim());
        }),
        { numRuns: 30 },
      );
    });
  }

  if (c.kind === "password") {
    it("accepts any typed password of 8 characters up to the cap, as typed", () => {
      const cap = Math.min(c.max, M.password);
      fc.assert(
        fc.property(fc.string({ unit: typed, minLength: 8, maxLength: cap }), (value) => {
          const result = validateForm(c.form, withValue(c, value));
          expect(result).toMatchObject({ ok: true });
          expect(result.ok && (result.data as Record<string, unknown>)[c.field]).toBe(value);
        }),
        { numRuns: 30 },
      );
    });
  }
});

describe("formats at their caps", () => {
  it("accepts an e-mail of exactly 254 characters and refuses 255", () => {
    // A 64-character local part and a domain of labels no longer than 63.
    const at = (length: number) =>
      `${"a".repeat(64)}@${["b".repeat(61), "c".repeat(61), "d".repeat(length - 64 - 1 - 128), "com"].join(".")}`;
    const longest = at(254);
    expect(longest.length).toBe(254);
    expect(validateForm("NEWSLETTER", { email: longest })).toMatchObject({ ok: true });
    expect(validateForm("NEWSLETTER", { email: at(255) })).toEqual({
      ok: false,
      errors: { email: "Maximum 254 characters" },
    });
  });

  it("takes a gift of up to six digits", () => {
    expect(validateForm("GIFTAMOUNT", { giftAmount: "999999" })).toEqual({
      ok: true,
      data: { giftAmount: 999999 },
    });
    expect(validateForm("GIFTAMOUNT", { giftAmount: "1000000" })).toEqual({
      ok: false,
      errors: { giftAmount: "Maximum 6 characters" },
    });
  });

  it("keeps line breaks and tabs in a message but not on a single line", () => {
    expect(
      validateForm("CONTACT", { ...VALID.CONTACT, message: "Line one\r\n\tLine two" }),
    ).toMatchObject({ ok: true });
    expect(validateForm("CONTACT", { ...VALID.CONTACT, subject: "Line one\nLine two" })).toEqual({
      ok: false,
      errors: { subject: MESSAGES.unusualCharacters },
    });
  });
});

describe("hasControlCharacters", () => {
  it("finds C0, DEL and C1 characters and nothing else a person types", () => {
    fc.assert(
      fc.property(fc.string({ unit: typed }), (text) => {
        expect(hasControlCharacters(text)).toBe(false);
      }),
    );
    fc.assert(
      fc.property(
        fc.string({ unit: typed }),
        control,
        fc.string({ unit: typed }),
        (before, bad, after) => {
          expect(hasControlCharacters(before + bad + after)).toBe(true);
        },
      ),
    );
    expect(hasControlCharacters("a\tb\r\nc", true)).toBe(false);
    expect(hasControlCharacters("a\tb", false)).toBe(true);
    expect(hasControlCharacters("a\u0000b", true)).toBe(true);
  });
});
