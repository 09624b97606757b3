import "server-only";
import type { FormValues } from "@/domain/forms";
import { getDb, type Database } from "@/server/db/client";
import { contactMessages } from "@/server/db/schema";
import { contactEmailJob } from "@/server/jobs/contact-email";

/**
 * Stores a message sent through the CONTACT form for staff to answer, and queues its e-mail to the
 * shop's inbox in the same transaction (issue 12): the message and its e-mail exist together or
 * not at all. The values were parsed with the form's schema by the request pipeline (spec 5).
 */
export async function createContactMessage(
  values: FormValues<"CONTACT">,
  db: Database = getDb(),
): Promise<{ id: number; firstName: string }> {
  const { firstName, surName, email, subject, message } = values;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({ firstName, surName: surName ?? null, email, subject, message })
      .returning({ id: contactMessages.id });
    if (!row) throw new Error("The contact message was not stored");
    await contactEmailJob.enqueue(tx, { messageId: row.id });
    return { id: row.id, firstName };
  });
}
