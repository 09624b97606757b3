import type { Instrumentation } from "next";
import { markWhenDatabaseDown } from "@/server/observability/database-down-marks";

// Next.js's instrumentation hooks (src/instrumentation.ts re-exports them). They live under
// src/config because they read process.env: NEXT_RUNTIME must be written out in the module that
// guards the Node-only imports below, since Next.js replaces it per runtime at build time and so
// leaves those modules out of any Edge bundle (a check in another module is not replaced and the
// build fails); env.ts cannot be read for it here.

/**
 * Runs once before the server takes requests: chooses the error reporter (Sentry when SENTRY_DSN
 * is set) and opens the database, so the embedded one's data folder is this server's from the
 * start (most pages are served from the page cache and would not open it before a write), and
 * starts the worker of the job queue (e-mails, coupons, warehouse syncs, and the sweep that gives
 * back the stock of unpaid checkouts past their reservation), unless JOBS_IN_WEB=false.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // A plain `next start` too refuses a public shop on stand-ins (scripts/server.mjs did already).
  if (process.env.NEXT_PHASE !== "phase-production-build") {
    const { exitWhenOnStandIns } = await import("./stand-ins.mjs");
    exitWhenOnStandIns(process.env);
  }
  // First: Next.js prints errors with console.error, and no line may carry a token.
  const { redactConsole } = await import("@/server/observability/console-redaction");
  redactConsole();
  const { initErrorReporting } = await import("@/server/integrations/errors");
  await initErrorReporting();
  const { openDatabaseAtStart } = await import("@/server/db/open-at-start");
  openDatabaseAtStart();
  const { startJobWorker } = await import("@/server/queue/job-worker");
  const { shopWorker } = await import("@/server/jobs");
  startJobWorker(shopWorker);
}

/** Errors Next.js caught while rendering a page or running an action: reported through our reporter. */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // Before any await: Next.js writes the page's 500 right after this call returns.
  markWhenDatabaseDown(error, request.headers);
  const { reportRequestError } = await import("@/server/observability/report-request-error");
  reportRequestError(error, request, context);
};
