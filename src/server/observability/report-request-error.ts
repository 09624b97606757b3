import { toAppError } from "@/server/http/error-response";
import { requestIdFrom } from "@/server/http/request-id";
import { requestLogger } from "./logger";

/** What Next.js hands `onRequestError` (src/instrumentation.ts), reduced to what is reported. */
export interface RequestErrorInfo {
  path: string;
  method: string;
  headers: Record<string, string | string[] | undefined>;
}

export interface RequestErrorContext {
  routePath: string;
  routeType: string;
}

function headersOf(raw: RequestErrorInfo["headers"]): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (typeof value === "string") headers.set(name, value);
    else if (Array.isArray(value)) headers.set(name, value.join(", "));
  }
  return headers;
}

/**
 * An error Next.js caught outside our route pipeline: a page, layout or server component that
 * threw while rendering, or a server action not wrapped by handleAction. It goes through the same
 * mapping as a route's error: a database that is down is a warning, an AppError is expected, and
 * anything else is reported. The digest is what the error page shows as its reference.
 */
export function reportRequestError(
  error: unknown,
  request: RequestErrorInfo,
  context: RequestErrorContext,
): void {
  const requestId = requestIdFrom(headersOf(request.headers));
  const path = request.path.split("?")[0] ?? request.path;
  const digest =
    typeof error === "object" && error !== null && "digest" in error
      ? String(error.digest)
      : undefined;
  const tags = {
    routeType: context.routeType,
    routePath: context.routePath,
    ...(digest ? { digest } : {}),
  };
  const log = requestLogger(requestId, { method: request.method, path, ...tags });
  toAppError(error, log, { requestId, path, method: request.method, tags });
}
