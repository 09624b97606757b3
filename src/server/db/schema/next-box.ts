import { integer, pgTable, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, id, optionalTimestamp } from "./columns";
import { partialReturn } from "./orders";

/**
 * The grace period of a return (issue 27, docs/growing.md part next-box): made with a swap's (or a
 * member's own) return, it records the reminder e-mail and the hold, each written once by its
 * queued job under a conditional update, so two workers never send two e-mails.
 */
export const returnGrace = pgTable(
  "return_grace",
  {
    id: id(),
    partial_return_id: integer("partial_return_id")
      .notNull()
      .references(() => partialReturn.id),
    created_at: createdAt(),
    /** When the reminder e-mail went (two days before the due date). */
    reminder_sent_at: optionalTimestamp("reminder_sent_at"),
    /** When the overdue job found garments still out and put the next swap on hold. */
    held_since: optionalTimestamp("held_since"),
  },
  (t) => [uniqueIndex("return_grace_partial_return_id_key").on(t.partial_return_id)],
);
