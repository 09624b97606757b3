import { z } from "zod";
import { defineJob } from "@/server/queue/define-job";
import { sendContactEmail } from "@/server/services/contact/contact-email-job";

/**
 * The shop's copy of a new contact message, sent to its own inbox with the visitor as Reply-To:
 * queued in the transaction that stores the message (create-contact-message.ts), one per message.
 */
export const contactEmailJob = defineJob({
  name: "contact.email",
  payload: z.object({ messageId: z.number().int() }),
  lane: "general",
  key: ({ messageId }) => `contact.email:${messageId}`,
  handle: ({ messageId }, { db }) => sendContactEmail(db, messageId),
});
