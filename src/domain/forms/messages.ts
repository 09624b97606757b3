/** Validation messages and form texts of spec sections 2.8 and 5, verbatim. */

export {
  CONTACT_NUMBER_HINT,
  DISCOUNT_CODE_NOTE,
  FORM_ERROR_KEY,
  REQUIRED_FIELDS_NOTE,
  TITLE_OPTIONS,
} from "./form-texts";

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
  /** A control character (NUL and the like) that no keyboard types into a form. */
  unusualCharacters: "Please remove unusual characters",
  /** A child's date of birth on /account (issue 27): the date input's value is not a real day. */
  dateOfBirthInvalid: "Please enter a real date, for example 14/03/2025",
  /** Fallbacks for issues no field rule names. */
  fallbackRequired: "is a required field",
  fallbackEmail: "must be a valid email",
} as const;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 50;
export const GIFT_MESSAGE_MAX_LENGTH = 500;

/** The message of every length cap, in the spec's own form ('Maximum 500 characters'). */
export function maxCharactersMessage(max: number): string {
  return `Maximum ${max} characters`;
}

/**
 * The longest value each kind of field accepts, in characters (UTF-16 code units, as the browser's
 * maxlength counts). The spec fixes the password (50) and gift message (500); the rest are ours,
 * sized well above any real value so that no family is refused.
 */
export const MAX_LENGTHS = {
  /** A person's first, last or full name, and the little one's name. */
  name: 100,
  /** The honorific: one of Mr, Mrs, Dr, Ms. */
  title: 20,
  /** RFC 5321's limit for an address in a mail path. */
  email: 254,
  addressLine: 200,
  city: 100,
  country: 100,
  /** A UK postcode is at most 8 characters with its space. */
  postcode: 16,
  /** Either phone format with every separator allowed is under 30. */
  phone: 32,
  subject: 200,
  contactMessage: 5000,
  giftMessage: GIFT_MESSAGE_MAX_LENGTH,
  password: PASSWORD_MAX_LENGTH,
  passwordConfirmation: 256,
  /** Whole pounds: a gift never comes near £999,999. */
  giftAmount: 6,
  discountCode: 50,
  /** A delivery time slot from the content's list. */
  time: 100,
  /** The waitlist's date of birth (a date input sends YYYY-MM-DD). */
  date: 32,
} as const;
