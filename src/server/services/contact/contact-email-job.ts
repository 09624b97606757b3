import { eq } from "drizzle-orm";
import type { ContactMessageFacts } from "@/domain/contact/contact-email";
import type { Executor } from "@/server/db/client";
import { contactMessages } from "@/server/db/schema";
import { sendTemplate } from "@/server/integrations/email";
import { contactMessageEmail } from "@/server/integrations/email/templates/contact-email";
import { loadPublishedSettings } from "@/server/services/content/published-settings";

/** The published settings' address for contact messages (contactMessagesEmail, else contactEmail). */
export async function contactMessagesAddress(db: Executor): Promise<string> {
  return (await loadPublishedSettings(db)).contactMessagesEmail;
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
  await sendTemplate(db, to, contactMessageEmail, facts, { replyTo: row.email });
}
