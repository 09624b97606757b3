import { eq, sql } from "drizzle-orm";
import type { FormValues } from "@/domain/forms";
import type { Executor } from "@/server/db/client";
import { users } from "@/server/db/schema";

export type AccountValues = FormValues<"ACCOUNT">;

export type UpdateAccountResult =
  | { ok: true; profile: typeof users.$inferSelect }
  | { ok: false; errors: Record<string, string> };

export const EMAIL_TAKEN_MESSAGE = "This email address belongs to another account";

/**
 * The ACCOUNT form's save: the upsert of spec 7.1 on the signed-in member's own row (the id comes
 * from the session, never from the form), returning the stored representation. The sign-in
 * e-mail of the auth account is not changed by it.
 */
export async function updateAccountProfile(db: Executor, userId: string, values: AccountValues): Promise<UpdateAccountResult> {
  const email = values.email.trim().toLowerCase();
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.email} = ${email} and ${users.id} <> ${userId}`)
    .limit(1);
  if (taken) return { ok: false, errors: { email: EMAIL_TAKEN_MESSAGE } };
  const fields = {
    title: values.title?.trim() || null,
    firstName: values.firstName,
    lastName: values.lastName,
    babyName: values.babyName,
    email,
    contactNumber: values.contactNumber,
    address1: values.address1,
    address2: values.address2?.trim() || null,
    city: values.city,
    postcode: values.postcode,
    country: values.country,
  };
  const [profile] = await db
    .insert(users)
    .values({ id: userId, ...fields })
    .onConflictDoUpdate({ target: users.id, set: fields })
    .returning();
  if (!profile) {
    const [stored] = await db.select().from(users).where(eq(users.id, userId));
    if (!stored) throw new Error(`The profile ${userId} could not be saved`);
    return { ok: true, profile: stored };
  }
  return { ok: true, profile };
}
