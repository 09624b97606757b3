import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Database, Executor } from "@/server/db/client";
import { queryRows } from "@/server/db/query";
import { jobs } from "@/server/db/schema";
import { retryDelayMs } from "./backoff";
import { jobQueued } from "./wake";

/** How long a claimed job is a worker's before another may take it (a crashed worker's job). */
export const DEFAULT_LEASE_MS = 5 * 60 * 1000;

export interface EnqueueInput {
  type: string;
  payload?: Record<string, unknown>;
  /** Due from then; default: at once. */
  runAt?: Date;
  /** At most one job with this key ever: a repeated enqueue is a no-op. */
  singletonKey?: string;
  maxAttempts?: number;
}

/**
 * Adds a job in the caller's transaction, so it exists exactly when the change that asks for it
 * commits. Answers the new id, or null when a job with the same singleton key already exists. A
 * job due now wakes this process's worker (./wake.ts).
 */
export async function enqueueJob(db: Executor, input: EnqueueInput): Promise<number | null> {
  const [row] = await db
    .insert(jobs)
    .values({
      type: input.type,
      payload: input.payload ?? {},
      run_at: input.runAt ?? new Date(),
      singleton_key: input.singletonKey ?? null,
      max_attempts: input.maxAttempts ?? 10,
    })
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  if (row && (!input.runAt || input.runAt.getTime() <= Date.now())) jobQueued();
  return row?.id ?? null;
}

export interface ClaimedJob {
  id: number;
  type: string;
  payload: Record<string, unknown>;
  attempts: number;
  maxAttempts: number;
  claimToken: string;
}

/** A job whose lease another worker took over: its transaction must roll back. */
export class LostClaimError extends Error {
  constructor(jobId: number) {
    super(`Job ${jobId} was claimed by another worker`);
    this.name = "LostClaimError";
  }
}

/**
 * Marks a claimed job done inside the transaction that carries its effects: if the lease was lost
 * (another worker holds the job now) it throws, the effects roll back, and only the other worker's
 * run counts. The row lock taken here also makes a second worker wait for this commit.
 */
export async function completeJob(tx: Executor, job: ClaimedJob, now: Date): Promise<void> {
  const done = await tx
    .update(jobs)
    .set({ status: "done", done_at: now, locked_until: null, last_error: null })
    .where(
      and(eq(jobs.id, job.id), eq(jobs.claim_token, job.claimToken), eq(jobs.status, "pending")),
    )
    .returning({ id: jobs.id });
  if (done.length === 0) throw new LostClaimError(job.id);
}

/**
 * A failure outside the job (a partner that is down or does not answer): the job is tried again
 * after its back-off (at most an hour) however many attempts it has had, instead of being marked
 * failed, so a long outage never leaves work for staff to restart by hand.
 */
export class PartnerDownError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PartnerDownError";
  }
}

export interface JobContext {
  db: Database;
  now: Date;
  /** Marks the job done in the handler's own transaction (else the runner does it afterwards). */
  complete(tx: Executor): Promise<void>;
}

export type JobHandler = (job: ClaimedJob, context: JobContext) => Promise<void>;
/** A handler with its own back-off (a job of defineJob); a bare handler waits backoff.ts's. */
export interface JobRunner {
  run: JobHandler;
  retryDelayMs(attempts: number): number;
}
export type JobHandlers = Readonly<Record<string, JobHandler | JobRunner>>;

/**
 * A job whose stored payload does not parse: no attempt can succeed, so it is marked failed at
 * once with the reason as its error (the back office's sync log lists failed jobs).
 */
export class InvalidPayloadError extends Error {
  constructor(reason: string) {
    super(`Invalid payload: ${reason}`);
    this.name = "InvalidPayloadError";
  }
}

export interface RunOptions {
  now?: () => Date;
  leaseMs?: number;
  /** At most this many jobs in one call. */
  limit?: number;
  onError?(job: ClaimedJob, error: unknown): void;
}

/**
 * Claims the oldest due job of a type this worker runs that no other worker holds, or nothing. One
 * short statement. A job of a type this worker has no handler for waits for one that has.
 */
const PROCESS_LABEL = `${hostname()}:${process.pid}`;

