import { isDatabaseUnavailable } from "@/server/db/unavailable";

/** The header scripts/server.mjs stamps on each request (a random key). */
const REQUEST_KEY_HEADER = "x-littlerobe-request-key";

const globals = globalThis as unknown as { littlerobeDatabaseDownRequests?: Set<string> };

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
