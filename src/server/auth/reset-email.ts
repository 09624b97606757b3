import { escapeHtml } from "@/domain/escape-html";
import type { EmailMessage } from "@/server/integrations/email";
import { RESET_TOKEN_PARAM } from "./reset-link";

/** The link lands on the home page, which opens the NEWPASSWORD form (spec 2.6). */
export function resetLink(appUrl: string, token: string): string {
  const url = new URL("/", appUrl);
  url.searchParams.set(RESET_TOKEN_PARAM, token);
  return url.toString();
}

export function resetPasswordEmail(
  to: string,
  link: string,
  expiresInMinutes: number,
): EmailMessage {
  const text = [
    "Hello,",
    "",
    "We received a request to reset the password of your Littlerobe account.",
    `Choose a new password here (the link works once and expires in ${expiresInMinutes} minutes):`,
    link,
    "",
    "If you did not ask for this, you can ignore this e-mail: your password stays the same.",
    "",
    "Littlerobe",
  ].join("\n");
  const html = `<p>Hello,</p>
<p>We received a request to reset the password of your Littlerobe account.</p>
<p><a href="${escapeHtml(link)}">Choose a new password</a> (the link works once and expires in ${expiresInMinutes} minutes).</p>
<p>If you did not ask for this, you can ignore this e-mail: your password stays the same.</p>
<p>Littlerobe</p>`;
  return { to, subject: "Reset your Littlerobe password", text, html };
}
