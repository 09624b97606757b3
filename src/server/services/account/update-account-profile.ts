import { eq } from "drizzle-orm";
import { VALIDATION_FAILED_MESSAGE } from "@/domain/api/errors";
import { normaliseEmail } from "@/domain/email-address";
import { MESSAGES, type FormValues } from "@/domain/forms";
import { requiredEmail } from "@/domain/forms/field-rules";
import { EMAIL_TAKEN_MESSAGE } from "@/domain/member/email-change";
import { emailHeldByAnother, isEmailClash } from "@/server/auth/email-change";
import type { Database } from "@/server/db/client";
import { authUser, users } from "@/server/db/schema";
import { AppError } from "@/server/errors/app-error";

export type AccountValues = FormValues<"ACCOUNT">;

/** Sends the new address a link; the e-mail changes only when it is opened (see src/server/auth). */
export type RequestEmailChange = (newEmail: string) => Promise<void>;

export interface AccountSaved {
  profile: typeof users.$inferSelect;
  /** The address a change-of-e-mail link was sent to; null when the e-mail did not change. */
  pendingEmail: string | null;
}

const EMAIL_CHANGE_UNAVAILABLE_MESSAGE = "Your e-mail address cannot be changed from here.";

function emailTaken(cause?: unknown): AppError {
  return new AppError("conflict", EMAIL_TAKEN_MESSAGE, {
    fields: { email: EMAIL_TAKEN_MESSAGE },
    cause,
  });
}

/**
 * The ACCOUNT form's save: the upsert of spec 7.1 on the signed-in member's own row (the id comes
 * from the session, never from the form), returning the stored representation. Every field but
 * the e-mail is saved at once. A new e-mail is not stored: the new address is sent a link, and the
 * profile and the log-in change together when its owner opens it, so nobody can hold an address
 * that is not theirs. An address another member holds is a 409, with nothing saved.
 */
export async function updateAccountProfile(
  db: Database,
  userId: string,
  values: AccountValues,
  requestEmailChange: RequestEmailChange | null,
): Promise<AccountSaved> {
  const wanted = normaliseEmail(values.email);
  const [[row], [account]] = await Promise.all([
    db.select({ email: users.email }).from(users).where(eq(users.id, userId)),
    db.select({ email: authUser.email }).from(authUser).where(eq(authUser.id, userId)),
  ]);
  const current = row?.email ?? account?.email;
  if (current === undefined) throw new AppError("not_found", "Your profile could not be found.");
  const changing = wanted !== current.toLowerCase();
  // Back to the address the member logs in with: it is theirs already, no link needed.
  const direct = changing && account !== undefined && wanted === account.email.toLowerCase();
  // The form takes any text as the e-mail (spec 5), but a link can only go to a real address.
  if (changing && !direct && !requiredEmail().safeParse(wanted).success) {
    throw new AppError("validation_failed", VALIDATION_FAILED_MESSAGE, {
      fields: { email: MESSAGES.emailInvalid },
    });
  }
  if (changing && (await emailHeldByAnother(db, wanted, userId))) throw emailTaken();
  if (changing && !direct && !requestEmailChange)
    throw new AppError("forbidden", EMAIL_CHANGE_UNAVAILABLE_MESSAGE);
  const fields = {
    title: values.title?.trim() || null,
    firstName: values.firstName,
    lastName: values.lastName,
    babyName: values.babyName,
    contactNumber: values.contactNumber,
    address1: values.address1,
    address2: values.address2?.trim() || null,
    city: values.city,
    postcode: values.postcode,
    country: values.country,
  };
  // The link first: when it cannot be sent (too many requests, no session), nothing is saved.
  const pendingEmail = changing && !direct ? wanted : null;
  if (pendingEmail) await requestEmailChange!(pendingEmail);
  const email = direct ? wanted : current;
  let profile: typeof users.$inferSelect | undefined;
  try {
    [profile] = await db
      .insert(users)
      .values({ id: userId, email, ...fields })
      .onConflictDoUpdate({ target: users.id, set: { ...fields, email } })
      .returning();
  } catch (error) {
    // Another member took the address between the check and the write.
    if (isEmailClash(error)) throw emailTaken(error);
    throw error;
  }
  if (!profile) throw new Error(`The profile ${userId} could not be saved`);
  return { profile, pendingEmail };
}
