// The three queues tried (issue 24), each behind one interface: enqueue(executor, job),
// runPass({ type, handler, leaseSeconds }), state(id), pendingOfType(type), advance(seconds), close().
import { sql } from "drizzle-orm";
import { writeEffect } from "./lib.mjs";

export const LIBRARIES = ["ours", "pgboss", "graphile"];

/** Every job type the trial uses: pg-boss's queues are made before any transaction needs one. */
export const JOB_TYPES = [
  "sched",
  "flaky",
  "once",
  "intx",
  "atomic",
  "atomic2",
  "lease",
  "multi",
  "killed",
  "trivial",
  "insert",
];

/** How long each waits before the first retry of a failed attempt. */
export const FIRST_RETRY_SECONDS = { ours: 10, pgboss: 1, graphile: Math.E };

export async function createAdapter(lib, database, options = {}) {
  if (lib === "ours") return (await import("./ours.mjs")).createOurs(database, options);
  if (lib === "pgboss") return (await import("./pgboss.mjs")).createPgBoss(database, options);
  return (await import("./graphile.mjs")).createGraphile(database, options);
}

/**
 * A job's work: one effect row for `job.payload.tag`, written with the completion in one
 * transaction where the library allows it, else on its own.
 */
export function effectHandler(db, note, hooks = {}) {
  return async (job, { completeIn }) => {
    await hooks.before?.(job);
    if (completeIn) {
      await db.transaction(async (tx) => {
        await writeEffect(tx, job.payload.tag, typeof note === "function" ? note(job) : note);
        await completeIn(tx);
        await hooks.inTransaction?.(job);
      });
    } else {
      await writeEffect(db, job.payload.tag, typeof note === "function" ? note(job) : note);
      await hooks.inTransaction?.(job);
    }
    await hooks.after?.(job);
  };
}

/** A trivial job's work (throughput): nothing but completing it. */
export const trivialHandler = async () => {};

/** The throughput runs' other job: one insert, in the completion's transaction where allowed. */
export function insertHandler(db) {
  return async (job, context) => {
    if (context?.completeIn) {
      await db.transaction(async (tx) => {
        await tx.execute(sql`insert into trial_effects (job, note) values ('bench', 'x')`);
        await context.completeIn(tx);
      });
    } else {
      await db.execute(sql`insert into trial_effects (job, note) values ('bench', 'x')`);
    }
  };
}
