import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, id, optionalTimestamp } from "./columns";

/**
 * The shop's one job queue (issue 10), in PostgreSQL so it runs the same on PGlite: a job is due at
 * `run_at`, claimed by one worker with `for update skip locked` for a lease (`locked_until`, with a
 * fresh `claim_token`), and marked done in the transaction of its effects where it can be. A failed
 * attempt is tried again later (backoff) until `max_attempts`. `singleton_key` makes an enqueue
 * idempotent (one recipient e-mail per gift, whatever repeats).
 */
export const jobs = pgTable(
  "jobs",
  {
    id: id(),
    type: text("type").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    status: text("status", { enum: ["pending", "done", "failed"] })
      .notNull()
      .default("pending"),
    run_at: timestamp("run_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    max_attempts: integer("max_attempts").notNull().default(10),
    locked_until: optionalTimestamp("locked_until"),
    claim_token: text("claim_token"),
    /** The process that claimed it last ('host:pid'): with several processes, which one ran it. */
    claimed_by: text("claimed_by"),
    singleton_key: text("singleton_key"),
    last_error: text("last_error"),
    done_at: optionalTimestamp("done_at"),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex("jobs_singleton_key").on(t.singleton_key),
    index("jobs_due_idx")
      .on(t.run_at, t.id)
      .where(sql`${t.status} = 'pending'`),
    // The back office's 'Failed jobs' (newest first): few rows among many done ones.
    index("jobs_failed_idx")
      .on(t.id)
      .where(sql`${t.status} = 'failed'`),
  ],
);
