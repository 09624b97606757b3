import { and, eq, isNull, sql } from "drizzle-orm";
import { normaliseEmail } from "@/domain/email-address";
import type { Executor } from "@/server/db/client";
import { mailingListSubscribers } from "@/server/db/schema";
import type { MailingListProvider } from "../mailing-list-provider";
import { isoDateOfBirth, presentFields } from "../subscriber-fields";

const t = mailingListSubscribers;

/**
 * Keeps sign-ups in our own mailing_list_subscribers table. One row per list and address: a repeat
 * sign-up (also two at the same moment) updates that row in one INSERT … ON CONFLICT statement.
 */
export function createLocalMailingListProvider(db: Executor): MailingListProvider {
  return {
    name: "local",
    async subscribe({ list, email, fields }) {
      const given = presentFields(fields);
      const [row] = await db
        .insert(t)
        .values({
          list,
          email: normaliseEmail(email),
          name: given.name ?? null,
          postcode: given.postcode ?? null,
          littleDOB: isoDateOfBirth(given.littleDOB) ?? null,
          fields: { ...given },
        })
        .onConflictDoUpdate({
          target: [t.list, t.email],
          set: {
            updated_at: sql`now()`,
            name: sql`coalesce(excluded."name", ${t.name})`,
            postcode: sql`coalesce(excluded."postcode", ${t.postcode})`,
            littleDOB: sql`coalesce(excluded."littleDOB", ${t.littleDOB})`,
            fields: sql`${t.fields} || excluded."fields"`,
            // Signing up again after unsubscribing subscribes again.
            unsubscribed_at: sql`null`,
          },
        })
        // xmax is 0 only on a row this statement inserted; an updated row carries our transaction id.
        .returning({ inserted: sql<boolean>`(xmax = 0)` });
      return { status: row?.inserted ? "subscribed" : "already_subscribed" };
    },
    // The row stays, marked unsubscribed: the list's history shows who left and when.
    async remove({ list, email }) {
      await db
        .update(t)
        .set({ unsubscribed_at: sql`now()`, updated_at: sql`now()` })
        .where(
          and(eq(t.list, list), eq(t.email, normaliseEmail(email)), isNull(t.unsubscribed_at)),
        );
    },
  };
}
