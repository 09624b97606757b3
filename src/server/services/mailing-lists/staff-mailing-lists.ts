import "server-only";
import { and, desc, eq, ilike, isNotNull, isNull, type SQL } from "drizzle-orm";
import type { MailingListFilter } from "@/domain/api/staff-content-contracts";
import type { MailingListEntry } from "@/domain/admin/mailing-list-csv";
import { containsPattern } from "@/domain/admin/list-params";
import type { Executor } from "@/server/db/client";
import { mailingListSubscribers } from "@/server/db/schema";

/** The most rows one CSV export holds (the local lists are far smaller). */
export const MAX_EXPORT_ROWS = 100_000;

function where(filter: MailingListFilter): SQL | undefined {
  const conditions: SQL[] = [eq(mailingListSubscribers.list, filter.list)];
  if (filter.status === "current") conditions.push(isNull(mailingListSubscribers.unsubscribed_at));
  if (filter.status === "unsubscribed")
    conditions.push(isNotNull(mailingListSubscribers.unsubscribed_at));
  if (filter.q) conditions.push(ilike(mailingListSubscribers.email, containsPattern(filter.q)));
  return and(...conditions);
}

/** One list's sign-ups as filtered, newest first: a page of them, or the export's all. */
export async function listMailingListEntries(
  db: Executor,
  filter: MailingListFilter,
  window: { limit: number; offset: number },
): Promise<MailingListEntry[]> {
  return db
    .select({
      list: mailingListSubscribers.list,
      email: mailingListSubscribers.email,
      name: mailingListSubscribers.name,
      postcode: mailingListSubscribers.postcode,
      littleDOB: mailingListSubscribers.littleDOB,
      createdAt: mailingListSubscribers.created_at,
      unsubscribedAt: mailingListSubscribers.unsubscribed_at,
    })
    .from(mailingListSubscribers)
    .where(where(filter))
    .orderBy(desc(mailingListSubscribers.created_at), desc(mailingListSubscribers.id))
    .limit(window.limit)
    .offset(window.offset);
}
