import { format } from "node:util";
import { REDACTED, redactText } from "./logger";

const METHODS = ["error", "warn", "log", "info", "debug"] as const;
const installed = Symbol.for("littlerobe.consoleRedaction");
const MAX_CAUSES = 8;

/** Own fields of an error that quote data rather than describe the failure. */
const DATA_FIELDS = new Set(["params", "parameters", "detail", "query"]);

/**
 * A stand-in for an error, printed as the error would be (its class, message, stack, digest and
 * causes) but with its text redacted and the fields that quote data (a failed query's bound
 * values and text, PostgreSQL's `detail`) left out.
 */
function scrubbedError(error: Error, depth = 0): Error {
  const copy = Object.create(Object.getPrototypeOf(error) as object) as Error;
  Object.defineProperty(copy, "message", { value: redactText(error.message), writable: true });
  Object.defineProperty(copy, "stack", {
    value: error.stack === undefined ? undefined : redactText(error.stack),
    writable: true,
  });
  for (const [key, value] of Object.entries(error)) {
    if (key === "cause") continue;
    (copy as unknown as Record<string, unknown>)[key] = DATA_FIELDS.has(key)
      ? REDACTED
      : typeof value === "string"
        ? redactText(value)
        : value;
  }
  if (error.cause !== undefined) {
    const cause =
      error.cause instanceof Error && depth < MAX_CAUSES
        ? scrubbedError(error.cause, depth + 1)
        : typeof error.cause === "string"
          ? redactText(error.cause)
          : REDACTED;
    Object.defineProperty(copy, "cause", { value: cause, writable: true });
  }
  return copy;
}

/**
 * Every console line of this process is redacted like the shop's logger's: Next.js prints a
 * page's uncaught error with console.error itself, and a failed query's error carries its bound
 * values (a session token, a reset token) in its message and fields.
 */
export function redactConsole(target: Console = console): void {
  const marked = target as Console & { [installed]?: true };
  if (marked[installed]) return;
  marked[installed] = true;
  for (const method of METHODS) {
    const original = target[method].bind(target);
    target[method] = (...args: unknown[]) =>
      original(
        redactText(format(...args.map((arg) => (arg instanceof Error ? scrubbedError(arg) : arg)))),
      );
  }
}
