import { randomBytes } from "node:crypto";
import pg from "pg";
import { openPglite, openPostgres, type DatabaseHandle } from "@/server/db/client";
import { MIGRATIONS_FOLDER } from "@/server/db/migrate";

/**
 * Integration tests run twice: on embedded PGlite (TEST_DB=pglite, the default) and on the
 * PostgreSQL server at TEST_DATABASE_URL (TEST_DB=postgres). Each call gets its own freshly
 * migrated database, so test files never see each other's rows.
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
    const handle = openPglite();
    await handle.migrate(MIGRATIONS_FOLDER);
    return handle;
  }
  const name = `littlerobe_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = withDatabase(testDatabaseUrl, name);
  const handle = openPostgres(url, 5);
  await handle.migrate(MIGRATIONS_FOLDER);
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
