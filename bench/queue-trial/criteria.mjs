// Issue 24's queue trial, the criteria: each queue (ours, pg-boss, graphile-worker) on each
// database (PostgreSQL, PGlite) against what the shop's queue tests ask of ours
// (tests/integration/gifting-queue.test.ts, warehouse-concurrency.test.ts). Prints pass/fail with
// the reason and writes bench/queue-trial/results/criteria-<kind>.json.
//   npx tsx bench/queue-trial/criteria.mjs [postgres|pglite] [ours,pgboss,graphile]
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createAdapter, effectHandler, FIRST_RETRY_SECONDS, LIBRARIES } from "./adapters.mjs";
import {
  effectCount,
  effectsOf,
  freshPostgresDatabase,
  openDatabase,
  pause,
  startChild,
  waitFor,
} from "./lib.mjs";

const kinds = (process.argv[2] ?? "postgres,pglite").split(",");
const libs = (process.argv[3] ?? LIBRARIES.join(",")).split(",");
const LEASE = 2;
/** QUEUE_TRIAL_ONLY=retry: only the checks whose name contains it. */
const only = process.env.QUEUE_TRIAL_ONLY;

class Failed extends Error {}
const expect = (ok, reason) => {
  if (!ok) throw new Failed(reason);
};

/** Each criterion: (lib, queue, database) → a detail string, or throws Failed with the reason. */
const criteria = {
  async "scheduled: runs once its time has come, and once"(lib, q, { db }) {
    const tag = `scheduled-${lib}`;
    await q.enqueue(db, {
      type: "sched",
      payload: { tag },
      runAt: new Date(q.now().getTime() + 3000),
    });
    const early = await q.runPass({ type: "sched", handler: effectHandler(db, "ran") });
    expect(early === 0, `ran ${early} job(s) 3 s early`);
    await q.advance(3.5);
    const due = await q.runPass({ type: "sched", handler: effectHandler(db, "ran") });
    await q.runPass({ type: "sched", handler: effectHandler(db, "ran") });
    expect(due === 1, `due pass ran ${due}`);
    expect((await effectsOf(db, tag)).length === 1, "effect not written exactly once");
    return "not before run_at, once after";
  },

  async "retry: a failed attempt waits its back-off, then fails after max attempts"(
    lib,
    q,
    { db },
  ) {
    const attempts = [];
    const id = await q.enqueue(db, {
      type: "flaky",
      payload: { tag: `flaky-${lib}` },
      maxAttempts: 2,
    });
    const handler = async (job) => {
      attempts.push(job.attempt);
      throw new Error("the mail server is down");
    };
    await q.runPass({ type: "flaky", handler });
    const afterFirst = attempts.length;
    await q.runPass({ type: "flaky", handler });
    expect(attempts.length === afterFirst, "retried at once, no back-off");
    expect((await q.state(id)) === "pending", `after 1 failure: ${await q.state(id)}`);
    await q.advance(FIRST_RETRY_SECONDS[lib] + 1.5);
    await q.runPass({ type: "flaky", handler });
    await q.advance(FIRST_RETRY_SECONDS[lib] * 4 + 1);
    await q.runPass({ type: "flaky", handler });
    expect(attempts.length === 2, `${attempts.length} attempts for max 2`);
    const state = await q.state(id);
    expect(state === "failed", `after 2 failures: ${state}`);
    return `first retry after ${FIRST_RETRY_SECONDS[lib].toFixed(1)} s; failed after 2 attempts`;
  },

  async "dedupe: a repeated enqueue with the same key is a no-op, also after it ran"(
    lib,
    q,
    { db },
  ) {
    const key = `once-${lib}-${Date.now()}`;
    const job = { type: "once", payload: { tag: key }, key };
    await q.enqueue(db, job);
    await q.enqueue(db, job);
    const pending = await q.pendingOfType("once");
    expect(pending === 1, `${pending} jobs pending for one key`);
    await q.runPass({ type: "once", handler: effectHandler(db, "ran") });
    await q.enqueue(db, job);
    const again = await q.pendingOfType("once");
    await q.runPass({ type: "once", handler: effectHandler(db, "ran") });
    expect(
      again === 0,
      "after the job ran, the same key enqueued a new job (the e-mail goes twice)",
    );
    return "one job per key, ever";
  },

  async "enqueue in the caller's drizzle transaction (rolled back: no job)"(lib, q, { db }) {
    await db
      .transaction(async (tx) => {
        await q.enqueue(tx, { type: "intx", payload: { tag: `intx-${lib}` } });
        throw new Error("roll back");
      })
      .catch(() => {});
    expect((await q.pendingOfType("intx")) === 0, "the rolled-back transaction's job exists");
    await db.transaction(async (tx) => {
      await q.enqueue(tx, { type: "intx", payload: { tag: `intx-${lib}` } });
    });
    expect((await q.pendingOfType("intx")) === 1, "the committed transaction's job is missing");
    await q.runPass({ type: "intx", handler: effectHandler(db, "ran") });
    return "job exists exactly when the transaction commits";
  },

  async "completion in the handler's drizzle transaction (rollback and crash after commit)"(
    lib,
    q,
    { db },
  ) {
    if (!q.completeInTransaction) {
      // No API to complete a job in the task's own transaction: the work commits on its own, then
      // the process dies before the worker's completion, and the job runs again.
      const tag = `crash-${lib}`;
      await q.enqueue(db, { type: "atomic2", payload: { tag } });
      const dies = effectHandler(db, "ran", {
        after: () => {
          throw new Error("the process dies after the work");
        },
      });
      await q.runPass({ type: "atomic2", handler: dies });
      await q.advance(FIRST_RETRY_SECONDS[lib] + 1.5);
      await q.runPass({ type: "atomic2", handler: effectHandler(db, "ran") });
      const runs = (await effectsOf(db, tag)).length;
      throw new Failed(
        `no API to complete a job in the task's transaction: the work committed, the job did not, and it ran ${runs} times`,
      );
    }
    const rollbackTag = `rollback-${lib}`;
    const id = await q.enqueue(db, { type: "atomic", payload: { tag: rollbackTag } });
    let first = true;
    await q.runPass({
      type: "atomic",
      handler: effectHandler(db, "ran", {
        inTransaction: () => {
          if (first) {
            first = false;
            throw new Error("fails after completing, before commit");
          }
        },
      }),
    });
    expect((await q.state(id)) === "pending", `after a rollback the job is ${await q.state(id)}`);
    expect((await effectsOf(db, rollbackTag)).length === 0, "the rolled-back effect is there");

    const crashTag = `crash-${lib}`;
    const crashId = await q.enqueue(db, { type: "atomic2", payload: { tag: crashTag } });
    await q.runPass({
      type: "atomic2",
      handler: effectHandler(db, "ran", {
        after: () => {
          throw new Error("the process dies after the commit");
        },
      }),
    });
    await q.advance(FIRST_RETRY_SECONDS[lib] + 1.5);
    await q.runPass({ type: "atomic2", handler: effectHandler(db, "ran") });
    const effects = (await effectsOf(db, crashTag)).length;
    expect(effects === 1, `the work ran ${effects} times`);
    expect((await q.state(crashId)) === "done", `job ${await q.state(crashId)}`);
    // Leave the first job done for the later checks.
    await q.advance(FIRST_RETRY_SECONDS[lib] + 1.5);
    await q.runPass({ type: "atomic", handler: effectHandler(db, "ran") });
    return "effect and completion commit or roll back together";
  },

  async "lost lease: a stalled worker's job is taken over; its late effect rolls back"(
    lib,
    q,
    database,
  ) {
    const { db } = database;
    expect(
      lib !== "graphile",
      "no lease to set: a locked job stays locked 4 h (shorter only in Worker Pro)",
    );
    const tag = `lease-${lib}`;
    const id = await q.enqueue(db, { type: "lease", payload: { tag }, leaseSeconds: LEASE });
    let resume;
    const stalled = new Promise((resolve) => (resume = resolve));
    let claimed;
    const hasClaimed = new Promise((resolve) => (claimed = resolve));
    const workerA = q.runPass({
      type: "lease",
      leaseSeconds: LEASE,
      limit: 1,
      handler: effectHandler(db, "A", {
        before: async () => {
          claimed();
          await stalled;
        },
      }),
    });
    await hasClaimed;
    const early = await q.runPass({ type: "lease", handler: effectHandler(db, "B") });
    expect(early === 0, "another worker took the job inside its lease");
    if (lib === "ours") await q.advance(LEASE + 0.5);
    else await waitFor(async () => (await q.state(id)) !== "active", 15_000, "the lease to end");
    // B takes the job and is still in it when A wakes: A's completion must not count as B's.
    let resumeB;
    const stalledB = new Promise((resolve) => (resumeB = resolve));
    let claimedB;
    const hasClaimedB = new Promise((resolve) => (claimedB = resolve));
    const deadline = Date.now() + 10_000;
    let workerB = Promise.resolve(0);
    let bHasIt = false;
    const handlerB = effectHandler(db, "B", {
      before: async () => {
        bHasIt = true;
        claimedB();
        await stalledB;
      },
    });
    while (!bHasIt && Date.now() < deadline) {
      workerB = q.runPass({ type: "lease", leaseSeconds: 300, limit: 1, handler: handlerB });
      await Promise.race([hasClaimedB, workerB]);
      if (!bHasIt) await pause(200);
    }
    expect(bHasIt, "no other worker took the job after its lease ended");
    resume();
    await workerA;
    resumeB();
    const completedB = await workerB;
    expect(completedB === 1, "B's completion was refused");
    const notes = await effectsOf(db, tag);
    expect(notes.join() === "B", `effects after A woke up: [${notes.join(", ")}]`);
    return "the late worker's completion is refused and its effect rolled back";
  },

  async "several processes: each job runs in one process only"(lib, q, database) {
    if (database.kind !== "postgres") return "n/a: PGlite is one process";
    const { db } = database;
    const count = 600;
    // Due now by the wall clock: the children's clock, not this process's moved-on one (ours).
    for (let n = 0; n < count; n += 1)
      await q.enqueue(db, {
        type: "multi",
        payload: { tag: `multi-${lib}-${n}` },
        runAt: new Date(),
      });
    const started = Date.now();
    const children = [0, 1, 2].map(() =>
      startChild([lib, "postgres", database.url, "drain", "multi", "300"]),
    );
    const exits = await Promise.all(children.map((c) => c.exited));
    expect(
      exits.every((e) => e.code === 0),
      `a child failed: ${JSON.stringify(exits)}`,
    );
    const { n, jobs } = await effectCount(db, `multi-${lib}-`);
    const perProcess = await db.execute(
      `select note, count(*)::int as runs from trial_effects where job like 'multi-${lib}-%' group by note`,
    );
    const spread = perProcess.rows.map((row) => row.runs);
    expect(jobs === count, `${jobs} of ${count} jobs ran`);
    expect(n === count, `${n - count} jobs ran twice`);
    expect(spread.length === 3, `only ${spread.length} of 3 processes ran jobs`);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    return `600 jobs, 3 processes (${spread.join(" + ")}), none twice, ${seconds} s with start-up`;
  },
};

