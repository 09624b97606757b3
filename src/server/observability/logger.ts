import pino, { type Level, type Logger } from "pino";
import { env } from "@/config/env";
import { setShopLogger, shopLogger } from "@/server/runtime-bridge.mjs";

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

/** Keys redacted only when they are exactly these (lower case): PostgreSQL's `detail` quotes row values. */
const REDACTED_EXACT_KEYS = new Set(["detail"]);

export const REDACTED = "[redacted]";

/** A key is secret when its letters contain one of REDACTED_KEYS ('newPassword', 'set-cookie', 'card_number'). */
function isSecretKey(key: string): boolean {
  const normalised = key.toLowerCase().replace(/[^a-z0-9]/g, "");
  return (
    REDACTED_EXACT_KEYS.has(normalised) ||
    REDACTED_KEYS.some((secret) => normalised.includes(secret))
  );
}

const MAX_DEPTH = 8;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

// A secret in a URL's query string: '/reset-password?token=abc' keeps '?token=' and loses 'abc'.
const SECRET_QUERY_VALUE = /([?&#][^=&#\s]*(?:token|password|secret|key)[^=&#\s]*=)[^&#\s]+/gi;
// Drizzle's failed-query message ends with the bound values ('Failed query: …\nparams: <token>,1'),
// which may span lines: everything up to the stack's first frame goes.
const QUERY_PARAMS = /(\nparams: )[\s\S]*?(?=\n\s+at |$)/g;
// better-auth's reset token in a path ('/reset-password/<token>') or its verification row.
const RESET_TOKEN = /(reset-password[/:])[^/?#\s"',]+/gi;
// PostgreSQL quotes a row's values in its messages: 'Key (token)=(abc) already exists'.
const KEY_VALUES = /(Key \([^)]*\)=\()[^)]*(\))/g;
// A token however it reached the text (a session token, a signed cookie, an API key): a run of
// 20 or more letters and digits that mixes at least two of upper case, lower case and digits.
// Ordinary words and pure-digit numbers are left; a long hex hash is redacted too.
const TOKEN_LIKE = /(?<![A-Za-z0-9])[A-Za-z0-9]{20,}(?![A-Za-z0-9])/g;
// A card number: 13 to 19 digits, spaces or hyphens between groups allowed, passing Luhn's check.
const CARD_LIKE = /(?<![0-9])[0-9](?:[ -]?[0-9]){12,18}(?![0-9])/g;

function mixesClasses(run: string): boolean {
  const classes = [/[a-z]/, /[A-Z]/, /[0-9]/].filter((pattern) => pattern.test(run)).length;
  return classes >= 2;
}

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Text with the secrets it may carry (query-string secrets, bound SQL values, tokens, cards) replaced. */
export function redactText(text: string): string {
  return text
    .replace(SECRET_QUERY_VALUE, `$1${REDACTED}`)
    .replace(QUERY_PARAMS, `$1${REDACTED}`)
    .replace(RESET_TOKEN, `$1${REDACTED}`)
    .replace(KEY_VALUES, `$1${REDACTED}$2`)
    .replace(TOKEN_LIKE, (run) => (mixesClasses(run) ? REDACTED : run))
    .replace(CARD_LIKE, (run) => (passesLuhn(run.replace(/[ -]/g, "")) ? REDACTED : run));
}

/**
 * A copy with secret keys replaced and every string's secrets redacted. Errors at any depth are
 * serialized as under `err` (a failed query's error, handed over in better-auth's `details`,
 * would otherwise be written with its own fields, bound parameters included); other objects are
 * written as their JSON or their own fields, redacted alike; past MAX_DEPTH nothing is written.
 */
function redact(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return redactText(value);
  if (typeof value !== "object" || value === null) return value;
  if (depth > MAX_DEPTH) return REDACTED;
  if (value instanceof Error) return serializeError(value);
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  if (!isPlainObject(value)) {
    const json = (value as { toJSON?: unknown }).toJSON;
    if (typeof json === "function") return redact(json.call(value), depth + 1);
  }
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value))
    copy[key] = isSecretKey(key) ? REDACTED : redact(item, depth + 1);
  return copy;
}

function serializeError(error: unknown): unknown {
  // Under `err`, formatters.log (redact) has already serialized it: pino's serializer runs after.
  if (!(error instanceof Error)) return error;
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

/**
 * One logger per process, kept in src/server/runtime-bridge.mjs: development reloads reuse it, and
 * the cache handlers (outside the app's bundles) log with it.
 */
export function getLogger(): Logger {
  let logger = shopLogger();
  if (!logger) {
    logger = createLogger(configuredLevel());
    setShopLogger(logger);
  }
  return logger;
}

/** Tests: `getLogger()` and `requestLogger()` write with this logger from now on; `undefined` restores the default. */
export function setLoggerForTests(logger: Logger | undefined): void {
  setShopLogger(logger);
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
