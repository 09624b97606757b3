// graphile-worker behind the trial's common interface, on PostgreSQL only: it connects through a
// `pg` pool (connectionString or pgPool) and LISTENs on a connection of its own, which an embedded
// PGlite does not offer. Jobs are added in the shop's transaction with the `add_job` SQL function;
// a task's completion is the worker's own statement after the task returns (never in the task's
// transaction), and a completed job is deleted.
import { sql } from "drizzle-orm";
import { Logger, run, runMigrations, runOnce } from "graphile-worker";
import pg from "pg";

const quiet = new Logger(() => () => {});

export async function createGraphile(database, { fresh = true } = {}) {
  if (database.kind !== "postgres") throw new Error("graphile-worker needs a PostgreSQL server");
  const { db } = database;
  const pgPool = new pg.Pool({ connectionString: database.url, max: 10 });
  pgPool.on("error", () => {});
  pgPool.on("connect", (client) => client.on("error", () => {}));
  const options = { pgPool, logger: quiet, noHandleSignals: true };
  if (fresh) await runMigrations(options);

  const taskFor = (handler, counter) => async (payload, helpers) => {
    await handler(
      { id: String(helpers.job.id), payload, attempt: helpers.job.attempts },
      { completeIn: null },
    );
    counter.n += 1;
  };

  return {
    name: "graphile-worker",
    completeInTransaction: false,
    now: () => new Date(),
    async advance(seconds) {
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    },
    async enqueue(executor, job) {
      const result = await executor.execute(
        sql`select (graphile_worker.add_job(${job.type}, ${JSON.stringify(job.payload ?? {})}::json,
          run_at := ${job.runAt ?? null}::timestamptz, max_attempts := ${job.maxAttempts ?? 10},
          job_key := ${job.key ?? null}, job_key_mode := 'unsafe_dedupe')).id`,
      );
      return String(result.rows[0].id);
    },
    async enqueueMany(type, count) {
      await db.execute(
        sql`select graphile_worker.add_job(${type}, json_build_object('n', g)) from generate_series(1, ${count}) g`,
      );
    },
    /** `runOnce`: every due job of the task list, then it returns. */
    async runPass({ type, handler }) {
      const counter = { n: 0 };
      await runOnce({
        ...options,
        concurrency: 1,
        taskList: { [type]: taskFor(handler, counter) },
      });
      return counter.n;
    },
    /** graphile-worker's runner (`run`) with `concurrency` jobs at once. */
    async startWork({ type, concurrency, handler }) {
      const runner = await run({
        ...options,
        concurrency,
        pollInterval: 500,
        taskList: { [type]: taskFor(handler, { n: 0 }) },
      });
      return () => runner.stop();
    },
    async state(id) {
      const result = await db.execute(
        sql`select locked_at, attempts, max_attempts from graphile_worker.jobs where id = ${id}::bigint`,
      );
      const row = result.rows[0];
      if (process.env.QUEUE_TRIAL_VERBOSE) console.log("graphile job", id, row);
      if (!row) return "gone";
      if (row.attempts >= row.max_attempts && !row.locked_at) return "failed";
      return row.locked_at ? "active" : "pending";
    },
    async pendingOfType(type) {
      const result = await db.execute(
        sql`select count(*)::int as n from graphile_worker.jobs where task_identifier = ${type} and attempts < max_attempts`,
      );
      return result.rows[0].n;
    },
    /** Done jobs are deleted: what was enqueued less what is left. */
    doneOfType: null,
    async close() {
      await pgPool.end();
    },
  };
}
