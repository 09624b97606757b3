import { and, eq, like, lt } from "drizzle-orm";
import { scheduleSlotKey } from "@/domain/warehouse/sync-rules";
import type { Database } from "@/server/db/client";
import { jobs } from "@/server/db/schema";
import type { Job } from "./define-job";

/** Done runs of a scheduled job are kept this long (for staff reading the queue), then cleared. */
const KEEP_DONE_MS = 24 * 60 * 60 * 1000;

/**
 * Enqueues a scheduled job once per time slot of `everyMinutes`: every process may call this on
 * every poll, and the slot's singleton key leaves one job. Done slots older than a day are cleared.
 */
export async function scheduleEvery(
  db: Database,
  job: Pick<Job<Record<string, never>, never>, "name" | "enqueue">,
  slot: { now: Date; everyMinutes: number },
): Promise<void> {
  if (slot.everyMinutes <= 0) return;
  await job.enqueue(
    db,
    {},
    { runAt: slot.now, singletonKey: scheduleSlotKey(job.name, slot.now, slot.everyMinutes) },
  );
}

/** Clears the done slots of scheduled jobs whose type starts with `typePrefix`. */
export async function clearDoneSlots(db: Database, typePrefix: string, now: Date): Promise<void> {
  await db
    .delete(jobs)
    .where(
      and(
        eq(jobs.status, "done"),
        like(jobs.singleton_key, `${typePrefix}%:slot:%`),
        lt(jobs.done_at, new Date(now.getTime() - KEEP_DONE_MS)),
      ),
    );
}