/** A killed worker: a child claims a job and is SIGKILLed; another process runs it once the lease ends. */
async function killedWorker(lib, kind) {
  let database;
  let target;
  if (kind === "postgres") {
    target = await freshPostgresDatabase(lib);
    database = await openDatabase(kind, target);
  } else {
    target = fs.mkdtempSync(path.join(os.tmpdir(), `queue-trial-${lib}-`));
    database = await openDatabase(kind, target);
  }
  let q = await createAdapter(lib, database, { leaseSeconds: LEASE });
  const tag = `killed-${lib}`;
  const id = await q.enqueue(database.db, {
    type: "killed",
    payload: { tag },
    leaseSeconds: LEASE,
  });
  if (kind === "pglite") {
    // One process at a time on a PGlite folder: the parent lets go while the child works.
    await q.close();
    await database.close();
  }
  let onClaim;
  const claimedJob = new Promise((resolve) => (onClaim = resolve));
  const { child, exited } = startChild(
    [lib, kind, target, "hang", "killed", String(LEASE)],
    (line) => line.startsWith("CLAIMED") && onClaim(line),
  );
  await Promise.race([claimedJob, pause(30_000).then(() => Promise.reject(new Error("no claim")))]);
  child.kill("SIGKILL");
  await exited;
  const killedAt = Date.now();
  if (kind === "pglite") {
    database = await openDatabase(kind, target, { fresh: false });
    q = await createAdapter(lib, database, { fresh: false, leaseSeconds: LEASE });
  }
  try {
    const limit = lib === "graphile" ? 15_000 : 30_000;
    await waitFor(
      async () => {
        await q.runPass({ type: "killed", handler: effectHandler(database.db, "again") });
        return (await effectsOf(database.db, tag)).length === 1;
      },
      limit,
      "the job to run again",
    );
    const seconds = ((Date.now() - killedAt) / 1000).toFixed(1);
    return {
      pass: true,
      detail: `ran again ${seconds} s after the kill (lease ${LEASE} s), state ${await q.state(id)}`,
    };
  } catch {
    return {
      pass: false,
      detail:
        lib === "graphile"
          ? `still locked ${(Date.now() - killedAt) / 1000} s after the kill: a dead worker's job waits 4 h (shorter only in Worker Pro)`
          : `not run again within 30 s (lease ${LEASE} s), state ${await q.state(id)}`,
    };
  } finally {
    await q.close();
    await database.close();
  }
}

