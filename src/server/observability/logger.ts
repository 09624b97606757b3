import pino, { type Level, type Logger } from "pino";
import { env } from "@/config/env";

export type { Logger };

/**
 * The shop's one logger: JSON lines on stdout. Secrets are redacted wherever they sit in the
 * logged object (at any depth, in any letter case, with or without '_' or '-'), so a careless
 * `log.info({ body })` cannot leak a password, a token, a cookie or a card number.
 */
export const REDACTED_KEYS = [
  "password",
  "token",
  "secret",
  "cookie",
  "authorization",
  "apikey",
  "cardnumber",
  "cvc",
  "cvv",
  "securitycode",
  // Bound SQL parameters (a failed query's error carries them): session tokens, e-mails.
  "params",
  "parameters",
];

export const REDACTED = "[redacted]";

/** A key is secret when its letters contain one of REDACTED_KEYS ('newPassword', 'set-cookie', 'card_number'). */
function isSecretKey(key: string): boolean {
  const normalised = key.toLowerCase().replace(/[^a-z0-9]/g, "");
  return REDACTED_KEYS.some((secret) => normalised.includes(secret));
}

const MAX_DEPTH = 8;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

// A secret in a URL's query string: '/reset-password?token=abc' keeps '?token=' and loses 'abc'.
const SECRET_QUERY_VALUE = /([?&#][^=&#\s]*(?:token|password|secret|key)[^=&#\s]*=)[^&#\s]+/gi;
// Drizzle's failed-query message ends with the bound values: 'Failed query: …\nparams: <token>,1'.
const QUERY_PARAMS_LINE = /(\nparams: )[^\n]*/g;

/** Text with the secrets it may carry (query-string secrets, bound SQL values) replaced. */
export function redactText(text: string): string {
  return text
    .replace(SECRET_QUERY_VALUE, `$1${REDACTED}`)
    .replace(QUERY_PARAMS_LINE, `$1${REDACTED}`);
}

/** A copy with secret keys replaced; Errors and other class instances go to pino's serializers as they are. */
function redact(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return redactText(value);
  if (depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  if (!isPlainObject(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value))
    copy[key] = isSecretKey(key) ? REDACTED : redact(item, depth + 1);
  return copy;
}

function serializeError(error: unknown): unknown {
  const serialized = pino.stdSerializers.errWithCause(error as Error);
  try {
    return redact(JSON.parse(JSON.stringify(serialized)));
  } catch {
    // A field that cannot be written (a cycle): the essentials only.
    const { type, message, stack } = serialized as {
      type?: unknown;
      message?: unknown;
      stack?: unknown;
    };
    return { type, message: redact(message), stack };
  }
}

type LogLevel = Level | "silent";

function configuredLevel(): LogLevel {
  const { LOG_LEVEL, NODE_ENV } = env();
  return LOG_LEVEL ?? (NODE_ENV === "test" ? "silent" : "info");
}

function createLogger(level: LogLevel, destination?: pino.DestinationStream): Logger {
  const logger = pino(
    {
      base: { service: "littlerobe" },
      level,
      timestamp: pino.stdTimeFunctions.isoTime,
      hooks: {
        // The message text too: formatters.log below only sees the merged object.
        logMethod(args, method) {
          return method.apply(
            this,
            args.map((arg) => (typeof arg === "string" ? redact(arg) : arg)) as typeof args,
          );
        },
      },
      formatters: {
        level: (label) => ({ level: label }),
        log: (object) => redact(object) as Record<string, unknown>,
      },
      // An error under `err` keeps its type, code, stack and chain of causes ('Error getting user
      // by id' ← the database's own error); its own fields are redacted like any other (the
      // serializer's objects are not plain ones, hence the JSON round trip).
      serializers: { err: serializeError },
    },
    destination,
  );
  // pino gives children's fields no formatter, so they are redacted on the way in; children of
  // children inherit this method.
  const child = logger.child;
  logger.child = function (this: Logger, bindings, options) {
    return child.call(this, redact(bindings) as pino.Bindings, options);
  } as Logger["child"];
  return logger;
}

const globalForLogger = globalThis as unknown as { littlerobeLogger?: Logger };

export function getLogger(): Logger {
  globalForLogger.littlerobeLogger ??= createLogger(configuredLevel());
  return globalForLogger.littlerobeLogger;
}

/** Tests: `getLogger()` and `requestLogger()` write with this logger from now on; `undefined` restores the default. */
export function setLoggerForTests(logger: Logger | undefined): void {
  globalForLogger.littlerobeLogger = logger;
}

/** A logger writing to `destination` at `level` (whatever LOG_LEVEL says); tests read what it wrote. */
export function createLoggerForTests(
  destination: pino.DestinationStream,
  level: LogLevel = "trace",
): Logger {
  return createLogger(level, destination);
}

/** Every line logged while handling one request carries its id. */
export function requestLogger(requestId: string, fields: Record<string, unknown> = {}): Logger {
  return getLogger().child({ requestId, ...fields });
}
