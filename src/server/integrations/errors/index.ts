import { env } from "@/config/env";
import type { ErrorReporter } from "./error-reporter";
import { createLogErrorReporter } from "./log-error-reporter";

export type { ErrorContext, ErrorReporter } from "./error-reporter";

const globalForReporter = globalThis as unknown as { littlerobeErrorReporter?: ErrorReporter };

/** The configured reporter: the log adapter, until `initErrorReporting` has chosen Sentry. */
export function getErrorReporter(): ErrorReporter {
  globalForReporter.littlerobeErrorReporter ??= createLogErrorReporter();
  return globalForReporter.littlerobeErrorReporter;
}

/**
 * Chooses the adapter once at start (`register()` in src/instrumentation.ts): with SENTRY_DSN set,
 * the SDK starts and Sentry reports from then on. The SDK is imported only then, because loading
 * it costs seconds that a shop without Sentry should not pay.
 */
export async function initErrorReporting(): Promise<ErrorReporter> {
  const { SENTRY_DSN, SENTRY_ENVIRONMENT } = env();
  if (SENTRY_DSN && getErrorReporter().name !== "sentry") {
    const { createSentryErrorReporter, initSentry } =
      await import("./sentry/sentry-error-reporter");
    initSentry({ dsn: SENTRY_DSN, environment: SENTRY_ENVIRONMENT });
    globalForReporter.littlerobeErrorReporter = createSentryErrorReporter();
  }
  return getErrorReporter();
}

/** Tests swap the reporter to see what was reported; `undefined` puts the default back. */
export function setErrorReporterForTests(reporter: ErrorReporter | undefined): void {
  globalForReporter.littlerobeErrorReporter = reporter;
}
