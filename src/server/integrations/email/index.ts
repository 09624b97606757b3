import { env } from "@/config/env";
import type { Executor } from "@/server/db/client";
import type { EmailSender } from "./email-sender";
import { OutboxEmailSender } from "./outbox-email-sender";
import { SmtpEmailSender } from "./smtp-email-sender";

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
