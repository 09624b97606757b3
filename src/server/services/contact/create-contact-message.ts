import "server-only";
import { validateForm, type FormErrors } from "@/domain/forms";
import { getDb, type Executor } from "@/server/db/client";
import { contactMessages } from "@/server/db/schema";

export type CreateContactMessageResult =
  | { ok: true; id: number; firstName: string }
  | { ok: false; errors: FormErrors };

/**
 * Stores a message sent through the CONTACT form for staff to answer. The values are checked with
 * the same rules as the browser (spec 5); anything invalid is refused with its messages and nothing
 * is stored.
 */
export async function createContactMessage(values: unknown, db: Executor = getDb()): Promise<CreateContactMessageResult> {
  const result = validateForm("CONTACT", values);
  if (!result.ok) return { ok: false, errors: result.errors };
  const { firstName, surName, email, subject, message } = result.data;
  const [row] = await db
    .insert(contactMessages)
    .values({ firstName, surName: surName ?? null, email, subject, message })
    .returning({ id: contactMessages.id });
  if (!row) throw new Error("The contact message was not stored");
  return { ok: true, id: row.id, firstName };
}
