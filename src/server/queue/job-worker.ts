import { AsyncResource } from "node:async_hooks";
import { env, isBuildPhase } from "@/config/env";
import { getDb, type Database } from "@/server/db/client";
import { getLogger } from "@/server/observability/logger";
import { InvalidPayloadError, runDueJobsInLanes, type JobHandlers } from "./job-queue";
import { onJobQueued } from "./wake";

/** How often each web process looks for due jobs. */
const POLL_EVERY_MS = 5_000;

const globals = globalThis as unknown as {
  littlerobeJobWorker?: NodeJS.Timeout;
  littlerobeJobsRunning?: boolean;
};

/**
 * What a worker runs, given by whoever starts it (src/server/jobs/index.ts's `shopWorker`), so the
 * queue knows no job: the handlers by lane (`jobLanes`, define-job.ts) and the scheduled jobs to
 * enqueue on each pass.
 */
export interface JobWorker {
  lanes(db: Database): JobHandlers[];
  /** Enqueues the scheduled jobs of this time slot (once, whichever process gets there first). */
  schedule(db: Database, now: Date): Promise<void>;
}

/**
 * Every web process polls the queue every 5 s (several may at once: a job is claimed by one with
 * `for update skip locked`), unless JOBS_IN_WEB=false leaves it to `npm run worker` (which passes
 * `separate`); a job the process queues itself wakes it at once (./wake.ts). Jobs live in the
 * database, so a restart loses none: a job a dead process had claimed is taken again once its
 * lease ends. The timer does not keep the process alive.
 */
export function startJobWorker(worker: JobWorker, options: { separate?: boolean } = {}): void {
  if (isBuildPhase() || globals.littlerobeJobWorker) return;
  if (!options.separate && !env().JOBS_IN_WEB) return;
  globals.littlerobeJobWorker = setInterval(() => void runJobsOnce(worker), POLL_EVERY_MS);
  if (!options.separate) globals.littlerobeJobWorker.unref();
  // A job this process queues runs at once, not at the next poll (./wake.ts). One queued during
  // a pass is taken by that pass, which runs until no job is due. Bound to this moment's context,
  // so a pass woken by a request runs as a polled one does, outside the request's stores.
  onJobQueued(AsyncResource.bind(() => void runJobsOnce(worker)));
}

/** Stops polling (the separate worker, on SIGTERM); a pass under way finishes. */
export function stopJobWorker(): void {
  if (globals.littlerobeJobWorker) clearInterval(globals.littlerobeJobWorker);
  globals.littlerobeJobWorker = undefined;
  onJobQueued(undefined);
}

/** Whether a pass is under way in this process. */
export function jobsRunning(): boolean {
  return globals.littlerobeJobsRunning === true;
}

/**
 * One pass: the scheduled jobs of this time slot are enqueued (once, whichever process gets there
 * first), then the due jobs run (never two passes at once in one process).
 */
export async function runJobsOnce(worker: JobWorker, now?: Date): Promise<number> {
  if (globals.littlerobeJobsRunning) return 0;
  globals.littlerobeJobsRunning = true;
  try {
    const db = getDb();
    await worker.schedule(db, now ?? new Date());
    return await runDueJobsInLanes(db, worker.lanes(db), {
      now: now ? () => now : undefined,
      onError: (job, error) =>
        error instanceof InvalidPayloadError
          ? getLogger().error(
              { event: "job_payload_invalid", jobId: job.id, type: job.type, err: error },
              "A job's payload does not parse; it is marked failed",
            )
          : getLogger().warn(
              {
                event: "job_failed",
                jobId: job.id,
                type: job.type,
                attempts: job.attempts,
                err: error,
              },
              "A job failed; it will be tried again",
            ),
    });
  } catch (error) {
    getLogger().warn({ event: "job_poll_failed", err: error }, "The job queue could not be polled");
    return 0;
  } finally {
    globals.littlerobeJobsRunning = false;
  }
}
