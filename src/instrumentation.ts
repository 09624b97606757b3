import type { Instrumentation } from "next";
import { markWhenDatabaseDown } from "@/server/observability/database-down-marks";

// process.env.NEXT_RUNTIME is replaced per runtime when Next.js builds this file, so the Node-only
// modules below are left out of any Edge bundle; env.ts cannot be read for it here.

/**
 * Runs once before the server takes requests: chooses the error reporter (Sentry when SENTRY_DSN
 * is set) and opens the database, so the embedded one's data folder is this server's from the
 * start (most pages are served from the page cache and would not open it before a write).
 */
export async function register(): Promise<void> {
  // eslint-disable-next-line no-restricted-properties -- see above
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { initErrorReporting } = await import("@/server/integrations/errors");
  await initErrorReporting();
  const { openDatabaseAtStart } = await import("@/server/db/open-at-start");
  openDatabaseAtStart();
}

/** Errors Next.js caught while rendering a page or running an action: reported through our reporter. */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  // eslint-disable-next-line no-restricted-properties -- see above
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // Before any await: Next.js writes the page's 500 right after this call returns.
  markWhenDatabaseDown(error, request.headers);
  const { reportRequestError } = await import("@/server/observability/report-request-error");
  reportRequestError(error, request, context);
};
