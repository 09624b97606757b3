import { getLogger, type Logger } from "@/server/observability/logger";
import type { ErrorContext, ErrorReporter } from "./error-reporter";

function describe(error: unknown): { name: string; message: string; stack?: string } {
  if (error instanceof Error) return { name: error.name, message: error.message, stack: error.stack };
  return { name: "NonError", message: String(error) };
}

/** The default adapter: the report is a log line (stack included), read where the logs go. */
export function createLogErrorReporter(logger: Logger = getLogger()): ErrorReporter {
  return {
    name: "log",
    captureException(error: unknown, context: ErrorContext = {}) {
      logger.error({ event: "error_reported", err: describe(error), ...context }, "unexpected error");
    },
    captureMessage(message, level, context = {}) {
      const method = level === "warning" ? "warn" : level;
      logger[method]({ event: "message_reported", ...context }, message);
    },
    async flush() {},
  };
}
