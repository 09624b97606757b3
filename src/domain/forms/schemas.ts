/** One zod schema per form configuration of spec sections 2.8, 3.7 and 5. */
import { z } from "@/domain/zod";
import { MAX_LENGTHS as MAX, MESSAGES } from "./messages";
import {
  acceptedTerms,
  giftAmount,
  giftMessage,
  newPassword,
  optionalCheckbox,
  optionalDateOfBirth,
  optionalText,
  passwordConfirmation,
  passwordsMatch,
  requiredEmail,
  requiredPassword,
  requiredPostcode,
  requiredText,
  optionalUkPhone,
  requiredUkPhone,
} from "./field-rules";

/**
 * Adds the 'Passwords must match' rule on password2. It runs whenever password2 itself is
 * filled in, so the mismatch shows even while other fields still have errors.
 */
function withPasswordConfirmation<T extends z.ZodObject>(schema: T) {
  return schema.refine(passwordsMatch, {
    message: MESSAGES.passwordsMustMatch,
    path: ["password2"],
    when: (payload) => {
      const value = payload.value as { password2?: unknown } | undefined;
      return typeof value?.password2 === "string" && value.password2 !== "";
    },
  });
}

const newsletterEmail = () => requiredEmail(MESSAGES.newsletterEmailRequired);

const newsletter = z.object({ email: newsletterEmail() });

/** Decision: email plus a served-area postcode, both checked. */
const postcodeNewsletter = z.object({
  email: newsletterEmail(),
  postcode: requiredPostcode(),
});

/** Waitlist: only email is validated. */
const waitlist = z.object({
  email: newsletterEmail(),
  name: optionalText(MAX.name),
  postcode: optionalText(MAX.postcode),
  littleDOB: optionalDateOfBirth(),
});

const login = z.object({ email: requiredEmail(), password: requiredPassword() });

const signup = withPasswordConfirmation(
  z.object({ email: requiredEmail(), password: newPassword(), password2: passwordConfirmation() }),
);

const resetPassword = z.object({ email: requiredEmail() });

const newPasswordForm = withPasswordConfirmation(
  z.object({ password: newPassword(), password2: passwordConfirmation() }),
);

const account = z.object({
  title: optionalText(MAX.title),
  firstName: requiredText(MAX.name),
  lastName: requiredText(MAX.name),
  babyName: requiredText(MAX.name),
  // The account form requires email but does not check its format.
  email: requiredText(MAX.email),
  // One UK rule everywhere; the account form keeps its own message (spec 5).
  contactNumber: requiredUkPhone(MESSAGES.contactNumberInvalid),
  address1: requiredText(MAX.addressLine),
  address2: optionalText(MAX.addressLine),
  city: requiredText(MAX.city),
  postcode: requiredPostcode(),
  country: requiredText(MAX.country),
});

const postcode = z.object({ postcode: requiredPostcode(MESSAGES.postcodeRequired) });

const contact = z.object({
  firstName: requiredText(MAX.name),
  surName: optionalText(MAX.name),
  email: requiredEmail(),
  subject: requiredText(MAX.subject),
  message: requiredText(MAX.contactMessage, { multiLine: true }),
  // Hidden field with a fixed value, whatever the browser sent.
  "form-name": z
    .unknown()
    .optional()
    .transform(() => "Contact" as const),
});

const deliveryAddress = {
  title: optionalText(MAX.title),
  firstName: requiredText(MAX.name),
  lastName: optionalText(MAX.name),
  address1: requiredText(MAX.addressLine),
  address2: optionalText(MAX.addressLine),
  city: requiredText(MAX.city),
  postcode: requiredPostcode(),
  country: requiredText(MAX.country),
  contactNumber: requiredUkPhone(),
};

const delivery = z.object({ ...deliveryAddress, termsAccepted: acceptedTerms() });

/** Delivery without the terms rule (terms already accepted elsewhere). */
const deliveryTermsAccepted = z.object({ ...deliveryAddress, termsAccepted: optionalCheckbox() });

const deliverySignup = withPasswordConfirmation(
  z.object({
    title: optionalText(MAX.title),
    firstName: requiredText(MAX.name),
    lastName: requiredText(MAX.name),
    email: requiredEmail(),
    contactNumber: requiredUkPhone(),
    password: newPassword(),
    password2: passwordConfirmation(),
    termsAccepted: acceptedTerms(),
  }),
);

const time = z.object({ time: requiredText(MAX.time) });

const giftAmountForm = z.object({ giftAmount: giftAmount() });

const giftPerson = z.object({
  title: optionalText(MAX.title),
  firstName: requiredText(MAX.name),
  lastName: requiredText(MAX.name),
  email: requiredEmail(),
  phoneNumber: optionalUkPhone(),
});

const giftMessageForm = z.object({ message: giftMessage() });

const discountCode = z.object({ code: optionalText(MAX.discountCode) });

export const FORM_SCHEMAS = {
  NEWSLETTER: newsletter,
  POSTCODE_NEWSLETTER: postcodeNewsletter,
  WAITLIST: waitlist,
  LOGIN: login,
  SIGNUP: signup,
  RESETPASSWORD: resetPassword,
  ACCOUNT: account,
  POSTCODE: postcode,
  CONTACT: contact,
  DELIVERY: delivery,
  DELIVERYSIGNUP: deliverySignup,
  DELIVERYTERMSACCEPTED: deliveryTermsAccepted,
  TIME: time,
  NEWPASSWORD: newPasswordForm,
  GIFTAMOUNT: giftAmountForm,
  GIFTSENDER: giftPerson,
  GIFTRECIPIENT: giftPerson,
  GIFTMESSAGE: giftMessageForm,
  DISCOUNTCODE: discountCode,
} as const;

export type FormName = keyof typeof FORM_SCHEMAS;
export const FORM_NAMES = Object.keys(FORM_SCHEMAS) as FormName[];

/** The parsed, trimmed values of a form. */
export type FormValues<N extends FormName> = z.output<(typeof FORM_SCHEMAS)[N]>;
/** The values a form accepts (what the browser sends). */