const results = [];
for (const kind of kinds) {
  for (const lib of libs) {
    const row = { kind, lib, checks: {} };
    results.push(row);
    if (lib === "graphile" && kind === "pglite") {
      row.checks.all = {
        pass: false,
        detail: "cannot run: graphile-worker needs a PostgreSQL server (a pg pool and LISTEN)",
      };
      console.log(`${kind} ${lib}: cannot run on PGlite`);
      continue;
    }
    const target = kind === "postgres" ? await freshPostgresDatabase(lib) : undefined;
    const database = await openDatabase(kind, target);
    const q = await createAdapter(lib, database, { leaseSeconds: 300 });
    for (const [name, check] of Object.entries(criteria)) {
      if (only && !name.includes(only)) continue;
      const started = Date.now();
      try {
        row.checks[name] = { pass: true, detail: await check(lib, q, database) };
      } catch (error) {
        row.checks[name] = {
          pass: false,
          detail: error instanceof Failed ? error.message : `error: ${error?.stack ?? error}`,
        };
      }
      const { pass, detail } = row.checks[name];
      console.log(
        `${kind} ${lib} ${pass ? "PASS" : "FAIL"} ${name}: ${detail} (${Date.now() - started} ms)`,
      );
    }
    await q.close();
    await database.close();
    if (only && !"killed worker".includes(only)) continue;
    const started = Date.now();
    row.checks["killed worker (SIGKILL mid-job)"] = await killedWorker(lib, kind).catch(
      (error) => ({
        pass: false,
        detail: `error: ${error?.stack ?? error}`,
      }),
    );
    const killed = row.checks["killed worker (SIGKILL mid-job)"];
    console.log(
      `${kind} ${lib} ${killed.pass ? "PASS" : "FAIL"} killed worker: ${killed.detail} (${Date.now() - started} ms)`,
    );
  }
}

const folder = path.join(import.meta.dirname, "results");
fs.mkdirSync(folder, { recursive: true });
const file = path.join(folder, `criteria-${kinds.join("-")}-${libs.join("-")}.json`);
fs.writeFileSync(file, `${JSON.stringify({ at: new Date().toISOString(), results }, null, 2)}\n`);
console.log(`written ${path.relative(process.cwd(), file)}`);
process.exit(0);
