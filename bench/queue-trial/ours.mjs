// The shop's own queue behind the trial's common interface (see criteria.mjs for what each call
// must do). Found where it is now: src/server/jobs/ after issue 24's move, src/server/queue/ before.
import { eq, sql } from "drizzle-orm";

async function loadQueue() {
  for (const at of ["@/server/jobs/job-queue", "@/server/queue/job-queue"]) {
    try {
      return await import(at);
    } catch (error) {
      if (!String(error?.message).includes("Cannot find")) throw error;
    }
  }
  throw new Error("the shop's job-queue.ts was not found");
}

const breaking = process.env.QUEUE_TRIAL_BREAK ?? "";

export async function createOurs(database) {
  const { enqueueJob, runDueJobs } = await loadQueue();
  const { jobs } = await import("@/server/db/schema");
  const { db } = database;
  // The shop's retries wait 10 s, 20 s, …: its runner takes a clock, so the trial moves it on.
  let offsetMs = 0;
  const now = () => new Date(Date.now() + offsetMs);

  return {
    name: "ours",
    completeInTransaction: true,
    now,
    async advance(seconds) {
      offsetMs += seconds * 1000;
    },
    async enqueue(executor, job) {
      const id = await enqueueJob(executor, {
        type: job.type,
        payload: job.payload ?? {},
        runAt: job.runAt ?? now(),
        singletonKey: job.key,
        maxAttempts: job.maxAttempts,
      });
      return id === null ? null : String(id);
    },
    /** Enqueues many at once (throughput runs): one statement. */
    async enqueueMany(type, count) {
      await db.execute(
        sql`insert into jobs (type, payload, run_at) select ${type}, jsonb_build_object('n', g), now() from generate_series(1, ${count}) g`,
      );
    },
    /**
     * Runs due jobs of `type` one after another until none is due (or `limit`). The handler gets
     * the job and `completeIn(tx)`, which marks it done in the handler's own transaction.
     */
    async runPass({ type, handler, leaseSeconds = 300, limit = 100_000 }) {
      return runDueJobs(
        db,
        {
          [type]: async (job, context) => {
            await handler(
              { id: String(job.id), payload: job.payload, attempt: job.attempts },
              // QUEUE_TRIAL_BREAK=tx (PostgreSQL only): completed outside the handler's transaction.
              { completeIn: (tx) => context.complete(breaking === "tx" ? db : tx) },
            );
          },
        },
        { now, leaseMs: leaseSeconds * 1000, limit },
      );
    },
    async state(id) {
      const [row] = await db
        .select()
        .from(jobs)
        .where(eq(jobs.id, Number(id)));
      if (!row) return "gone";
      if (row.status !== "pending") return row.status;
      return row.locked_until && row.locked_until > now() ? "active" : "pending";
    },
    async pendingOfType(type) {
      const result = await db.execute(
        sql`select count(*)::int as n from jobs where type = ${type} and status = 'pending'`,
      );
      return result.rows[0].n;
    },
    async doneOfType(type) {
      const result = await db.execute(
        sql`select count(*)::int as n from jobs where type = ${type} and status = 'done'`,
      );
      return result.rows[0].n;
    },
    async close() {},
  };
}
