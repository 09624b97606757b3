/**
 * Zod building blocks for single fields. Text is trimmed first, so an empty or blank HTML
 * input counts as missing; passwords are never trimmed.
 */
import { z } from "zod";
import {
  MESSAGES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  GIFT_MESSAGE_MAX_LENGTH,
} from "./messages";
import { CONTACT_NUMBER_PATTERN, UK_PHONE_PATTERN, UK_POSTCODE_PATTERN } from "./patterns";

/** A required, trimmed text field. */
export function requiredText(message: string = MESSAGES.required) {
  return z.string({ error: message }).trim().min(1, message);
}

/** An optional, trimmed text field; blank becomes undefined. */
export function optionalText() {
  return z
    .string()
    .trim()
    .transform((value) => (value === "" ? undefined : value))
    .optional();
}

/** A required e-mail address in a valid format. */
export function requiredEmail(requiredMessage: string = MESSAGES.required) {
  return requiredText(requiredMessage).pipe(z.email({ error: MESSAGES.emailInvalid }));
}

export function requiredPostcode(requiredMessage: string = MESSAGES.required) {
  return requiredText(requiredMessage).regex(UK_POSTCODE_PATTERN, MESSAGES.postcodeInvalid);
}

export function requiredContactNumber() {
  return requiredText().regex(CONTACT_NUMBER_PATTERN, MESSAGES.contactNumberInvalid);
}

export function requiredUkPhone() {
  return requiredText().regex(UK_PHONE_PATTERN, MESSAGES.phoneInvalid);
}

/** A new password: required, 8 to 50 characters, taken as typed. */
export function newPassword() {
  return z
    .string({ error: MESSAGES.required })
    .min(1, MESSAGES.required)
    .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordMin)
    .max(PASSWORD_MAX_LENGTH, MESSAGES.passwordMax);
}

/** An existing password (log in): only required. */
export function requiredPassword() {
  return z.string({ error: MESSAGES.required }).min(1, MESSAGES.required);
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
  return requiredText()
    .regex(/^[0-9]+$/, MESSAGES.notANumber)
    .transform((value) => Number.parseInt(value, 10));
}

export function giftMessage() {
  return z
    .string()
    .trim()
    .max(GIFT_MESSAGE_MAX_LENGTH, MESSAGES.messageMax)
    .transform((value) => (value === "" ? undefined : value))
    .optional();
}

/** The confirmation must equal the password; the error belongs to password2. */
export function passwordsMatch(value: { password?: unknown; password2?: unknown }): boolean {
  return value.password === value.password2;
}
