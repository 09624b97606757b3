import { emailChangeEmail, passwordResetEmail } from "./account-emails";
import { contactMessageEmail } from "./contact-email";
import { renderEmail, type EmailTemplate, type RenderedEmail } from "./define-email";
import { giftCardEmail, giftReceiptEmail } from "./gift-emails";
import {
  cancellingEmail,
  pausedEmail,
  paymentFailedEmail,
  planChangedEmail,
  resumedEmail,
} from "./membership-emails";
import { orderConfirmationEmail, orderDispatchedEmail } from "./order-emails";
import { returnReceivedEmail, returnStartedEmail } from "./return-emails";
import { returnOverdueEmail, returnReminderEmail } from "./next-box-emails";
import { keepReceiptEmail } from "./keep-emails";
import { backInStockEmail } from "./stock-emails";
import { nextSizeEmail } from "./next-size-emails";
import { referralCreditedEmail } from "./referral-emails";
import { tradeInGradedEmail } from "./trade-in-emails";

export { renderEmail, type EmailTemplate, type RenderedEmail } from "./define-email";

/** One template as staff preview it: its words and its sample rendered. */
export interface EmailPreview {
  name: string;
  title: string;
  when: string;
  render(appUrl: string): RenderedEmail;
}

function preview<Facts>(template: EmailTemplate<Facts>): EmailPreview {
  const { name, title, when } = template;
  return {
    name,
    title,
    when,
    render: (appUrl) => renderEmail(template, template.sample(), appUrl),
  };
}

/** Every e-mail the shop sends, in the order staff read them at /admin/emails. */
export const emailPreviews: readonly EmailPreview[] = [
  preview(orderConfirmationEmail),
  preview(orderDispatchedEmail),
  preview(returnStartedEmail),
  preview(returnReceivedEmail),
  preview(returnReminderEmail),
  preview(returnOverdueEmail),
  preview(planChangedEmail),
  preview(pausedEmail),
  preview(resumedEmail),
  preview(cancellingEmail),
  preview(paymentFailedEmail),
  preview(giftCardEmail),
  preview(giftReceiptEmail),
  preview(keepReceiptEmail),
  preview(backInStockEmail),
  preview(nextSizeEmail),
  preview(referralCreditedEmail),
  preview(tradeInGradedEmail),
  preview(passwordResetEmail),
  preview(emailChangeEmail),
  preview(contactMessageEmail),
];

export function findEmailPreview(name: string): EmailPreview | undefined {
  return emailPreviews.find((template) => template.name === name);
}
