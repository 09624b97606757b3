import path from "node:path";
import { z } from "zod";
import { showsDemoNotice } from "./stand-ins.mjs";

/**
 * The one place that reads process.env. Parsed once, on first use, so that scripts and
 * tests can set variables before anything imports configuration.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** Unset: embedded PGlite in DATA_DIR. Set: a PostgreSQL server. */
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default(".data"),
  /** PostgreSQL: how long to wait for a connection (a server that accepts but never answers fails here). */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  /** PostgreSQL: the longest one statement may run (server-side statement_timeout, and a client-side backstop). */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
  PORT: z.coerce.number().int().positive().default(3000),
  /** Public address of the shop, used in e-mails and redirects. */
  APP_URL: z.string().url().default("http://localhost:3000"),
  /** Disables the marketing subscriber sync (spec section 9, dev-mode flag). */
  DEV_MODE: z
    .enum(["true", "false", "1", "0"])
    .default("false")
    .transform((v) => v === "true" || v === "1"),
  NEXT_PHASE: z.string().optional(),
  /** Where sign-ups go (spec 7.4): our own table (default) or Mailchimp. */
  MAILING_LIST_PROVIDER: z.enum(["local", "mailchimp"]).default("local"),
  MAILCHIMP_API_KEY: z.string().optional(),
  /** The data centre, e.g. 'us21'; taken from the API key's suffix when unset. */
  MAILCHIMP_SERVER_PREFIX: z.string().optional(),
  /** Mailchimp audience (list) ids for the shop's lists NEWSLETTER, WAITLIST and SUBSCRIBER. */
  MAILCHIMP_LIST_NEWSLETTER: z.string().optional(),
  MAILCHIMP_LIST_WAITLIST: z.string().optional(),
  MAILCHIMP_LIST_SUBSCRIBER: z.string().optional(),
  /** Overrides the API address (e.g. a local stand-in), instead of https://{prefix}.api.mailchimp.com/3.0. */
  MAILCHIMP_BASE_URL: z.string().url().optional(),
  /** Signs session cookies and tokens. Required in production; the dev default is refused there. */
  BETTER_AUTH_SECRET: z.string().min(32).optional(),
  /** Unset: e-mails go to the email_outbox table only. Set (smtp://user:pass@host:port): sent by SMTP. */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default("Littlerobe <hello@littlerobe.co.uk>"),
  /**
   * Comma-separated addresses (or ranges) of reverse proxies whose X-Forwarded-For is believed.
   * Unset: the header is ignored and rate limits key on the TCP peer that `npm start` stamps.
   */
  TRUSTED_PROXY: z
    .string()
    .default("")
    .transform((v) =>
      v
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  /** Developer override (spec 6): load this user's profile instead of the signed-in one. Ignored in production. */
  DEV_PROFILE_USER_ID: z.string().min(1).optional(),
  /** Exposes GET /api/dev/outbox to browser tests even under `next start`. Never set it on a real shop. */
  /**
   * Sign-ups allowed per client address per hour (default 10). Browser tests, which sign up many
   * families from one address, raise it; the limit itself is tested in the integration tests.
   */
  SIGNUP_ATTEMPTS_PER_ADDRESS: z.coerce.number().int().positive().default(10),
  /**
   * Log-ins allowed per client address, and per account from one address, in 15 minutes (defaults
   * 50 and 20), and per account before log-ins are slowed. Browser tests, which sign the same staff
   * and demo accounts in many times from one address, raise it; the limits are tested in the
   * integration tests.
   */
  LOGIN_ATTEMPTS_PER_ADDRESS: z.coerce.number().int().positive().optional(),
  /**
   * Wrong promotion codes allowed per client address in 10 minutes (default 10; per payment page
   * it is always 10). Browser tests, which try codes for many families from one address, raise it.
   */
  PROMOTION_CODE_ATTEMPTS_PER_ADDRESS: z.coerce.number().int().positive().optional(),
  E2E_OUTBOX: z
    .enum(["true", "false", "1", "0"])
    .default("false")
    .transform((v) => v === "true" || v === "1"),
  /**
   * Browser tests only: opens POST /api/dev/jobs, which runs the due jobs as of a given time (the
   * gift card's e-mail on its day), even under `next start`. Never set it on a real shop.
   */
  E2E_CLOCK: z
    .enum(["true", "false", "1", "0"])
    .default("false")
    .transform((v) => v === "true" || v === "1"),
  /** Error reporting (spec 9): unset, errors are reported as log lines; set, they also go to Sentry. */
  SENTRY_DSN: z.string().url().optional(),
  /** The environment Sentry files events under; spec 9: defaults to production. */
  SENTRY_ENVIRONMENT: z.string().min(1).default("production"),
  /** pino level. Unset: 'info', or 'silent' under Vitest (NODE_ENV=test) so test output stays readable. */
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).optional(),
  /** Benchmarks: print every SQL statement as a '[sql]' line, to count queries per request. */
  BENCH_LOG_QUERIES: z
    .enum(["true", "false", "1", "0"])
    .default("false")
    .transform((v) => v === "true" || v === "1"),
  /**
   * Unset: Next.js's caches live in each process. Set (redis://…): every web process shares them in
   * Redis. Read when a process starts by cache-handler-settings.mjs (the cache handlers cannot
   * import this file); declared here so a malformed value is refused like any other.
   */
  REDIS_URL: z.string().url().optional(),
  /** The card payment provider (issue 9): the local sandbox (default) or Stripe. */
  PAYMENT_PROVIDER: z.enum(["local", "stripe"]).default("local"),
  /** Stripe's secret API key (sk_live_… / sk_test_…); required when PAYMENT_PROVIDER=stripe. */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  /** Stripe's webhook signing secret (whsec_…); required when PAYMENT_PROVIDER=stripe. */
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Overrides Stripe's API address (a local stand-in in tests), e.g. http://127.0.0.1:12111. */
  STRIPE_API_BASE_URL: z.string().url().optional(),
  /** Signs the local sandbox's webhook events. Unset: a development secret (refused in production). */
  SANDBOX_WEBHOOK_SECRET: z.string().min(16).optional(),
  /** How long a pending payment holds the reserved stock (Stripe allows 30 minutes to 24 hours). */
  CHECKOUT_RESERVATION_MINUTES: z.coerce.number().int().min(30).max(1440).default(30),
  /** Prefix of the shop's Redis keys. Unset: derived from the database, so shops never mix. */
  REDIS_KEY_PREFIX: z.string().min(1).optional(),
  /**
   * The warehouse partner's API base (issue 11), e.g. https://api.partner.example/v1. Unset: the
   * shop's own simulated warehouse at APP_URL/warehouse-sim/v1.
   */
  WAREHOUSE_URL: z.string().url().optional(),
  /** Bearer token for the partner's API; required with WAREHOUSE_URL (the simulator derives one). */
  WAREHOUSE_API_KEY: z.string().min(8).optional(),
  /** The longest the shop waits for one answer from the partner. */
  WAREHOUSE_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** The simulated warehouse's clock: simulated minutes per real minute (60: an hour a minute). */
  WAREHOUSE_SIM_SPEED: z.coerce.number().positive().max(1_000_000).default(60),
  /** Minutes between the scheduled warehouse syncs; 0 schedules none (staff can still run one). */
  WAREHOUSE_SYNC_MINUTES: z.coerce.number().int().min(0).max(1440).default(1),
  /**
   * Where returns are posted to, on every prepaid label (issue 25): lines separated by '|', the
   * postcode last. Unset: the demo shop's address (src/domain/returns/return-label.ts).
   */
  RETURN_ADDRESS: z.string().optional(),
  /**
   * Royal Mail Click & Drop's API key (Settings > Integrations in Click & Drop): set, every return
   * label is a Royal Mail one; unset, the shop's local carrier makes its own PDF labels.
   */
  ROYAL_MAIL_CLICK_DROP_API_KEY: z.string().min(1).optional(),
  /** Overrides Click & Drop's API address (a local stand-in in tests). */
  ROYAL_MAIL_CLICK_DROP_BASE_URL: z.string().url().optional(),
  /** The Royal Mail service code for returns; unset, the Click & Drop account's own rules pick. */
  ROYAL_MAIL_CLICK_DROP_SERVICE_CODE: z.string().min(1).optional(),
  /** The longest the shop waits for one answer from the postal carrier. */
  POSTAL_CARRIER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  /**
   * The web server's page memo (scripts/page-memo.mjs): "off" sends every request to Next.js. Read
   * by scripts/server.mjs as it starts; declared here so a malformed value is refused.
   */
  PAGE_MEMO: z.enum(["on", "off"]).default("on"),
  /**
   * A public demo: lets an https APP_URL start on the stand-ins (payment sandbox, simulated
   * warehouse, outbox, local mailing lists), and every page says no real payment is taken
   * (src/config/stand-ins.mjs).
   */
  DEMO_SHOP: z
    .enum(["true", "false", "1", "0"])
    .default("false")
    .transform((v) => v === "true" || v === "1"),
  /** Whether the web server polls the job queue; false when `npm run worker` runs it instead. */
  JOBS_IN_WEB: z
    .enum(["true", "false", "1", "0"])
    .default("true")
    .transform((v) => v === "true" || v === "1"),
});

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

