import type { Executor } from "@/server/db/client";
import { users } from "@/server/db/schema";
import { getMailingListProvider } from "@/server/integrations/mailing-lists";
import { logEvent } from "./log";

/**
 * Registration (spec 4.3): a users row {id, email} beside the auth user. A row that already
 * exists is recorded as the info event 'User already exists in database' and the flow goes on.
 */
export async function insertProfileRow(
  db: Executor,
  user: { id: string; email: string },
): Promise<boolean> {
  try {
    const inserted = await db
      .insert(users)
      .values({ id: user.id, email: user.email.toLowerCase() })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (inserted.length > 0) return true;
    logEvent("info", "duplicate_user", {
      message: "User already exists in database",
      userId: user.id,
    });
  } catch (error) {
    logEvent("info", "duplicate_user", {
      message: "User already exists in database",
      userId: user.id,
      cause: error instanceof Error ? error.message : String(error),
    });
  }
  return false;
}

/**
 * Registration subscribes the e-mail to the NEWSLETTER list through the configured mailing-list
 * provider, skipped in dev mode (spec 7.4).
 */
export async function subscribeToNewsletter(
  db: Executor,
  email: string,
  devMode: boolean,
): Promise<void> {
  if (devMode) return;
  try {
    await getMailingListProvider(db).subscribe({ list: "NEWSLETTER", email, fields: {} });
  } catch (error) {
    // A failed newsletter sign-up must not undo a registration.
    logEvent("warn", "newsletter_subscribe_failed", {
      cause: error instanceof Error ? error.message : String(error),
    });
  }
}
