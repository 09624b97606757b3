// pg-boss behind the trial's common interface. On PostgreSQL it has its own `pg` pool (its normal
// set-up); on PGlite it runs through `fromPglite` on the very PGlite instance the shop's drizzle
// database uses. Enqueue and completion in the shop's transaction go through `fromDrizzle(tx, sql)`.
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { fromDrizzle, fromPglite, PgBoss } from "pg-boss";
import { JOB_TYPES } from "./adapters.mjs";

/** pg-boss ids are uuids: a key becomes a fixed id, so a repeated send is a no-op (ON CONFLICT). */
function idForKey(key) {
  const hex = createHash("sha1").update(`queue-trial:${key}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

class LostClaim extends Error {}

/**
 * QUEUE_TRIAL_BREAK=fence|key|tx breaks one thing on purpose, to see the check that guards it fail:
 * completion by plain id (no attempt fence), no fixed id for a key, completion outside the handler's
 * transaction.
 */
const breaking = process.env.QUEUE_TRIAL_BREAK ?? "";

export async function createPgBoss(database, { leaseSeconds = 300 } = {}) {
  const { db } = database;
  const common = {
    schema: "pgboss",
    // Expiry of an active job (the lease) is found by the monitor: once a second for the trial.
    supervise: true,
    superviseIntervalSeconds: 1,
    monitorIntervalSeconds: 1,
    schedule: false,
  };
  const boss =
    database.kind === "postgres"
      ? new PgBoss({ ...common, connectionString: database.url, max: 10 })
      : new PgBoss({ ...common, backend: "pglite", db: fromPglite(database.pglite) });
  boss.on("error", (error) => {
    if (process.env.QUEUE_TRIAL_VERBOSE) console.error("pg-boss:", error.message);
  });
  await boss.start();
  const queues = new Set();
  const ensureQueue = async (type) => {
    if (queues.has(type)) return;
    await boss.createQueue(type, { expireInSeconds: leaseSeconds, retryDelay: 1 });
    queues.add(type);
  };
  // On PGlite a pg-boss call that does not go through the caller's transaction waits for that
  // transaction to end (one connection): a queue made inside one would never be made.
  for (const type of JOB_TYPES) await ensureQueue(type);

  return {
    name: "pg-boss",
    completeInTransaction: true,
    now: () => new Date(),
    async advance(seconds) {
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    },
    async enqueue(executor, job) {
      await ensureQueue(job.type);
      const id = await boss.send(job.type, job.payload ?? {}, {
        db: fromDrizzle(executor, sql),
        startAfter: job.runAt,
        retryLimit: (job.maxAttempts ?? 10) - 1,
        retryDelay: 1,
        expireInSeconds: job.leaseSeconds ?? leaseSeconds,
        // Completed jobs kept (never deleted), else a key would be free again after 7 days.
        deleteAfterSeconds: 0,
        ...(job.key && breaking !== "key" ? { id: idForKey(job.key), singletonKey: job.key } : {}),
      });
      return id ?? null;
    },
    async enqueueMany(type, count) {
      await ensureQueue(type);
      for (let start = 0; start < count; start += 1000) {
        const batch = [];
        for (let n = start; n < Math.min(count, start + 1000); n += 1) batch.push({ data: { n } });
        await boss.insert(type, batch);
      }
    },
    /** fetch → handler → complete (fenced to the attempt fetched) or fail, until none is due. */
    async runPass({ type, handler, limit = 100_000 }) {
      await ensureQueue(type);
      let completed = 0;
      for (let i = 0; i < limit; i += 1) {
        const [job] = await boss.fetch(type);
        if (!job) break;
        const claim = breaking === "fence" ? job.id : { id: job.id, retryCount: job.retryCount };
        let doneByHandler = false;
        try {
          await handler(
            { id: job.id, payload: job.data, attempt: job.retryCount + 1 },
            {
              completeIn: async (tx) => {
                const result = await boss.complete(type, claim, null, {
                  db: breaking === "tx" ? undefined : fromDrizzle(tx, sql),
                });
                if (!result.affected) throw new LostClaim(`job ${job.id}: claim lost`);
                doneByHandler = true;
              },
            },
          );
          if (!doneByHandler) {
            const result = await boss.complete(type, claim);
            if (!result.affected) throw new LostClaim(`job ${job.id}: claim lost`);
          }
          completed += 1;
        } catch (error) {
          if (error instanceof LostClaim || String(error?.message).includes("could not be"))
            continue;
          await boss
            .fail(type, claim, { message: String(error?.message ?? error) })
            .catch(() => {});
        }
      }
      return completed;
    },
    /** pg-boss's own runner (`work`), for the throughput table. */
    async startWork({ type, concurrency, handler }) {
      await ensureQueue(type);
      await boss.work(
        type,
        // A worker with batchSize 1 waits out its polling interval after every job (2 jobs/s per
        // worker in a first run; burstWhenReadyExceeds waits on the stats, 7 jobs/s): batches of
        // 10 with burstWhenBatchFull fetch again at once. A batch is completed (or failed) whole.
        {
          localConcurrency: concurrency,
          batchSize: 10,
          pollingIntervalSeconds: 0.5,
          burstWhenBatchFull: true,
        },
        async (jobs) => {
          for (const job of jobs) await handler({ id: job.id, payload: job.data });
        },
      );
      return () => boss.offWork(type);
    },
    async state(id) {
      const result = await db.execute(sql`select state from pgboss.job where id = ${id}::uuid`);
      const state = result.rows[0]?.state;
      if (!state) return "gone";
      if (state === "created" || state === "retry") return "pending";
      if (state === "completed") return "done";
      return state;
    },
    async pendingOfType(type) {
      const result = await db.execute(
        sql`select count(*)::int as n from pgboss.job where name = ${type} and state < 'completed'`,
      );
      return result.rows[0].n;
    },
    async doneOfType(type) {
      const result = await db.execute(
        sql`select count(*)::int as n from pgboss.job where name = ${type} and state = 'completed'`,
      );
      return result.rows[0].n;
    },
    async close() {
      await boss.stop({ graceful: false, wait: true });
    },
  };
}