async function claimNext(
  db: Database,
  now: Date,
  leaseMs: number,
  types: readonly string[],
): Promise<ClaimedJob | null> {
  if (types.length === 0) return null;
  const token = randomBytes(12).toString("hex");
  const [row] = await queryRows<{
    id: number;
    type: string;
    payload: Record<string, unknown>;
    attempts: number;
    max_attempts: number;
  }>(
    db,
    sql`
    update ${jobs} set locked_until = ${new Date(now.getTime() + leaseMs)},
      claim_token = ${token}, claimed_by = ${PROCESS_LABEL}, attempts = attempts + 1
    where id = (
      select id from ${jobs}
      where status = 'pending' and run_at <= ${now}
        and type in (${sql.join(
          types.map((type) => sql`${type}`),
          sql`, `,
        )})
        and (locked_until is null or locked_until < ${now})
      order by run_at, id limit 1 for update skip locked)
    returning id, type, payload, attempts, max_attempts`,
  );
  if (!row) return null;
  return {
    id: row.id,
    type: row.type,
    payload: row.payload,
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
    claimToken: token,
  };
}

/**
 * Runs the jobs that are due as of `now`, one at a time, each claimed by one statement with
 * `for update skip locked` (several processes may poll at once; none runs a job another holds).
 * A handler that throws leaves its job for a later attempt after a backoff, or marks it failed
 * once it has had its attempts (never for a PartnerDownError; at once for an
 * InvalidPayloadError). Answers how many jobs completed.
 */
export async function runDueJobs(
  db: Database,
  handlers: JobHandlers,
  options: RunOptions = {},
): Promise<number> {
  const clock = options.now ?? (() => new Date());
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const limit = options.limit ?? 100;
  let completed = 0;
  for (let i = 0; i < limit; i += 1) {
    const now = clock();
    const job = await claimNext(db, now, leaseMs, Object.keys(handlers));
    if (!job) break;
    let completedByHandler = false;
    const entry = handlers[job.type];
    try {
      if (!entry) throw new Error(`No handler for job type ${job.type}`);
      const handler = typeof entry === "function" ? entry : entry.run;
      await handler(job, {
        db,
        now,
        complete: async (tx) => {
          await completeJob(tx, job, now);
          completedByHandler = true;
        },
      });
      if (!completedByHandler) await completeJob(db, job, now);
      completed += 1;
    } catch (error) {
      if (error instanceof LostClaimError) continue;
      options.onError?.(job, error);
      const delay = typeof entry === "object" ? entry.retryDelayMs : retryDelayMs;
      await releaseFailed(db, job, clock(), error, delay);
    }
  }
  return completed;
}

/**
 * Runs each lane's due jobs at the same time, each lane one job after another: a lane waiting on
 * a partner that hangs (the warehouse, up to its timeout per call) does not hold up another lane's
 * e-mails. A job type belongs to one lane only. Answers how many jobs completed in all.
 */
export async function runDueJobsInLanes(
  db: Database,
  lanes: readonly JobHandlers[],
  options: RunOptions = {},
): Promise<number> {
  const completed = await Promise.all(lanes.map((lane) => runDueJobs(db, lane, options)));
  return completed.reduce((sum, count) => sum + count, 0);
}

async function releaseFailed(
  db: Database,
  job: ClaimedJob,
  now: Date,
  error: unknown,
  delayMs: (attempts: number) => number,
) {
  const reason = error instanceof Error ? error.message : String(error);
  const exhausted =
    error instanceof InvalidPayloadError ||
    (job.attempts >= job.maxAttempts && !(error instanceof PartnerDownError));
  await db
    .update(jobs)
    .set({
      status: exhausted ? "failed" : "pending",
      run_at: exhausted ? undefined : new Date(now.getTime() + delayMs(job.attempts)),
      locked_until: null,
      last_error: reason.slice(0, 2000),
    })
    .where(
      and(eq(jobs.id, job.id), eq(jobs.claim_token, job.claimToken), eq(jobs.status, "pending")),
    );
}

/**
 * Makes the jobs of a type that wait out a back-off after failing due at once: what failed them
 * (a partner that was down) answers again, and the back-off, meant for a partner still down, would
 * otherwise hold them up to half as long again as they have waited. Answers how many.
 */
export async function bringForwardRetries(db: Executor, type: string, now: Date): Promise<number> {
  const moved = await db
    .update(jobs)
    .set({ run_at: now })
    .where(
      and(
        eq(jobs.type, type),
        eq(jobs.status, "pending"),
        gt(jobs.attempts, 0),
        gt(jobs.run_at, now),
      ),
    )
    .returning({ id: jobs.id });
  return moved.length;
}
