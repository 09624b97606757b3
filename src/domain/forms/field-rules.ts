/**
 * Zod building blocks for single fields. Text is trimmed first, so an empty or blank HTML
 * input counts as missing; passwords are never trimmed. Every text field has a length cap
 * ('Maximum N characters') and refuses control characters ('Please remove unusual characters');
 * the checks run in this order: required, length, characters, format.
 */
import { z } from "@/domain/zod";
import {
  MAX_LENGTHS,
  MESSAGES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  maxCharactersMessage,
} from "./messages";
import { isIsoDay } from "../dates";
import { UK_POSTCODE_PATTERN, hasControlCharacters, normaliseUkPhone } from "./patterns";

export interface TextOptions {
  /** The required message; 'required field' unless the spec names another. */
  message?: string;
  /** Keeps tab and line breaks (textareas). */
  multiLine?: boolean;
}

/** The cap and the character rule, added to a string schema. */
function limited(schema: z.ZodString, max: number, multiLine = false) {
  return schema
    .max(max, maxCharactersMessage(max))
    .refine((value) => !hasControlCharacters(value, multiLine), MESSAGES.unusualCharacters);
}

/** A required, trimmed text field of at most `max` characters. */
export function requiredText(
  max: number,
  { message = MESSAGES.required, multiLine }: TextOptions = {},
) {
  return limited(z.string({ error: message }).trim().min(1, message), max, multiLine);
}

/** An optional, trimmed text field of at most `max` characters; blank becomes undefined. */
export function optionalText(max: number, { multiLine }: Pick<TextOptions, "multiLine"> = {}) {
  return limited(z.string().trim(), max, multiLine)
    .transform((value) => (value === "" ? undefined : value))
    .optional();
}

/**
 * A little one's date of birth (a date input sends 'yyyy-mm-dd'), one cap and one set of messages
 * for the waitlist's littleDOB and a child on /account (issue 27). The waitlist keeps it optional
 * and unchecked beyond that (only its e-mail is validated); a child needs a real day.
 */
export function optionalDateOfBirth() {
  return optionalText(MAX_LENGTHS.date);
}

/** A child's date of birth: required, the same cap as the waitlist's, and a real day. */
export function requiredDateOfBirth() {
  return requiredText(MAX_LENGTHS.date).refine(isIsoDay, MESSAGES.dateOfBirthInvalid);
}

/** A required e-mail address in a valid format. */
export function requiredEmail(requiredMessage: string = MESSAGES.required) {
  return requiredText(MAX_LENGTHS.email, { message: requiredMessage }).pipe(
    z.email({ error: MESSAGES.emailInvalid }),
  );
}

export function requiredPostcode(requiredMessage: string = MESSAGES.required) {
  return requiredText(MAX_LENGTHS.postcode, { message: requiredMessage }).regex(
    UK_POSTCODE_PATTERN,
    MESSAGES.postcodeInvalid,
  );
}

/** The UK phone rule as a zod step: the national digits, or the form's own message (spec 5). */
function ukPhone(message: string) {
  return (value: string, ctx: z.RefinementCtx): string => {
    const national = normaliseUkPhone(value);
    if (national !== null) return national;
    ctx.addIssue({ code: "custom", message });
    return z.NEVER;
  };
}

/** A required UK phone number, stored as national digits ('07700900123'). */
export function requiredUkPhone(message: string = MESSAGES.phoneInvalid) {
  return requiredText(MAX_LENGTHS.phone).transform(ukPhone(message));
}

/** An optional UK phone number: blank is undefined, anything else follows the one rule. */
export function optionalUkPhone() {
  return optionalText(MAX_LENGTHS.phone).pipe(
    z.string().transform(ukPhone(MESSAGES.phoneInvalid)).optional(),
  );
}

/** A new password: required, 8 to 50 characters, taken as typed. */
export function newPassword() {
  return limited(
    z
      .string({ error: MESSAGES.required })
      .min(1, MESSAGES.required)
      .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordMin),
    PASSWORD_MAX_LENGTH,
  );
}

/**
 * An existing password (log in): required, and capped like a new one, so no one makes the server
 * hash a megabyte; the auth library never stored a password longer than 50.
 */
export function requiredPassword() {
  return limited(
    z.string({ error: MESSAGES.required }).min(1, MESSAGES.required),
    PASSWORD_MAX_LENGTH,
  );
}

/**
 * password2: required and equal to the password (spec 5). The password's own rule reports its
 * length, so the confirmation's cap is looser and only stops abuse.
 */
export function passwordConfirmation() {
  return limited(
    z.string({ error: MESSAGES.required }).min(1, MESSAGES.required),
    MAX_LENGTHS.passwordConfirmation,
  );
}

/** Checkbox values as browsers and React send them. */
function isChecked(value: unknown): boolean {
  return value === true || value === "true" || value === "on";
}

/** A checkbox that must be ticked. */
export function acceptedTerms() {
  return z.preprocess(isChecked, z.literal(true, { error: MESSAGES.termsRequired }));
}

/** A checkbox that may be left unticked. */
export function optionalCheckbox() {
  return z.preprocess(isChecked, z.boolean());
}

/** Whole pounds, digits only. */
export function giftAmount() {
  return requiredText(MAX_LENGTHS.giftAmount)
    .regex(/^[0-9]+$/, MESSAGES.notANumber)
    .transform((value) => Number.parseInt(value, 10));
}

/** The gift message: at most 500 characters, 'Maximum 500 characters' (spec 5). */
export function giftMessage() {
  return optionalText(MAX_LENGTHS.giftMessage, { multiLine: true });
}

/** The confirmation must equal the password; the error belongs to password2. */
export function passwordsMatch(value: { password?: unknown; password2?: unknown }): boolean {
  return value.password === value.password2;
}
