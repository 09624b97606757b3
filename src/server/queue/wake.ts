/**
 * A job queued in this process wakes this process's worker, if it runs one, shortly after: a
 * family's e-mail goes out at once rather than at the next poll (every 5 s). Only a shortcut:
 * the job is in the database, so with no worker here, or a wake that comes before the queuing
 * transaction has committed, the next poll of any process finds it as before.
 */
export const WAKE_AFTER_MS = 50;

const slot = globalThis as unknown as {
  littlerobeWakeJobWorker?: () => void;
  littlerobeWakeTimer?: NodeJS.Timeout;
};

/** What a job queued now runs (the worker's pass), or undefined when the worker stops. */
export function onJobQueued(run: (() => void) | undefined): void {
  slot.littlerobeWakeJobWorker = run;
}

/** A due job was queued: one pass WAKE_AFTER_MS later, however many were queued meanwhile. */
export function jobQueued(): void {
  const run = slot.littlerobeWakeJobWorker;
  if (!run || slot.littlerobeWakeTimer) return;
  slot.littlerobeWakeTimer = setTimeout(() => {
    slot.littlerobeWakeTimer = undefined;
    run();
  }, WAKE_AFTER_MS);
  slot.littlerobeWakeTimer.unref();
}
