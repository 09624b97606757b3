import { getLogger, type Logger } from "@/server/observability/logger";
import type { ErrorContext, ErrorReporter } from "./error-reporter";

/** The default adapter: the report is a log line (stack included), read where the logs go. */
export function createLogErrorReporter(logger?: Logger): ErrorReporter {
  // Resolved per report: the reporter lives for the process, a logger swapped in by a test does not.
  const log = () => logger ?? getLogger();
  return {
    name: "log",
    captureException(error: unknown, context: ErrorContext = {}) {
      log().error({ event: "error_reported", err: error, ...context }, "unexpected error");
    },
    captureMessage(message, level, context = {}) {
      const method = level === "warning" ? "warn" : level;
      log()[method]({ event: "message_reported", ...context }, message);
    },
    async flush() {},
  };
}
