/**
 * A member's change of e-mail (issue 7): the ACCOUNT form sends the new address a link, and the
 * e-mail changes when its owner opens it. The link lands on the account page with the outcome in
 * the query, which the form reads to say how it went.
 */
export const EMAIL_CHANGE_RESULT_PARAM = "email_change";
export const EMAIL_CHANGE_CALLBACK = `/account?${EMAIL_CHANGE_RESULT_PARAM}=done`;

export const EMAIL_TAKEN_MESSAGE = "This email address belongs to another account";

export function emailChangePendingMessage(newEmail: string): string {
  return `We've sent a link to ${newEmail} — your e-mail changes when you open it.`;
}

/** What the account page says after the link was opened; null for any other value. */
export function emailChangeResultMessage(result: string | null): string | null {
  if (result === "done") return "Your e-mail address has been changed.";
  if (result === "taken")
    return "That e-mail address now belongs to another account, so yours has not changed.";
  return null;
}
