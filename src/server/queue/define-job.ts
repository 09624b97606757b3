import { z } from "zod";
import type { Executor } from "@/server/db/client";
import { retryDelayMs } from "./backoff";
import {
  enqueueJob,
  InvalidPayloadError,
  type ClaimedJob,
  type JobContext,
  type JobHandlers,
  type JobRunner,
} from "./job-queue";

/**
 * The worker runs its lanes side by side, each one job after another: the warehouse's (each call
 * may wait out the partner's timeout) and the general one (e-mails, gift cards, payments).
 */
export type JobLane = "warehouse" | "general";
const LANES: readonly JobLane[] = ["warehouse", "general"];

export interface EnqueueOptions {
  /** Due from then; default: at once. */
  runAt?: Date;
  /** Replaces the job's own key (`key` of its definition): at most one job with it, ever. */
  singletonKey?: string;
}

/** What the worker needs of a job, whatever its payload: `Deps` is what its handler is given. */
export interface RunnableJob<Deps> {
  readonly name: string;
  readonly lane: JobLane;
  readonly maxAttempts: number;
  readonly retryDelayMs: (attempts: number) => number;
  /** Parses the stored payload (a job whose payload fails its schema fails at once), then runs. */
  run(job: ClaimedJob, context: JobContext, deps: Deps): Promise<void>;
}

export interface Job<
  Payload,
  Deps,
  Key extends string | undefined = string | undefined,
> extends RunnableJob<Deps> {
  readonly payload: z.ZodType<Payload>;
  /** The singleton key the job is enqueued with unless the caller gives one (none: no key). */
  keyOf(payload: Payload): Key;
  /** Adds the job in the caller's transaction. Answers its id, or null when its key exists. */
  enqueue(tx: Executor, payload: Payload, options?: EnqueueOptions): Promise<number | null>;
}

export interface JobSpec<Payload, Deps> {
  /** The `jobs.type` it is stored under; never renamed while jobs of it may be waiting. */
  name: string;
  payload: z.ZodType<Payload>;
  lane: JobLane;
  /** Attempts before the job is marked failed (never for a PartnerDownError). Default 10. */
  maxAttempts?: number;
  /** Wait after the n-th failed attempt. Default: 10 s doubling, at most an hour (backoff.ts). */
  retryDelayMs?: (attempts: number) => number;
  /** Its singleton key: one job per key, ever (a repeated enqueue is a no-op). */
  key?: (payload: Payload) => string;
  handle(payload: Payload, context: JobContext, deps: Deps): Promise<void>;
}

/**
 * One job of the shop: its name, payload schema, attempts, back-off, lane and handler, and a typed
 * `enqueue`, so a wrong payload is a type error where it is queued and a failure (no retries) where
 * a stored one does not parse. `Deps` is what the handler needs from whoever runs the worker (a
 * payment gateway, a warehouse partner), so the queue imports no service.
 */
export function defineJob<Payload, Deps = object>(
  spec: JobSpec<Payload, Deps> & { key: (payload: Payload) => string },
): Job<Payload, Deps, string>;
export function defineJob<Payload, Deps = object>(
  spec: JobSpec<Payload, Deps>,
): Job<Payload, Deps, undefined>;
export function defineJob<Payload, Deps>(spec: JobSpec<Payload, Deps>): Job<Payload, Deps> {
  const maxAttempts = spec.maxAttempts ?? 10;
  const keyOf = (payload: Payload) => spec.key?.(payload);
  return {
    name: spec.name,
    lane: spec.lane,
    maxAttempts,
    retryDelayMs: spec.retryDelayMs ?? retryDelayMs,
    payload: spec.payload,
    keyOf,
    enqueue: (tx, payload, options = {}) =>
      enqueueJob(tx, {
        type: spec.name,
        payload: payload as Record<string, unknown>,
        runAt: options.runAt,
        singletonKey: options.singletonKey ?? keyOf(payload),
        maxAttempts,
      }),
    async run(job, context, deps) {
      const parsed = spec.payload.safeParse(job.payload);
      if (!parsed.success)
        throw new InvalidPayloadError(`${spec.name}: ${z.prettifyError(parsed.error)}`);
      await spec.handle(parsed.data, context, deps);
    },
  };
}

type DepsOfJob<J> = J extends RunnableJob<infer Deps> ? Deps : never;
type Intersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void
  ? I
  : never;
/** Everything the handlers of a list of jobs need between them. */
export type DepsOf<Jobs extends readonly RunnableJob<never>[]> = Intersection<
  DepsOfJob<Jobs[number]>
>;

/** The handlers of these jobs, all in one lane (a test, or a pass that runs one kind of job). */
export function jobHandlers<const Jobs extends readonly RunnableJob<never>[]>(
  jobs: Jobs,
  deps: DepsOf<Jobs>,
): JobHandlers {
  const handlers: Record<string, JobRunner> = {};
  for (const job of jobs as readonly RunnableJob<DepsOf<Jobs>>[]) {
    if (job.name in handlers) throw new Error(`Two jobs are named ${job.name}`);
    handlers[job.name] = {
      run: (claimed, context) => job.run(claimed, context, deps),
      retryDelayMs: job.retryDelayMs,
    };
  }
  return handlers;
}

/** The handlers of these jobs by lane, for `runDueJobsInLanes`: a job type is in one lane only. */
export function jobLanes<const Jobs extends readonly RunnableJob<never>[]>(
  jobs: Jobs,
  deps: DepsOf<Jobs>,
): JobHandlers[] {
  return LANES.map((lane) =>
    jobHandlers(
      jobs.filter((job) => job.lane === lane),
      deps as never,
    ),
  );
}