export function env(): Env {
  if (!cached) {
    const parsed = envSchema.safeParse(process.env);
    if (!parsed.success) {
      const problems = parsed.error.issues
        .map((i) => `${i.path.join(".")}: ${i.message}`)
        .join("; ");
      throw new Error(`Invalid environment configuration: ${problems}`);
    }
    cached = parsed.data;
  }
  return cached;
}

const DEV_AUTH_SECRET = "littlerobe-development-secret-do-not-use-in-production";

/** The auth secret; production refuses to start with the development default. */
export function authSecret(): string {
  const { BETTER_AUTH_SECRET, NODE_ENV } = env();
  if (BETTER_AUTH_SECRET && BETTER_AUTH_SECRET !== DEV_AUTH_SECRET) return BETTER_AUTH_SECRET;
  if (NODE_ENV === "production") {
    throw new Error(
      "BETTER_AUTH_SECRET must be set (at least 32 characters) when NODE_ENV is production.",
    );
  }
  return DEV_AUTH_SECRET;
}

/** Whether every page carries the demo shop's notice: DEMO_SHOP=true, or the payment sandbox. */
export function showsDemoShopNotice(): boolean {
  const { DEMO_SHOP, PAYMENT_PROVIDER } = env();
  return showsDemoNotice({ DEMO_SHOP: String(DEMO_SHOP), PAYMENT_PROVIDER });
}

/** For tests that change variables between cases. */
export function resetEnvForTests(): void {
  cached = undefined;
}

export function dataDir(): string {
  return path.resolve(env().DATA_DIR);
}

/** `next build` renders in several worker processes: nothing may open the database then. */
export function isBuildPhase(): boolean {
  return env().NEXT_PHASE === "phase-production-build";
}
