import type { Instrumentation } from "next";
import { isNodeRuntime } from "@/config/runtime";
import { markWhenDatabaseDown } from "@/server/observability/database-down-marks";

// The Node-only modules below are imported on demand, in the Node.js runtime only; env.ts (which
// imports node:path) cannot be read here, so the runtime check lives in its own small config file.

/** Runs once before the server takes requests: chooses the error reporter (Sentry when SENTRY_DSN is set). */
export async function register(): Promise<void> {
  if (!isNodeRuntime()) return;
  const { initErrorReporting } = await import("@/server/integrations/errors");
  await initErrorReporting();
}

/** Errors Next.js caught while rendering a page or running an action: reported through our reporter. */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (!isNodeRuntime()) return;
  // Before any await: Next.js writes the page's 500 right after this call returns.
  markWhenDatabaseDown(error, request.headers);
  const { reportRequestError } = await import("@/server/observability/report-request-error");
  reportRequestError(error, request, context);
};
