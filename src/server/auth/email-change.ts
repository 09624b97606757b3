import { eq, sql } from "drizzle-orm";
import { normaliseEmail } from "@/domain/email-address";
import { EMAIL_TAKEN_MESSAGE } from "@/domain/member/email-change";
import type { Database, Executor } from "@/server/db/client";
import { queryRows } from "@/server/db/query";
import { authUser, users } from "@/server/db/schema";
import type { EmailMessage } from "@/server/integrations/email";
import { renderEmail } from "@/server/integrations/email/templates";
import { emailChangeEmail } from "@/server/integrations/email/templates/account-emails";

/** The link works for a day; opening it a second time does nothing. */
export const EMAIL_CHANGE_LINK_LIFETIME_SECONDS = 24 * 60 * 60;

/** Sent to the NEW address: the change happens only when its owner opens the link. */
export function changeEmailMessage(
  newEmail: string,
  link: string,
  expiresInHours: number,
  appUrl: string,
): EmailMessage {
  return { to: newEmail, ...renderEmail(emailChangeEmail, { link, expiresInHours }, appUrl) };
}

type Chained = { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };

/** Whether an error (or its cause) is a unique violation on an e-mail column (users or auth_user). */
export function isEmailClash(error: unknown): boolean {
  for (
    let current = error, depth = 0;
    current && typeof current === "object" && depth < 5;
    depth++
  ) {
    const link = current as Chained;
    if (link.code === "23505") {
      const where = `${String(link.constraint ?? "")} ${String(link.message ?? "")}`;
      return /email/i.test(where);
    }
    current = link.cause;
  }
  return false;
}

export class EmailTakenError extends Error {
  constructor(cause?: unknown) {
    super(EMAIL_TAKEN_MESSAGE, { cause });
    this.name = "EmailTakenError";
  }
}

/**
 * The profile row and the sign-in account take the new e-mail in ONE transaction, so they never
 * disagree; a unique index on each makes a clash (someone else registered or confirmed the address
 * first, even at the same moment) an EmailTakenError, with nothing changed.
 */
export async function moveMemberEmail(db: Database, userId: string, email: string): Promise<void> {
  const address = normaliseEmail(email);
  try {
    await db.transaction(async (tx) => {
      await tx
        .insert(users)
        .values({ id: userId, email: address })
        .onConflictDoUpdate({ target: users.id, set: { email: address } });
      await tx
        .update(authUser)
        .set({ email: address, emailVerified: true, updatedAt: sql`now()` })
        .where(eq(authUser.id, userId));
    });
  } catch (error) {
    if (isEmailClash(error)) throw new EmailTakenError(error);
    throw error;
  }
}

/** Whether a profile or an account other than `exceptUserId` holds the address. */
export async function emailHeldByAnother(
  db: Executor,
  email: string,
  exceptUserId?: string,
): Promise<boolean> {
  const address = normaliseEmail(email);
  const other = exceptUserId ?? "";
  const rows = await queryRows<{ held: number }>(
    db,
    sql`select 1 as held from ${users} where lower(${users.email}) = ${address} and ${users.id} <> ${other}
        union all
        select 1 from ${authUser} where lower(${authUser.email}) = ${address} and ${authUser.id} <> ${other}
        limit 1`,
  );
  return rows.length > 0;
}

/** A profile holds the address but no account does (a demo member without a log-in, or an old row). */
export async function heldByProfileOnly(db: Executor, email: string): Promise<boolean> {
  const address = normaliseEmail(email);
  const rows = await queryRows<{ held: number }>(
    db,
    sql`select 1 as held from ${users} where lower(${users.email}) = ${address}
        and not exists (select 1 from ${authUser} where lower(${authUser.email}) = ${address})`,
  );
  return rows.length > 0;
}
