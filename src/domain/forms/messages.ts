/** Validation messages and form texts of spec sections 2.8 and 5, verbatim. */

export const MESSAGES = {
  postcodeInvalid: "Please enter a valid postcode",
  postcodeRequired: "Please enter a postcode",
  required: "required field",
  emailInvalid: "Please enter a valid email address",
  newsletterEmailRequired: "Please enter an email address",
  passwordMin: "Minimum 8 characters",
  passwordMax: "Maximum 50 characters",
  passwordsMustMatch: "Passwords must match",
  contactNumberInvalid: "Please enter a valid contact number, (no spaces)",
  phoneInvalid: "Please enter a valid phone number",
  termsRequired: "You must read and agree to the terms and conditions",
  notANumber: "Value must be a number",
  messageMax: "Maximum 500 characters",
  /** Fallbacks for issues no field rule names. */
  fallbackRequired: "is a required field",
  fallbackEmail: "must be a valid email",
} as const;

export const REQUIRED_FIELDS_NOTE = "* Required fields";
export const DISCOUNT_CODE_NOTE = "promotional codes and vouchers can be added on the next step";
export const CONTACT_NUMBER_HINT = "used for delivery updates only";

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 50;
export const GIFT_MESSAGE_MAX_LENGTH = 500;

export const TITLE_OPTIONS = ["Mr", "Mrs", "Dr", "Ms"] as const;
export type Title = (typeof TITLE_OPTIONS)[number];
