import { isDatabaseUnavailable } from "@/server/db/unavailable";
import {
  databaseDownAt,
  markDatabaseDownRequest,
  setDatabaseDownAt,
} from "@/server/runtime-bridge.mjs";

/** The header scripts/server.mjs stamps on each request (a random key). */
const REQUEST_KEY_HEADER = "x-littlerobe-request-key";

/**
 * When PostgreSQL last failed to answer (cleared when it answers again), handed to
 * scripts/server.mjs over src/server/runtime-bridge.mjs: a page whose error was wrapped on the way
 * (a cached read) carries no sign of its cause, so a 500 while the database is down is answered
 * 503 too.
 */
export function noteDatabaseUnavailable(): void {
  setDatabaseDownAt(Date.now());
}

export function noteDatabaseAnswered(): void {
  if (databaseDownAt() !== undefined) setDatabaseDownAt(undefined);
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
  markDatabaseDownRequest(key);
  return true;
}
