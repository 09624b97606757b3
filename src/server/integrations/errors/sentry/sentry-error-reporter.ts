import * as Sentry from "@sentry/nextjs";
import type { NodeOptions } from "@sentry/nextjs";
import { redactText } from "@/server/observability/logger";
import type { ErrorContext, ErrorReporter } from "../error-reporter";
import { createLogErrorReporter } from "../log-error-reporter";
import { dropNotFoundPage, tracesSampler } from "./sentry-tracing";

interface SentryConfig {
  dsn: string;
  /** Spec 9: defaults to 'production' (env.ts), never to NODE_ENV as the SDK would. */
  environment: string;
}

/** The SDK options of spec 9. */
function sentryOptions({ dsn, environment }: SentryConfig): NodeOptions {
  return {
    dsn,
    environment,
    // Spec 9: trace sample rate 1 (api/ paths included); the sampler only turns the 404 page away.
    tracesSampler,
    // Whole transactions, not streamed spans: a request for an unknown address is only known to
    // be the 404 page when it ends, and only beforeSendTransaction sees the finished request.
    traceLifecycle: "static",
    beforeSendTransaction: dropNotFoundPage,
    // The SDK drops 3xx and 401-404 answers by default; api/ answers are all traced (spec 9), so
    // dropNotFoundPage is the only rule by status. Incoming spans stay Next.js's own, as the SDK sets.
    integrations: (defaults) =>
      defaults.map((integration) =>
        integration.name === "Http"
          ? Sentry.httpIntegration({ disableIncomingRequestSpans: true, ignoreStatusCodes: [] })
          : integration,
      ),
    // An error's text is sent as it is, except the secrets it may carry (bound SQL values, a
    // token in a URL), as in our own logs.
    beforeSend(event) {
      for (const exception of event.exception?.values ?? []) {
        if (exception.value) exception.value = redactText(exception.value);
      }
      if (event.message) event.message = redactText(event.message);
      return event;
    },
    // Nothing a visitor typed or carries leaves the shop: no cookies, headers, bodies, query
    // strings (a reset link holds its token there), bound SQL parameters or local variables.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
      databaseQueryData: false,
      stackFrameVariables: false,
    },
  };
}

/** Starts the SDK once per process (src/instrumentation.ts); a second call is ignored by the SDK. */
export function initSentry(config: SentryConfig): void {
  Sentry.init(sentryOptions(config));
}

function applyContext(
  scope: Sentry.Scope,
  { requestId, path, method, userId, tags }: ErrorContext,
): void {
  if (requestId) scope.setTag("request_id", requestId);
  if (path) scope.setTag("path", path);
  if (method) scope.setTag("method", method);
  if (userId) scope.setUser({ id: userId });
  if (tags) scope.setTags(tags);
}

/**
 * The Sentry adapter: each report goes to Sentry with the request id as a tag, and is also written
 * as a log line, so the logs stay complete whichever adapter runs.
 */
export function createSentryErrorReporter(
  log: ErrorReporter = createLogErrorReporter(),
): ErrorReporter {
  return {
    name: "sentry",
    captureException(error, context = {}) {
      log.captureException(error, context);
      Sentry.withScope((scope) => {
        applyContext(scope, context);
        Sentry.captureException(error);
      });
    },
    captureMessage(message, level, context = {}) {
      log.captureMessage(message, level, context);
      Sentry.withScope((scope) => {
        applyContext(scope, context);
        Sentry.captureMessage(message, level);
      });
    },
    async flush(timeoutMs = 2000) {
      await Promise.all([log.flush(timeoutMs), Sentry.flush(timeoutMs)]);
    },
  };
}
