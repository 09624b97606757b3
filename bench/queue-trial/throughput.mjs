// Issue 24's queue trial, the throughput: jobs per second for each queue, on PostgreSQL (and PGlite
// where it runs), each figure the median of QUEUE_TRIAL_RUNS runs (default 3), the libraries
// interleaved run by run so the machine's load falls on all of them alike. Writes
// bench/queue-trial/results/throughput-<kind>.json.
//   npx tsx bench/queue-trial/throughput.mjs [postgres|pglite]
// QUEUE_TRIAL_JOBS (1000) trivial jobs; QUEUE_TRIAL_INSERT_JOBS (500) jobs whose handler inserts
// a row in the transaction that completes the job (graphile-worker: in its own, it has no other).
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { createAdapter, insertHandler, trivialHandler } from "./adapters.mjs";
import { freshPostgresDatabase, median, openDatabase, pause, waitFor } from "./lib.mjs";

const kind = process.argv[2] ?? "postgres";
const runs = Number(process.env.QUEUE_TRIAL_RUNS ?? 3);
const trivialJobs = Number(process.env.QUEUE_TRIAL_JOBS ?? 1000);
const insertJobs = Number(process.env.QUEUE_TRIAL_INSERT_JOBS ?? 500);
const concurrencies = kind === "postgres" ? [1, 4] : [1];

/** Each library's ways to run jobs: `loop` = claim, handle, complete, as the shop runs its queue. */
const ways =
  kind === "postgres"
    ? [
        ["ours", "loop"],
        ["pgboss", "loop"],
        ["pgboss", "work"],
        ["graphile", "work"],
      ]
    : [
        ["ours", "loop"],
        ["pgboss", "loop"],
        ["pgboss", "work"],
      ];

const opened = {};
for (const lib of new Set(ways.map(([lib]) => lib))) {
  const database = await openDatabase(
    kind,
    kind === "postgres" ? await freshPostgresDatabase(lib) : undefined,
    { max: 12 },
  );
  opened[lib] = { database, queue: await createAdapter(lib, database) };
}

/** Seconds to run `count` jobs of `type`, enqueued beforehand (not timed). */
async function measure(lib, way, type, count, concurrency) {
  const { database, queue } = opened[lib];
  await queue.enqueueMany(type, count);
  const handler = type === "insert" ? insertHandler(database.db) : trivialHandler;
  const started = performance.now();
  if (way === "loop") {
    await Promise.all(
      Array.from({ length: concurrency }, () =>
        queue.runPass({ type, handler, leaseSeconds: 300 }),
      ),
    );
  } else {
    const stop = await queue.startWork({
      type,
      concurrency,
      handler: (job) => handler(job, null),
    });
    await waitFor(async () => (await queue.pendingOfType(type)) === 0, 600_000, "the jobs");
    await stop();
  }
  const seconds = (performance.now() - started) / 1000;
  const left = await queue.pendingOfType(type);
  if (left !== 0) throw new Error(`${lib} ${way}: ${left} jobs left`);
  await clear(lib, type);
  return seconds;
}

async function clear(lib, type) {
  const { db } = opened[lib].database;
  if (lib === "ours") await db.execute(sql`delete from jobs where type = ${type}`);
  if (lib === "pgboss") await db.execute(sql`delete from pgboss.job where name = ${type}`);
  await db.execute(sql`delete from trial_effects where job = 'bench'`);
}

const scenarios = [];
for (const concurrency of concurrencies) {
  scenarios.push({ type: "trivial", count: trivialJobs, concurrency });
  scenarios.push({ type: "insert", count: insertJobs, concurrency });
}
const figures = {};
for (let run = 1; run <= runs; run += 1) {
  for (const { type, count, concurrency } of scenarios) {
    for (const [lib, way] of ways) {
      const key = `${type} c${concurrency} ${lib} ${way}`;
      const seconds = await measure(lib, way, type, count, concurrency);
      (figures[key] ??= []).push(count / seconds);
      console.log(`run ${run} ${key}: ${(count / seconds).toFixed(0)} jobs/s`);
      await pause(500);
    }
  }
}

const rows = Object.entries(figures).map(([key, values]) => {
  const [type, c, lib, way] = key.split(" ");
  const ours = figures[`${type} ${c} ours loop`];
  return {
    kind,
    type,
    concurrency: Number(c.slice(1)),
    lib,
    way,
    runs: values.map((v) => Math.round(v)),
    median: Math.round(median(values)),
    ratioToOurs: Number((median(values) / median(ours)).toFixed(2)),
  };
});
console.table(rows.map(({ runs: all, ...rest }) => ({ ...rest, runs: all.join(" ") })));
for (const { database, queue } of Object.values(opened)) {
  await queue.close();
  await database.close();
}
const folder = path.join(import.meta.dirname, "results");
fs.mkdirSync(folder, { recursive: true });
fs.writeFileSync(
  path.join(folder, `throughput-${kind}.json`),
  `${JSON.stringify({ at: new Date().toISOString(), trivialJobs, insertJobs, rows }, null, 2)}\n`,
);
process.exit(0);
