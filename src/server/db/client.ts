import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { dataDir, env, isBuildPhase } from "@/config/env";
import * as schema from "./schema";
import { getLogger } from "@/server/observability/logger";
import { setDatabaseCloser } from "@/server/runtime-bridge.mjs";
import { acquireDataDirLock } from "./data-dir-lock";
import { pgliteExtensions } from "./pglite-extensions";
import {
  noteDatabaseAnswered,
  noteDatabaseUnavailable,
} from "@/server/observability/database-down-marks";
import { describeDatabaseUnavailable, isDatabaseUnavailable } from "./unavailable";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** Anything that runs queries: the database or a transaction inside it. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** Applies pending migrations from the folder. */
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

// BENCH_LOG_QUERIES: one log line per statement whose message starts '[sql]', so the benchmark can
// count queries per request (it counts stdout lines containing '[sql]').
function queryLogger() {
  if (!env().BENCH_LOG_QUERIES) return undefined;
  return {
    logQuery: (query: string) =>
      getLogger().info({ event: "sql" }, `[sql] ${query.replace(/\s+/g, " ").slice(0, 160)}`),
  };
}

// Any constant works; it only has to be the same in every process of the shop.
const MIGRATION_LOCK_KEY = 7_301_001;

export function openPglite(folder?: string): DatabaseHandle {
  let release = () => {};
  if (folder) release = acquireDataDirLock(folder);
  // One options object: PGlite reads the second argument only when the first is a folder's path.
  const client = new PGlite({
    dataDir: folder ? path.join(folder, "pglite") : undefined,
    extensions: pgliteExtensions,
  });
  const pgliteDb = drizzlePglite({ client, schema, logger: queryLogger() });
  return {
    db: pgliteDb as unknown as Database,
    kind: "pglite",
    migrate: (migrationsFolder) => migratePglite(pgliteDb, { migrationsFolder }),
    async close() {
      await client.close();
      release();
    },
  };
}

/** How long we wait on PostgreSQL (DATABASE_CONNECT_TIMEOUT_MS, DATABASE_STATEMENT_TIMEOUT_MS). */
export interface PostgresTimeouts {
  connectMs: number;
  statementMs: number;
}

export function postgresTimeouts(): PostgresTimeouts {
  const { DATABASE_CONNECT_TIMEOUT_MS, DATABASE_STATEMENT_TIMEOUT_MS } = env();
  return { connectMs: DATABASE_CONNECT_TIMEOUT_MS, statementMs: DATABASE_STATEMENT_TIMEOUT_MS };
}

// The server cancels a slow statement itself (57014) and the connection stays usable; a server that
// stopped answering never sends that, so the driver gives up on its own a moment later.
const QUERY_TIMEOUT_MARGIN_MS = 500;

export function openPostgres(url: string, max = 10, timeouts = postgresTimeouts()): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    application_name: "littlerobe",
    // Also bounds the wait for a free connection when all `max` are busy.
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.statementMs + QUERY_TIMEOUT_MARGIN_MS,
    // A transaction left open by a stuck request does not hold its row locks for ever.
    idle_in_transaction_session_timeout: 60_000,
    idleTimeoutMillis: 30_000,
    // Finds connections whose server or network went away while they sat idle.
    keepAlive: true,
  });
  // An idle connection that breaks (the server restarted) is dropped by the pool; without a
  // listener the 'error' event would end the process.
  pool.on("error", (error) =>
    getLogger().warn({ event: "database_idle_connection_lost", err: error.message }),
  );
  watchAvailability(pool);
  const db = drizzlePg({ client: pool, schema, logger: queryLogger() }) as unknown as Database;
  return {
    db,
    kind: "postgres",
    // A session advisory lock lets several processes start at once; one migrates, the others wait.
    // Migrations use a connection of their own with the connect timeout but no statement timeout:
    // one migration, or the wait for another process's, may rightly take longer than a request.
    async migrate(migrationsFolder) {
      const connection = new pg.Client({
        connectionString: url,
        application_name: "littlerobe-migrate",
        connectionTimeoutMillis: timeouts.connectMs,
        keepAlive: true,
      });
      await connection.connect();
      try {
        await connection.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg({ client: connection }), { migrationsFolder });
      } finally {
        await connection
          .query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY])
          .catch(() => {});
        await connection.end().catch(() => {});
      }
    },
    close: () => pool.end(),
  };
}

/**
 * Notes when the server last failed to answer, whatever wraps the error on its way up (a cached
 * read hands pages a new error without its cause): scripts/server.mjs turns a page's 500 into a
 * 503 with Retry-After while the database is down (see database-down-marks.ts).
 */
function watchAvailability(pool: pg.Pool): void {
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  const watched = (...args: unknown[]) =>
    query(...args).then(
      (result) => {
        noteDatabaseAnswered();
        return result;
      },
      (error: unknown) => {
        if (isDatabaseUnavailable(error)) noteDatabaseUnavailable();
        throw error;
      },
    );
  pool.query = watched as unknown as typeof pool.query;
}

// One instance per process, kept on globalThis so development reloads reuse it. The close hook,
// handed over src/server/runtime-bridge.mjs, lets the web server (scripts/server.mjs, outside
// Next's module graph) close it on SIGTERM.
const globalForDb = globalThis as unknown as { littlerobeDb?: DatabaseHandle };

/**
 * `next build` prerenders the shared pages (issue 8) in several worker processes at once, and PGlite
 * lets one process hold its data folder. Each build process therefore reads its own throw-away copy
 * of the folder: the build sees the shop's data, takes no lock and writes nothing back.
 */
function openBuildCopyOfPglite(folder: string): DatabaseHandle {
  const source = path.join(folder, "pglite");
  if (!fs.existsSync(source)) {
    throw new Error(`No database in ${folder} to build from: run the migrations and seed first.`);
  }
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), "littlerobe-build-"));
  fs.cpSync(source, path.join(copy, "pglite"), { recursive: true });
  const client = new PGlite(path.join(copy, "pglite"), { extensions: pgliteExtensions });
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  process.once("exit", () => fs.rmSync(copy, { recursive: true, force: true }));
  return {
    db,
    kind: "pglite",
    migrate: () => Promise.reject(new Error("The build's copy of the database is read-only.")),
    close: () => client.close(),
  };
}

export function getDatabaseHandle(): DatabaseHandle {
  if (!globalForDb.littlerobeDb) {
    const url = env().DATABASE_URL;
    if (url) globalForDb.littlerobeDb = openPostgres(url);
    else if (isBuildPhase()) globalForDb.littlerobeDb = openBuildCopyOfPglite(dataDir());
    else globalForDb.littlerobeDb = openPglite(dataDir());
    setDatabaseCloser(closeDatabase);
  }
  return globalForDb.littlerobeDb;
}

export function getDb(): Database {
  return getDatabaseHandle().db;
}

export async function closeDatabase(): Promise<void> {
  const handle = globalForDb.littlerobeDb;
  globalForDb.littlerobeDb = undefined;
  await handle?.close();
}

/** What a script (migrate, seed) prints when it fails: one line naming the server and the wait, no stack. */
export function databaseErrorMessage(error: unknown): string {
  const url = env().DATABASE_URL;
  const unavailable = url ? describeDatabaseUnavailable(url, error, postgresTimeouts()) : undefined;
  return unavailable ?? (error instanceof Error ? error.message : String(error));
}
