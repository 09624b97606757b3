import { env } from "@/config/env";
import type { Executor } from "@/server/db/client";
import type { EmailSender } from "./email-sender";
import { OutboxEmailSender } from "./outbox-email-sender";
import { SmtpEmailSender } from "./smtp-email-sender";

import { renderEmail, type EmailTemplate } from "./templates";

export type { EmailMessage, EmailSender } from "./email-sender";
export { listOutbox } from "./outbox";

/** SMTP when SMTP_URL is set, otherwise the outbox table only. */
export function createEmailSender(
  db: Executor,
  config: { smtpUrl?: string; from?: string } = {},
): EmailSender {
  const smtpUrl = config.smtpUrl ?? env().SMTP_URL;
  if (smtpUrl) return new SmtpEmailSender(db, smtpUrl, config.from ?? env().MAIL_FROM);
  return new OutboxEmailSender(db);
}

/**
 * One of the shop's e-mails (src/server/integrations/email/templates), rendered with its facts and
 * sent through `db`'s sender: with the outbox adapter, written in the caller's transaction.
 */
export async function sendTemplate<Facts>(
  db: Executor,
  to: string,
  template: EmailTemplate<Facts>,
  facts: Facts,
  options: { replyTo?: string } = {},
): Promise<void> {
  const rendered = renderEmail(template, facts, env().APP_URL);
  await createEmailSender(db).send({ to, ...rendered, ...options });
}
