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
import { acquireDataDirLock } from "./data-dir-lock";

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

// BENCH_LOG_QUERIES: one '[sql]' line per statement, so the benchmark can count queries per request.
function queryLogger() {
  if (!env().BENCH_LOG_QUERIES) return undefined;
  return { logQuery: (query: string) => console.log(`[sql] ${query.replace(/\s+/g, " ").slice(0, 160)}`) };
}

// Any constant works; it only has to be the same in every process of the shop.
const MIGRATION_LOCK_KEY = 7_301_001;

export function openPglite(folder?: string): DatabaseHandle {
  let release = () => {};
  if (folder) release = acquireDataDirLock(folder);
  const client = new PGlite(folder ? path.join(folder, "pglite") : undefined);
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

export function openPostgres(url: string, max = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max });
  const db = drizzlePg({ client: pool, schema, logger: queryLogger() }) as unknown as Database;
  return {
    db,
    kind: "postgres",
    // A session advisory lock lets several processes start at once; one migrates, the others wait.
    async migrate(migrationsFolder) {
      const connection = await pool.connect();
      try {
        await connection.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg({ client: connection }), { migrationsFolder });
      } finally {
        await connection.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
        connection.release();
      }
    },
    close: () => pool.end(),
  };
}

// One instance per process, kept on globalThis so development reloads reuse it.
const globalForDb = globalThis as unknown as { littlerobeDb?: DatabaseHandle };

export function getDatabaseHandle(): DatabaseHandle {
  if (isBuildPhase()) {
    throw new Error("The database is not opened during `next build`: pages that read data render on request.");
  }
  if (!globalForDb.littlerobeDb) {
    const url = env().DATABASE_URL;
    globalForDb.littlerobeDb = url ? openPostgres(url) : openPglite(dataDir());
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
