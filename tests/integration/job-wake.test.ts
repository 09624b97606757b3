import { AsyncLocalStorage } from "node:async_hooks";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { jobs } from "@/server/db/schema";
import { enqueueJob, type JobHandlers } from "@/server/queue/job-queue";
import { startJobWorker, stopJobWorker } from "@/server/queue/job-worker";
import { jobQueued, onJobQueued, WAKE_AFTER_MS } from "@/server/queue/wake";
import { createTestDatabase, testDbKind, type TestDatabase } from "../helpers/test-db";

// A job queued in a process that runs the worker runs at once, not at the next 5 s poll: an
// order's or a contact message's e-mail goes out while the family is still on the page.

const globals = globalThis as unknown as { littlerobeDb?: unknown };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe(`a queued job wakes this process's worker, on ${testDbKind}`, () => {
  let handle: TestDatabase;
  beforeAll(async () => {
    handle = await createTestDatabase();
    globals.littlerobeDb = handle; // the worker's getDb() is the test's database
  });
  afterEach(() => {
    stopJobWorker();
    onJobQueued(undefined);
  });
  afterAll(async () => {
    globals.littlerobeDb = undefined;
    await handle?.close();
  });

  it("a due job wakes it once, after a moment; a later job or a repeated singleton does not", async () => {
    let wakes = 0;
    onJobQueued(() => (wakes += 1));
    await enqueueJob(handle.db, { type: "wake-now" });
    expect(wakes).toBe(0); // not before the queuing transaction has had time to commit
    await sleep(WAKE_AFTER_MS + 100);
    expect(wakes).toBe(1);

    await enqueueJob(handle.db, { type: "wake-later", runAt: new Date(Date.now() + 60_000) });
    await sleep(WAKE_AFTER_MS + 100);
    expect(wakes).toBe(1);

    await enqueueJob(handle.db, { type: "wake-once", singletonKey: "wake-once" });
    await sleep(WAKE_AFTER_MS + 100);
    expect(wakes).toBe(2);
    await enqueueJob(handle.db, { type: "wake-once", singletonKey: "wake-once" });
    await sleep(WAKE_AFTER_MS + 100);
    expect(wakes).toBe(2);
  });

  it("jobs queued together wake it once", async () => {
    let wakes = 0;
    onJobQueued(() => (wakes += 1));
    jobQueued();
    jobQueued();
    jobQueued();
    await sleep(WAKE_AFTER_MS + 100);
    expect(wakes).toBe(1);
  });

  it("the worker runs a job queued in its process within a moment, also one queued mid-pass", async () => {
    const ran: string[] = [];
    const request = new AsyncLocalStorage<string>();
    const lane: JobHandlers = {
      "wake-first": async () => {
        // Queued while a request was answered, run as a polled job is: outside its stores.
        expect(request.getStore()).toBeUndefined();
        ran.push("first");
        // Queued while this pass runs: the pass that follows it takes it.
        await sleep(20);
        await enqueueJob(handle.db, { type: "wake-second" });
      },
      "wake-second": async () => {
        ran.push("second");
      },
    };
    startJobWorker({ lanes: () => [lane], schedule: async () => {} }, { separate: true });
    await handle.db.delete(jobs); // the first test's jobs have no handler here
    await request.run("a request", () => enqueueJob(handle.db, { type: "wake-first" }));
    // Within 2 s, well before the 5 s poll would come.
    await expect.poll(() => ran, { timeout: 2_000, interval: 20 }).toEqual(["first", "second"]);
    const done = await handle.db.select().from(jobs).where(eq(jobs.status, "done"));
    expect(done.map((job) => job.type).sort()).toEqual(["wake-first", "wake-second"]);
  });
});
