import { desc, eq } from "drizzle-orm";
import { normaliseEmail } from "@/domain/email-address";
import type { Executor } from "@/server/db/client";
import { emailOutbox } from "@/server/db/schema";
import type { EmailMessage } from "./email-sender";

export type OutboxRow = typeof emailOutbox.$inferSelect;

export async function recordOutboxMessage(
  db: Executor,
  message: EmailMessage,
  transport: "outbox" | "smtp",
  result: { sentAt?: Date; error?: string } = {},
): Promise<void> {
  await db.insert(emailOutbox).values({
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    reply_to: message.replyTo ?? null,
    transport,
    sent_at: result.sentAt ?? null,
    error: result.error ?? null,
  });
}

/** The newest messages first, optionally for one recipient (staff and browser tests read these). */
export async function listOutbox(
  db: Executor,
  options: { to?: string; limit?: number } = {},
): Promise<OutboxRow[]> {
  const query = db.select().from(emailOutbox);
  const filtered = options.to ? query.where(eq(emailOutbox.to, normaliseEmail(options.to))) : query;
  return filtered.orderBy(desc(emailOutbox.id)).limit(options.limit ?? 20);
}
