/** The first retry waits this long; each later one twice as long as the one before. */
export const FIRST_RETRY_MS = 10_000;
/** No retry waits longer than an hour. */
export const MAX_RETRY_MS = 60 * 60 * 1000;

/** How long a job waits after its `attempts`-th failed attempt (1 → 10 s, 2 → 20 s, … ≤ 1 h). */
export function retryDelayMs(attempts: number): number {
  const exponent = Math.max(0, Math.min(attempts - 1, 20));
  return Math.min(FIRST_RETRY_MS * 2 ** exponent, MAX_RETRY_MS);
}
