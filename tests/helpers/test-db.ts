import { randomBytes } from "node:crypto";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { openPostgres, type Database, type DatabaseHandle } from "@/server/db/client";
import * as schema from "@/server/db/schema";
import { openPooledPglite } from "./pglite-pool";
import { ensurePostgresTemplate } from "./template-db";

/**
 * Integration tests run twice: on embedded PGlite (TEST_DB=pglite, the default) and on the
 * PostgreSQL server at TEST_DATABASE_URL (TEST_DB=postgres). Each call gets its own copy of a
 * migrated template (template-db.ts, pglite-pool.ts), so test files never see each other's rows.
 */
export type TestDbKind = "pglite" | "postgres";

// Test helpers may read process.env: they configure the run, not the shop.
export const testDbKind: TestDbKind = process.env.TEST_DB === "postgres" ? "postgres" : "pglite";
export const testDatabaseUrl =
  process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

export interface TestDatabase extends DatabaseHandle {
  /** A URL other processes can use (postgres only). */
  url?: string;
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (testDbKind === "pglite") {
    // As openPglite() builds it, but a copy of the template instead of initdb and migrations:
    // one an earlier file of this worker gave back emptied, or a new one (pglite-pool.ts).
    const client = await openPooledPglite();
    const pgliteDb = drizzle({ client, schema });
    return {
      db: pgliteDb as unknown as Database,
      kind: "pglite",
      migrate: (migrationsFolder) => migrate(pgliteDb, { migrationsFolder }),
      close: () => client.close(),
    };
  }
  const template = await ensurePostgresTemplate(testDatabaseUrl);
  const name = `littlerobe_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  const url = withDatabase(testDatabaseUrl, name);
  const handle = openPostgres(url, 5);
  return {
    ...handle,
    url,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: testDatabaseUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
