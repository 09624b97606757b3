import path from "node:path";
import { z } from "zod";

/**
 * The one place that reads process.env. Parsed once, on first use, so that scripts and
 * tests can set variables before anything imports configuration.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** Unset: embedded PGlite in DATA_DIR. Set: a PostgreSQL server. */
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default(".data"),
  PORT: z.coerce.number().int().positive().default(3000),
  /** Public address of the shop, used in e-mails and redirects. */
  APP_URL: z.string().url().default("http://localhost:3000"),
  /** Disables the marketing subscriber sync (spec section 9, dev-mode flag). */
  DEV_MODE: z
    .enum(["true", "false", "1", "0"])
    .default("false")
    .transform((v) => v === "true" || v === "1"),
  NEXT_PHASE: z.string().optional(),
});

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

export function env(): Env {
  if (!cached) {
    const parsed = envSchema.safeParse(process.env);
    if (!parsed.success) {
      const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
      throw new Error(`Invalid environment configuration: ${problems}`);
    }
    cached = parsed.data;
  }
  return cached;
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
