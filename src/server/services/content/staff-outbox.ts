import "server-only";
import { and, desc, eq, ilike, type SQL } from "drizzle-orm";
import type { PageWindow } from "@/domain/admin/paging";
import { containsPattern } from "@/domain/admin/list-params";
import type { Executor } from "@/server/db/client";
import { onePagePlusOne } from "@/server/db/paging";
import { emailOutbox } from "@/server/db/schema";

/** What the shop sent, newest first, searched by recipient and subject (text never read here). */
export async function listSentEmails(
  db: Executor,
  options: { to?: string; subject?: string; window: PageWindow },
) {
  const conditions: SQL[] = [];
  if (options.to) conditions.push(ilike(emailOutbox.to, containsPattern(options.to)));
  if (options.subject)
    conditions.push(ilike(emailOutbox.subject, containsPattern(options.subject)));
  const query = db
    .select({
      id: emailOutbox.id,
      createdAt: emailOutbox.created_at,
      to: emailOutbox.to,
      subject: emailOutbox.subject,
      transport: emailOutbox.transport,
      sentAt: emailOutbox.sent_at,
      error: emailOutbox.error,
    })
    .from(emailOutbox)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(emailOutbox.created_at), desc(emailOutbox.id))
    .$dynamic();
  return onePagePlusOne(query, options.window);
}

export async function readSentEmail(db: Executor, id: number) {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  return row ?? null;
}
