import { isDatabaseUnavailable } from "@/server/db/unavailable";

/** The header scripts/server.mjs stamps on each request (a random key). */
const REQUEST_KEY_HEADER = "x-littlerobe-request-key";

const globals = globalThis as unknown as {
  littlerobeDatabaseDownRequests?: Set<string>;
  littlerobeDatabaseDownAt?: number;
};

/**
 * When PostgreSQL last failed to answer (cleared when it answers again), on globalThis for
 * scripts/server.mjs: a page whose error was wrapped on the way (a cached read) carries no sign of
 * its cause, so a 500 while the database is down is answered 503 too.
 */
export function noteDatabaseUnavailable(): void {
  globals.littlerobeDatabaseDownAt = Date.now();
}

export function noteDatabaseAnswered(): void {
  if (globals.littlerobeDatabaseDownAt !== undefined) globals.littlerobeDatabaseDownAt = undefined;
}

/**
 * Called synchronously from onRequestError, before Next.js writes the failed page's status: a
 * request whose rendering failed because the database is down is marked, and the shop's server
 * (scripts/server.mjs) answers it 503 instead of 500. Marks are removed when the answer ends.
 */
export function markWhenDatabaseDown(
  error: unknown,
  headers: Record<string, string | string[] | undefined>,
): boolean {
  const key = headers[REQUEST_KEY_HEADER];
  if (typeof key !== "string" || !isDatabaseUnavailable(error)) return false;
  const marks = (globals.littlerobeDatabaseDownRequests ??= new Set());
  if (marks.size > 10_000) marks.clear(); // never grows without bound, even if answers are lost
  marks.add(key);
  return true;
}
