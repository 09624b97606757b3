import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/server/db/client";
import { emailOutbox, jobs } from "@/server/db/schema";
import { createEmailSender } from "@/server/integrations/email";
import {
  enqueueJob,
  PartnerDownError,
  runDueJobs,
  runDueJobsInLanes,
  type JobHandler,
  type JobHandlers,
} from "@/server/queue/job-queue";
import { createTestDatabase, testDbKind, type TestDatabase } from "../helpers/test-db";

// The job queue the gift cards use (issue 10), on its own: a job runs once its time has come, a
// failed attempt waits and is tried again, a crashed worker's job is taken over when its lease
// ends (a restart loses nothing), and a worker that lost its lease has its effects rolled back.

const T0 = new Date("2026-03-01T09:00:00Z");
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

let counter = 0;
const address = () => `queue-${(counter += 1)}@example.co.uk`;

/** A job whose effect is one e-mail written in the job's own transaction. */
function mailing(db: Database, before?: () => Promise<void>): Record<string, JobHandler> {
  return {
    mail: async (job, context) => {
      await before?.();
      await db.transaction(async (tx) => {
        await context.complete(tx);
        await createEmailSender(tx).send({
          to: String(job.payload.to),
          subject: "queued",
          text: "queued",
          html: "queued",
        });
      });
    },
  };
}

const mailsTo = (db: Database, to: string) =>
  db.select().from(emailOutbox).where(eq(emailOutbox.to, to));
const jobRow = async (db: Database, id: number) =>
  (await db.select().from(jobs).where(eq(jobs.id, id)))[0]!;

describe(`job queue on ${testDbKind}`, () => {
  let database: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
  });
  afterAll(async () => {
    await database?.close();
  });

  it("runs a job only once its time has come, and once", async () => {
    const to = address();
    const id = (await enqueueJob(db, { type: "mail", payload: { to }, runAt: at(60) }))!;
    expect(await runDueJobs(db, mailing(db), { now: () => at(59) })).toBe(0);
    expect(await runDueJobs(db, mailing(db), { now: () => at(60) })).toBe(1);
    expect(await runDueJobs(db, mailing(db), { now: () => at(3600) })).toBe(0);
    expect(await mailsTo(db, to)).toHaveLength(1);
    expect(await jobRow(db, id)).toMatchObject({ status: "done", attempts: 1 });
  });

  it("a singleton key makes a repeated enqueue a no-op", async () => {
    const first = await enqueueJob(db, { type: "mail", payload: {}, singletonKey: "only-once" });
    expect(first).toEqual(expect.any(Number));
    expect(await enqueueJob(db, { type: "mail", payload: {}, singletonKey: "only-once" })).toBe(
      null,
    );
    await db.update(jobs).set({ status: "done" }).where(eq(jobs.id, first!));
  });

  it("a failed attempt waits (10 s, then 20 s) and is tried again; after its attempts it fails", async () => {
    let failures = 2;
    const to = address();
    const flaky: JobHandlers = {
      mail: async (job, context) => {
        if (failures > 0) {
          failures -= 1;
          throw new Error("the mail server is down");
        }
        await mailing(db).mail!(job, context);
      },
    };
    const id = (await enqueueJob(db, { type: "mail", payload: { to }, runAt: at(0) }))!;
    expect(await runDueJobs(db, flaky, { now: () => at(0) })).toBe(0);
    expect(await jobRow(db, id)).toMatchObject({
      status: "pending",
      attempts: 1,
      last_error: "the mail server is down",
      run_at: at(10),
    });
    expect(await runDueJobs(db, flaky, { now: () => at(9) })).toBe(0);
    expect(await runDueJobs(db, flaky, { now: () => at(10) })).toBe(0);
    expect(await jobRow(db, id)).toMatchObject({ attempts: 2, run_at: at(30) });
    expect(await runDueJobs(db, flaky, { now: () => at(30) })).toBe(1);
    expect(await mailsTo(db, to)).toHaveLength(1);

    // A type no worker runs yet (the warehouse hand-over before issue 11) waits, untouched.
    const waiting = (await enqueueJob(db, { type: "nope", runAt: at(0), maxAttempts: 1 }))!;
    expect(await runDueJobs(db, flaky, { now: () => at(40) })).toBe(0);
    expect(await runDueJobs(db, {}, { now: () => at(40) })).toBe(0);
    expect(await jobRow(db, waiting)).toMatchObject({ status: "pending", attempts: 0 });
  });

  it("a crashed worker's job is taken over when its lease ends; the late worker's effect rolls back", async () => {
    const to = address();
    const id = (await enqueueJob(db, { type: "mail", payload: { to }, runAt: at(0) }))!;
    // Worker A claims the job and stalls (a process that hangs or dies mid-job).
    let resume!: () => void;
    const stalled = new Promise<void>((resolve) => (resume = resolve));
    let claimed!: () => void;
    const hasClaimed = new Promise<void>((resolve) => (claimed = resolve));
    const workerA = runDueJobs(
      db,
      mailing(db, async () => {
        claimed();
        await stalled;
      }),
      { now: () => at(0), leaseMs: 60_000, limit: 1 },
    );
    await hasClaimed;
    // Before the lease ends nobody else takes it; after, worker B does and completes it.
    expect(await runDueJobs(db, mailing(db), { now: () => at(59) })).toBe(0);
    expect(await runDueJobs(db, mailing(db), { now: () => at(61) })).toBe(1);
    // A wakes up: its completion finds the job another's, and its e-mail is rolled back.
    resume();
    expect(await workerA).toBe(0);
    expect(await mailsTo(db, to)).toHaveLength(1);
    expect(await jobRow(db, id)).toMatchObject({ status: "done", attempts: 2 });
  });

  it("lanes run side by side: an e-mail goes while the other lane waits on a partner that hangs", async () => {
    const to = address();
    const stuckId = (await enqueueJob(db, { type: "partner", runAt: at(0) }))!;
    const mailId = (await enqueueJob(db, { type: "mail", payload: { to }, runAt: at(0) }))!;
    let answer!: () => void;
    const hanging = new Promise<void>((resolve) => (answer = resolve));
    const partnerLane: JobHandlers = {
      partner: async () => {
        await hanging;
        throw new PartnerDownError("no answer in time");
      },
    };
    const passes = runDueJobsInLanes(db, [partnerLane, mailing(db)], { now: () => at(0) });
    // The e-mail is sent while the partner's call still hangs.
    await expect
      .poll(async () => (await jobRow(db, mailId)).status, { timeout: 5_000 })
      .toBe("done");
    expect(await mailsTo(db, to)).toHaveLength(1);
    expect(await jobRow(db, stuckId)).toMatchObject({ status: "pending", attempts: 1 });
    answer();
    expect(await passes).toBe(1);
    // The partner's job waits out its back-off, not failed.
    expect(await jobRow(db, stuckId)).toMatchObject({ status: "pending", attempts: 1 });
  });
});
