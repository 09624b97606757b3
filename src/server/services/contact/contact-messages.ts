import "server-only";
import { and, asc, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import { containsPattern } from "@/domain/admin/list-params";
import type { PageWindow } from "@/domain/admin/paging";
import type { Database, Executor } from "@/server/db/client";
import { onePagePlusOne } from "@/server/db/paging";
import { contactMessages, users } from "@/server/db/schema";
import { recordStaffChange } from "@/server/services/staff/audit";

export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type MessageFilter = "open" | "answered" | "all";

/**
 * The back office's list: unanswered messages first (newest first), then answered ones; or only one
 * group. q matches the sender's e-mail, name or subject.
 */
export async function listContactMessages(
  db: Executor,
  options: { filter: MessageFilter; q?: string; window: PageWindow },
): Promise<ContactMessageRow[]> {
  const conditions: SQL[] = [];
  if (options.filter === "open") conditions.push(isNull(contactMessages.handled_at));
  if (options.filter === "answered") conditions.push(isNotNull(contactMessages.handled_at));
  if (options.q) {
    const pattern = containsPattern(options.q);
    conditions.push(
      or(
        ilike(contactMessages.email, pattern),
        ilike(contactMessages.firstName, pattern),
        ilike(contactMessages.subject, pattern),
      )!,
    );
  }
  const query = db
    .select()
    .from(contactMessages)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(
      asc(sql`${contactMessages.handled_at} is not null`),
      desc(contactMessages.created_at),
      desc(contactMessages.id),
    )
    .$dynamic();
  return onePagePlusOne(query, options.window);
}

/** One message with the e-mail of the staff member who answered it. */
export async function readContactMessage(db: Executor, id: number) {
  const [row] = await db
    .select({ message: contactMessages, handledByEmail: users.email })
    .from(contactMessages)
    .leftJoin(users, eq(users.id, contactMessages.handled_by))
    .where(eq(contactMessages.id, id));
  return row ? { ...row.message, handledByEmail: row.handledByEmail } : null;
}

export type MarkAnsweredResult =
  | { ok: true; id: number; handledAt: Date; handledBy: string }
  | { ok: false; reason: "not_found" | "already_answered"; message: string };

/**
 * Records that a message has been answered: when and by whom, audited in the same transaction.
 * A message already marked keeps its first answer (nothing changes, a conflict).
 */
export async function markContactMessageAnswered(
  db: Database,
  id: number,
  staffId: string,
  now: Date = new Date(),
): Promise<MarkAnsweredResult> {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(contactMessages)
      .set({ handled_at: now, handled_by: staffId })
      .where(and(eq(contactMessages.id, id), isNull(contactMessages.handled_at)))
      .returning({ id: contactMessages.id });
    if (!updated) {
      const [exists] = await tx
        .select({ id: contactMessages.id })
        .from(contactMessages)
        .where(eq(contactMessages.id, id));
      return exists
        ? {
            ok: false as const,
            reason: "already_answered" as const,
            message: "This message has already been marked answered.",
          }
        : { ok: false as const, reason: "not_found" as const, message: "No such message." };
    }
    await recordStaffChange(tx, {
      staffId,
      action: "contact_message.answered",
      entityType: "contact_message",
      entityId: id,
    });
    return { ok: true as const, id, handledAt: now, handledBy: staffId };
  });
}
