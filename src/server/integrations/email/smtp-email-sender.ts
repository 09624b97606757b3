import nodemailer, { type Transporter } from "nodemailer";
import { normaliseEmail } from "@/domain/email-address";
import type { Executor } from "@/server/db/client";
import type { EmailMessage, EmailSender } from "./email-sender";
import { recordOutboxMessage } from "./outbox";

/**
 * Delivers through an SMTP server (SMTP_URL) with nodemailer, and keeps a copy in email_outbox with
 * the time it was sent or the error, so staff see what went out.
 */
export class SmtpEmailSender implements EmailSender {
  readonly transport = "smtp" as const;
  private readonly transporter: Transporter;

  constructor(
    private readonly db: Executor,
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transporter = nodemailer.createTransport(smtpUrl);
  }

  async send(message: EmailMessage): Promise<void> {
    const to = normaliseEmail(message.to);
    try {
      await this.transporter.sendMail({
        from: this.from,
        to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await recordOutboxMessage(this.db, { ...message, to }, "smtp", { error: reason });
      throw new Error(`The e-mail to ${to} could not be sent: ${reason}`);
    }
    await recordOutboxMessage(this.db, { ...message, to }, "smtp", { sentAt: new Date() });
  }
}
