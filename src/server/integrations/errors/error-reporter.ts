/**
 * Error reporting (spec 1 and 9: an error-reporting and performance-tracing service). The shop
 * reports unexpected errors through this interface only; the adapter is chosen by configuration.
 */
export interface ErrorContext {
  requestId?: string;
  /** The route or page path, without the query string. */
  path?: string;
  method?: string;
  userId?: string;
  /** Extra facts; never secrets or bodies. */
  tags?: Record<string, string>;
}

export interface ErrorReporter {
  readonly name: string;
  captureException(error: unknown, context?: ErrorContext): void;
  captureMessage(
    message: string,
    level: "info" | "warning" | "error",
    context?: ErrorContext,
  ): void;
  /** Sends what is queued (before a process exits). */
  flush(timeoutMs?: number): Promise<void>;
}
