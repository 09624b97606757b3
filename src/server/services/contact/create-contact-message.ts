import "server-only";
import type { FormValues } from "@/domain/forms";
import { getDb, type Executor } from "@/server/db/client";
import { contactMessages } from "@/server/db/schema";

/**
 * Stores a message sent through the CONTACT form for staff to answer. The values were parsed with
 * the form's schema by the request pipeline (spec 5).
 */
export async function createContactMessage(
  values: FormValues<"CONTACT">,
  db: Executor = getDb(),
): Promise<{ id: number; firstName: string }> {
  const { firstName, surName, email, subject, message } = values;
  const [row] = await db
    .insert(contactMessages)
    .values({ firstName, surName: surName ?? null, email, subject, message })
    .returning({ id: contactMessages.id });
  if (!row) throw new Error("The contact message was not stored");
  return { id: row.id, firstName };
}
