import { UNAVAILABLE_MESSAGE, UNEXPECTED_ERROR_MESSAGE } from "@/domain/api/errors";
import { isDatabaseUnavailable } from "@/server/db/unavailable";
import { AppError, isAppError } from "@/server/errors/app-error";
import { getErrorReporter, type ErrorContext } from "@/server/integrations/errors";
import type { Logger } from "@/server/observability/logger";

/**
 * The one place an error becomes an answer. An AppError says what to show; a database that is
 * down is a 503; anything else is reported and answered with the request id only, never with its
 * own text (which may hold SQL, parameters or paths).
 */
export function toAppError(error: unknown, log: Logger, context: ErrorContext): AppError {
  if (isAppError(error)) return error;
  if (isDatabaseUnavailable(error)) {
    log.warn({ event: "database_unavailable", err: describe(error) }, "database unavailable");
    return new AppError("unavailable", UNAVAILABLE_MESSAGE, { cause: error });
  }
  getErrorReporter().captureException(error, context);
  return new AppError("internal", UNEXPECTED_ERROR_MESSAGE, { cause: error });
}

function describe(error: unknown): { name?: string; message: string; code?: unknown } {
  if (error instanceof Error)
    return { name: error.name, message: error.message, code: (error as { code?: unknown }).code };
  return { message: String(error) };
}

/** As scripts/server.mjs says on a page's 503. */
const RETRY_AFTER_SECONDS = "30";

export function errorResponse(
  error: AppError,
  requestId: string,
  headers: Record<string, string> = {},
): Response {
  const reference =
    error.code === "internal" || error.code === "unavailable" ? requestId : undefined;
  // An outage says when to come back, whichever path the failure took (a transaction's broken
  // connection leaves no mark for scripts/server.mjs, which adds it to pages' 503s).
  const retry: Record<string, string> =
    error.code === "unavailable" ? { "retry-after": RETRY_AFTER_SECONDS } : {};
  return Response.json(error.toBody(reference), {
    status: error.status,
    headers: { "cache-control": "no-store", "x-request-id": requestId, ...retry, ...headers },
  });
}
