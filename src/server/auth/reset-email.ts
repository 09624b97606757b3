import type { EmailMessage } from "@/server/integrations/email";
import { renderEmail } from "@/server/integrations/email/templates";
import { passwordResetEmail } from "@/server/integrations/email/templates/account-emails";
import { RESET_TOKEN_PARAM } from "./reset-link";

/** The link lands on the home page, which opens the NEWPASSWORD form (spec 2.6). */
export function resetLink(appUrl: string, token: string): string {
  const url = new URL("/", appUrl);
  url.searchParams.set(RESET_TOKEN_PARAM, token);
  return url.toString();
}

/** The reset e-mail (template password-reset), with both parts. */
export function resetPasswordEmail(
  to: string,
  link: string,
  expiresInMinutes: number,
  appUrl: string,
): EmailMessage {
  return { to, ...renderEmail(passwordResetEmail, { link, expiresInMinutes }, appUrl) };
}
