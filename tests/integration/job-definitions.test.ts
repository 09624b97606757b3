import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { Database } from "@/server/db/client";
import { jobs } from "@/server/db/schema";
import type { PaymentGateway } from "@/server/integrations/payments";
import type { PostalCarrier } from "@/server/integrations/postal-carrier";
import type { WarehousePartner } from "@/server/integrations/warehouse";
import { shopJobs } from "@/server/jobs";
import { giftReceiptJob } from "@/server/jobs/gift-receipt";
import { warehouseHandoverJob } from "@/server/jobs/warehouse-handover";
import { defineJob, jobHandlers } from "@/server/queue/define-job";
import { enqueueJob, runDueJobs } from "@/server/queue/job-queue";
import { listFailedJobs } from "@/server/services/warehouse/staff-sync-log";
import { createTestDatabase, testDbKind, type TestDatabase } from "../helpers/test-db";

// Issue 24: every job is a definition (src/server/jobs/) with a zod schema of its payload. A stored
// payload that does not parse fails its job at once, never retried, with zod's reason as its error,
// listed for staff on the sync log; no handler ever sees it.

const T0 = new Date("2026-04-01T09:00:00Z");
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

/** Handlers whose partners must never be reached: a bad payload stops before them. */
const untouchable = {
  payments: new Proxy({} as PaymentGateway, {
    get: () => {
      throw new Error("the payment provider was called");
    },
  }),
  warehousePartner: (): WarehousePartner => {
    throw new Error("the warehouse was called");
  },
  postalCarrier: (): PostalCarrier => {
    throw new Error("the postal carrier was called");
  },
};

const jobRow = async (db: Database, id: number) =>
  (await db.select().from(jobs).where(eq(jobs.id, id)))[0]!;

describe(`job definitions on ${testDbKind}`, () => {
  let database: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
  });
  afterAll(async () => {
    await database?.close();
  });

  it("a hand-over whose payload does not parse fails at once with zod's reason, shown to staff", async () => {
    // As an older version or a hand-made row could have stored it: an id as text.
    const id = (await enqueueJob(db, {
      type: warehouseHandoverJob.name,
      payload: { partialOrderId: "12a" },
      runAt: at(0),
    }))!;
    const handlers = jobHandlers([warehouseHandoverJob], untouchable);
    expect(await runDueJobs(db, handlers, { now: () => at(0) })).toBe(0);
    const row = await jobRow(db, id);
    expect(row).toMatchObject({ status: "failed", attempts: 1, locked_until: null });
    expect(row.last_error).toMatch(/^Invalid payload: warehouse\.handover: /);
    expect(row.last_error).toContain("expected number, received string");
    expect(row.last_error).toContain("partialOrderId");
    // Not tried again, however late.
    expect(await runDueJobs(db, handlers, { now: () => at(86_400) })).toBe(0);
    expect((await jobRow(db, id)).attempts).toBe(1);
    expect(await listFailedJobs(db)).toContainEqual(
      expect.objectContaining({ id, type: "warehouse.handover", error: row.last_error }),
    );
  });

  it("every shop job refuses a payload without its fields before any partner is called", async () => {
    // The scheduled jobs take an empty payload; every other job has fields it cannot run without.
    const withFields = shopJobs.filter((job) => !job.payload.safeParse({}).success);
    expect(withFields).toHaveLength(24);
    const ids = new Map<string, number>();
    for (const job of withFields)
      ids.set(job.name, (await enqueueJob(db, { type: job.name, payload: {}, runAt: at(100) }))!);
    const handlers = jobHandlers(shopJobs, untouchable);
    expect(await runDueJobs(db, handlers, { now: () => at(100) })).toBe(0);
    for (const [name, id] of ids) {
      const row = await jobRow(db, id);
      expect(row.status, name).toBe("failed");
      expect(row.last_error, name).toMatch(
        new RegExp(`^Invalid payload: ${name.replace(".", "\\.")}: `),
      );
    }
  });

  it("a typed enqueue stores the payload under the job's key, once", async () => {
    const first = await giftReceiptJob.enqueue(db, { giftId: 424242 }, { runAt: at(200) });
    expect(await giftReceiptJob.enqueue(db, { giftId: 424242 })).toBeNull();
    expect(await jobRow(db, first!)).toMatchObject({
      type: "gift.receipt",
      payload: { giftId: 424242 },
      singleton_key: "gift.receipt:424242",
      max_attempts: 10,
      run_at: at(200),
    });
    // A gift that is not there: the receipt job completes with nothing to send.
    expect(await runDueJobs(db, jobHandlers([giftReceiptJob], {}), { now: () => at(200) })).toBe(1);
  });

  it("a job's own attempts and back-off are kept", async () => {
    let runs = 0;
    const flaky = defineJob({
      name: "test.flaky",
      payload: z.object({ n: z.number() }),
      lane: "general",
      maxAttempts: 2,
      retryDelayMs: (attempts) => attempts * 3_000,
      handle: async () => {
        runs += 1;
        throw new Error("down");
      },
    });
    const id = (await flaky.enqueue(db, { n: 1 }, { runAt: at(300) }))!;
    const handlers = jobHandlers([flaky], {});
    await runDueJobs(db, handlers, { now: () => at(300) });
    expect(await jobRow(db, id)).toMatchObject({ status: "pending", run_at: at(303) });
    expect(await runDueJobs(db, handlers, { now: () => at(302) })).toBe(0);
    await runDueJobs(db, handlers, { now: () => at(303) });
    expect(await jobRow(db, id)).toMatchObject({
      status: "failed",
      attempts: 2,
      last_error: "down",
    });
    expect(runs).toBe(2);
  });
});
