import { normaliseEmail } from "@/domain/email-address";
import type { Executor } from "@/server/db/client";
import type { EmailMessage, EmailSender } from "./email-sender";
import { recordOutboxMessage } from "./outbox";

/** The default adapter: writes every message to email_outbox and sends nothing. */
export class OutboxEmailSender implements EmailSender {
  readonly transport = "outbox" as const;
  constructor(private readonly db: Executor) {}

  async send(message: EmailMessage): Promise<void> {
    await recordOutboxMessage(this.db, { ...message, to: normaliseEmail(message.to) }, "outbox");
  }
}
