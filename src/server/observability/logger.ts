import pino, { type Logger } from "pino";

export type { Logger };

/**
 * The shop's one logger: JSON lines on stdout. Secrets are redacted wherever they sit in the
 * logged object, so a careless `log.info({ body })` cannot leak a password or a card number.
 */
export const REDACTED_KEYS = [
  "password",
  "password2",
  "newPassword",
  "currentPassword",
  "token",
  "secret",
  "cookie",
  "authorization",
  "cardNumber",
  "card_number",
  "cvc",
  "securityCode",
];

function redactPaths(): string[] {
  const paths: string[] = [];
  for (const key of REDACTED_KEYS) paths.push(key, `*.${key}`, `*.*.${key}`, `headers.${key}`, `req.headers.${key}`);
  return paths;
}

const globalForLogger = globalThis as unknown as { littlerobeLogger?: Logger };

function createLogger(destination?: pino.DestinationStream): Logger {
  return pino(
    {
      base: { service: "littlerobe" },
      level: "info",
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: redactPaths(), censor: "[redacted]" },
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  );
}

export function getLogger(): Logger {
  globalForLogger.littlerobeLogger ??= createLogger();
  return globalForLogger.littlerobeLogger;
}

/** A logger writing to `destination`; tests read what it wrote. */
export function createLoggerForTests(destination: pino.DestinationStream): Logger {
  return createLogger(destination);
}

/** Every line logged while handling one request carries its id. */
export function requestLogger(requestId: string, fields: Record<string, unknown> = {}): Logger {
  return getLogger().child({ requestId, ...fields });
}
