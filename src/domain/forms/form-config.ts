/**
 * What each form shows, in the field order of spec section 3.7, so the UI renders every form
 * from one config. The rules themselves live in schemas.ts.
 */
import { FORM_SUBMIT_DELAY_MS } from "../timings";
import { CONTACT_NUMBER_HINT, DISCOUNT_CODE_NOTE, TITLE_OPTIONS } from "./form-texts";
import type { FormName } from "./schemas";

export { FORM_SUBMIT_DELAY_MS };

export type FieldInputType =
  "text" | "email" | "password" | "tel" | "select" | "checkbox" | "textarea" | "hidden" | "date";

export interface FieldConfig {
  name: string;
  label: string;
  input: FieldInputType;
  /** Marked as required in the UI; matches the schema's required rule. */
  required: boolean;
  /** Fixed options of a select; absent when the options come from content (TIME). */
  options?: readonly string[];
  /** Fixed value of a hidden field. */
  value?: string;
  hint?: string;
  autoComplete?: string;
}

export interface FormConfig {
  fields: readonly FieldConfig[];
  /** Shows '* Required fields'. */
  showsRequiredNote: boolean;
  /** A note under the form. */
  note?: string;
  /** Submits as soon as a value changes (the TIME select). */
  submitsOnChange?: boolean;
}

type FieldSpec = Omit<FieldConfig, "required">;

const field = (spec: FieldSpec, required: boolean): FieldConfig => ({ ...spec, required });

const F = {
  email: { name: "email", label: "Email", input: "email", autoComplete: "email" },
  password: {
    name: "password",
    label: "Password",
    input: "password",
    autoComplete: "current-password",
  },
  newPassword: {
    name: "password",
    label: "Password",
    input: "password",
    autoComplete: "new-password",
  },
  password2: {
    name: "password2",
    label: "Confirm password",
    input: "password",
    autoComplete: "new-password",
  },
  title: {
    name: "title",
    label: "Title",
    input: "select",
    options: TITLE_OPTIONS,
    autoComplete: "honorific-prefix",
  },
  firstName: { name: "firstName", label: "First name", input: "text", autoComplete: "given-name" },
  lastName: { name: "lastName", label: "Last name", input: "text", autoComplete: "family-name" },
  babyName: { name: "babyName", label: "Little one's name", input: "text" },
  address1: {
    name: "address1",
    label: "Address line 1",
    input: "text",
    autoComplete: "address-line1",
  },
  address2: {
    name: "address2",
    label: "Address line 2",
    input: "text",
    autoComplete: "address-line2",
  },
  city: { name: "city", label: "City", input: "text", autoComplete: "address-level2" },
  postcode: { name: "postcode", label: "Postcode", input: "text", autoComplete: "postal-code" },
  country: { name: "country", label: "Country", input: "text", autoComplete: "country-name" },
  contactNumber: {
    name: "contactNumber",
    label: "Contact number",
    input: "tel",
    autoComplete: "tel",
  },
  deliveryContactNumber: {
    name: "contactNumber",
    label: "Contact number",
    input: "tel",
    autoComplete: "tel",
    hint: CONTACT_NUMBER_HINT,
  },
  termsAccepted: {
    name: "termsAccepted",
    label: "I have read and agree to the terms and conditions",
    input: "checkbox",
  },
  phoneNumber: { name: "phoneNumber", label: "Phone number", input: "tel", autoComplete: "tel" },
  message: { name: "message", label: "Message", input: "textarea" },
} satisfies Record<string, FieldSpec>;

const req = (spec: FieldSpec) => field(spec, true);
const opt = (spec: FieldSpec) => field(spec, false);

const deliveryAddressFields = [
  opt(F.title),
  req(F.firstName),
  opt(F.lastName),
  req(F.address1),
  opt(F.address2),
  req(F.city),
  req(F.postcode),
  req(F.country),
  req(F.deliveryContactNumber),
];

const giftPersonFields = [
  opt(F.title),
  req(F.firstName),
  req(F.lastName),
  req(F.email),
  opt(F.phoneNumber),
];

export const FORM_CONFIGS: Record<FormName, FormConfig> = {
  NEWSLETTER: { fields: [req(F.email)], showsRequiredNote: false },
  POSTCODE_NEWSLETTER: { fields: [req(F.email), req(F.postcode)], showsRequiredNote: false },
  WAITLIST: {
    fields: [
      req(F.email),
      opt({ name: "name", label: "Name", input: "text", autoComplete: "name" }),
      opt(F.postcode),
      opt({ name: "littleDOB", label: "Little one's date of birth", input: "date" }),
    ],
    showsRequiredNote: false,
  },
  LOGIN: { fields: [req(F.email), req(F.password)], showsRequiredNote: false },
  SIGNUP: {
    fields: [req(F.email), req(F.newPassword), req(F.password2)],
    showsRequiredNote: false,
  },
  RESETPASSWORD: { fields: [req(F.email)], showsRequiredNote: false },
  NEWPASSWORD: { fields: [req(F.newPassword), req(F.password2)], showsRequiredNote: false },
  ACCOUNT: {
    fields: [
      opt(F.title),
      req(F.firstName),
      req(F.lastName),
      req(F.babyName),
      req(F.email),
      req(F.contactNumber),
      req(F.address1),
      opt(F.address2),
      req(F.city),
      req(F.postcode),
      req(F.country),
    ],
    showsRequiredNote: true,
  },
  POSTCODE: { fields: [req(F.postcode)], showsRequiredNote: false },
  DELIVERY: { fields: [...deliveryAddressFields, req(F.termsAccepted)], showsRequiredNote: true },
  DELIVERYTERMSACCEPTED: { fields: deliveryAddressFields, showsRequiredNote: true },
  DELIVERYSIGNUP: {
    fields: [
      opt(F.title),
      req(F.firstName),
      req(F.lastName),
      req(F.email),
      req(F.deliveryContactNumber),
      req(F.newPassword),
      req(F.password2),
      req(F.termsAccepted),
    ],
    showsRequiredNote: true,
  },
  CONTACT: {
    fields: [
      req(F.firstName),
      opt({ name: "surName", label: "Surname", input: "text", autoComplete: "family-name" }),
      req(F.email),
      req({ name: "subject", label: "Subject", input: "text" }),
      req(F.message),
      opt({ name: "form-name", label: "", input: "hidden", value: "Contact" }),
    ],
    showsRequiredNote: true,
  },
  GIFTAMOUNT: {
    fields: [req({ name: "giftAmount", label: "Amount (£)", input: "text" })],
    showsRequiredNote: false,
  },
  GIFTSENDER: { fields: giftPersonFields, showsRequiredNote: true },
  GIFTRECIPIENT: { fields: giftPersonFields, showsRequiredNote: true },
  GIFTMESSAGE: { fields: [opt(F.message)], showsRequiredNote: false },
  DISCOUNTCODE: {
    fields: [opt({ name: "code", label: "Discount code", input: "text" })],
    showsRequiredNote: false,
    note: DISCOUNT_CODE_NOTE,
  },
  TIME: {
    fields: [req({ name: "time", label: "Delivery time", input: "select" })],
    showsRequiredNote: false,
    submitsOnChange: true,
  },
};

/** The hidden fields a form must post with fixed values (e.g. 'form-name' = 'Contact'). */
export function hiddenFieldValues(name: FormName): Record<string, string> {
  const entries = FORM_CONFIGS[name].fields
    .filter((f) => f.input === "hidden" && f.value !== undefined)
    .map((f) => [f.name, f.value as string] as const);
  return Object.fromEntries(entries);
}
