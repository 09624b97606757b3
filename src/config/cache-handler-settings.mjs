import { createHash } from "node:crypto";
import path from "node:path";

/**
 * Where Next.js's caches live: the settings the cache handlers in src/server/cache/handlers/ read.
 *
 * Next.js loads those handlers with a plain Node import at run time, outside the app's bundles, so
 * they cannot import env.ts (TypeScript); they read these variables here instead, and env.ts
 * declares the same ones. The choice is made when a process starts, not at build time, so one
 * build serves both one process (REDIS_URL unset) and several sharing Redis (REDIS_URL set).
 */

/**
 * Redis (URL and key prefix) when REDIS_URL is set; null for Next.js's in-process caches. A build
 * never uses Redis: what it renders is written to the build folder as usual. `databaseUrl` is
 * where the tag ledger lives (tag-ledger.mjs): the shop's PostgreSQL, none on PGlite.
 *
 * @param {Record<string, string | undefined>} [environment]
 * @returns {{ url: string; keyPrefix: string; databaseUrl: string | null } | null}
 */
export function redisCacheSettings(environment = process.env) {
  const url = environment.REDIS_URL?.trim();
  if (!url || environment.NEXT_PHASE === "phase-production-build") return null;
  return {
    url,
    keyPrefix: environment.REDIS_KEY_PREFIX?.trim() || shopKeyPrefix(environment),
    databaseUrl: environment.DATABASE_URL?.trim() || null,
  };
}

/**
 * Every key of one shop starts with this, so two shops (two databases) on one Redis never read
 * each other's pages: 'littlerobe:' and a short hash of the database (its server and name, not the
 * credentials; or the PGlite folder).
 *
 * @param {Record<string, string | undefined>} environment
 */
export function shopKeyPrefix(environment) {
  const identity = environment.DATABASE_URL
    ? databaseIdentity(environment.DATABASE_URL)
    : // Not a file the build needs: the comment keeps Turbopack from tracing the whole project.
      `pglite:${path.resolve(/* turbopackIgnore: true */ environment.DATA_DIR || ".data")}`;
  return `littlerobe:${createHash("sha256").update(identity).digest("hex").slice(0, 12)}:`;
}

/** @param {string} url */
function databaseIdentity(url) {
  try {
    const parsed = new URL(url);
    return `postgres://${parsed.hostname}:${parsed.port || "5432"}${parsed.pathname}`;
  } catch {
    return url;
  }
}

/** The level of the cache handlers' log lines, as src/server/observability/logger.ts chooses it. */
export function cacheLogLevel(environment = process.env) {
  return environment.LOG_LEVEL || (environment.NODE_ENV === "test" ? "silent" : "info");
}
