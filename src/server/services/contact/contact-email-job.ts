import { and, eq } from "drizzle-orm";
import {
  contactEmailSubject,
  contactEmailText,
  type ContactMessageFacts,
} from "@/domain/contact/contact-email";
import { parseSettings } from "@/domain/content/settings";
import { plainTextHtml } from "@/domain/escape-html";
import { env } from "@/config/env";
import type { Executor } from "@/server/db/client";
import { contactMessages, contentDocuments } from "@/server/db/schema";
import { createEmailSender } from "@/server/integrations/email";
import { SETTINGS_UID } from "@/server/integrations/content/content-source";

/** The published settings' address for contact messages (contactMessagesEmail, else contactEmail). */
export async function contactMessagesAddress(db: Executor): Promise<string> {
  const [row] = await db
    .select({ published: contentDocuments.published })
    .from(contentDocuments)
    .where(and(eq(contentDocuments.type, "settings"), eq(contentDocuments.uid, SETTINGS_UID)))
    .limit(1);
  return parseSettings(row?.published ?? {}).contactMessagesEmail;
}

/**
 * The contact.email job's work (src/server/jobs/contact-email.ts): the shop's copy of a new contact
 * message, sent to its own inbox with the visitor as Reply-To.
 */
export async function sendContactEmail(db: Executor, messageId: number): Promise<void> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, messageId));
  if (!row) return;
  const to = await contactMessagesAddress(db);
  // No address yet: the job fails and is tried again after its back-off, so once staff set
  // one the message still arrives; it is in the back office meanwhile.
  if (!to) throw new Error("The settings have no address for contact messages");
  const facts: ContactMessageFacts = {
    id: row.id,
    firstName: row.firstName,
    surName: row.surName,
    email: row.email,
    subject: row.subject,
    message: row.message,
    createdAt: row.created_at,
  };
  const text = contactEmailText(facts, env().APP_URL);
  await createEmailSender(db).send({
    to,
    subject: contactEmailSubject(facts),
    text,
    html: plainTextHtml(text),
    replyTo: row.email,
  });
}
