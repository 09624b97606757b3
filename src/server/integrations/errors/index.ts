import type { ErrorReporter } from "./error-reporter";
import { createLogErrorReporter } from "./log-error-reporter";

export type { ErrorContext, ErrorReporter } from "./error-reporter";

const globalForReporter = globalThis as unknown as { littlerobeErrorReporter?: ErrorReporter };

/** The configured reporter: the log adapter unless SENTRY_DSN is set. */
export function getErrorReporter(): ErrorReporter {
  globalForReporter.littlerobeErrorReporter ??= createLogErrorReporter();
  return globalForReporter.littlerobeErrorReporter;
}
