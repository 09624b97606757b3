import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgres, type DatabaseHandle } from "@/server/db/client";
import { MIGRATIONS_FOLDER } from "@/server/db/migrate";
import { queryRows } from "@/server/db/query";
import { productItems } from "@/server/db/schema";
import { DEMO_MEMBER, seedDemoShop } from "@/server/seed";
import {
  createTestDatabase,
  testDatabaseUrl,
  testDbKind,
  type TestDatabase,
} from "../helpers/test-db";
import { tableFingerprints } from "../helpers/table-fingerprint";
import { getSessionUser, logIn, makeAuth, sessionCookie } from "./auth-test-helpers";

// Issue 14: the backup of docs/deploy.md, tested. The demo shop is dumped with pg_dump (custom
// format), restored with pg_restore --no-owner into an empty database, migrated (a no-op), and the
// restored shop is the same shop: every table's rows equal, a member signs in, and the database's
// own guards (the garment life-cycle trigger) are back in force. PostgreSQL only.

const run = promisify(execFile);

describe.skipIf(testDbKind !== "postgres")("a nightly backup restores into a working shop", () => {
  let source: TestDatabase;
  let restored: DatabaseHandle;
  const name = `littlerobe_restore_${process.pid}_${randomBytes(4).toString("hex")}`;
  const dumpFile = path.join(os.tmpdir(), `${name}.dump`);
  const restoredUrl = (() => {
    const url = new URL(testDatabaseUrl);
    url.pathname = `/${name}`;
    return url.toString();
  })();

  async function admin(statement: string) {
    const client = new pg.Client({ connectionString: testDatabaseUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    source = await createTestDatabase();
    await seedDemoShop(source.db, { images: false });
    await run("pg_dump", ["--format=custom", `--file=${dumpFile}`, source.url!]);
    await admin(`create database ${name}`);
    await run("pg_restore", ["--no-owner", `--dbname=${restoredUrl}`, dumpFile]);
    restored = openPostgres(restoredUrl, 3);
  });

  afterAll(async () => {
    await restored?.close();
    await source?.close();
    await admin(`drop database if exists ${name} with (force)`);
    fs.rmSync(dumpFile, { force: true });
  });

  it("holds every row of every table, and migrating it again changes nothing", async () => {
    const before = await tableFingerprints(source.db);
    expect(Object.keys(before).length).toBeGreaterThan(30);
    expect(before.product_items_history).not.toMatch(/^0:/);
    await restored.migrate(MIGRATIONS_FOLDER);
    expect(await tableFingerprints(restored.db)).toEqual(before);
  });

  it("lets the demo member sign in", async () => {
    const auth = makeAuth(restored.db);
    const response = await logIn(auth, DEMO_MEMBER.email, DEMO_MEMBER.password);
    expect(response.status).toBe(200);
    expect((await getSessionUser(auth, sessionCookie(response)))?.email).toBe(DEMO_MEMBER.email);
  });

  it("keeps the database's guard on garment moves", async () => {
    const [garment] = await restored.db
      .select({ id: productItems.id })
      .from(productItems)
      .where(eq(productItems.status, "STORAGE"))
      .limit(1);
    // STORAGE → CUSTOMER skips the hold: not a move the life cycle allows; the restored trigger refuses it.
    await expect(
      restored.db
        .update(productItems)
        .set({ status: "CUSTOMER" })
        .where(eq(productItems.id, garment!.id)),
    ).rejects.toThrow();
    const triggers = await queryRows<{ count: string }>(
      restored.db,
      sql`select count(*)::text as count from pg_trigger where not tgisinternal`,
    );
    const sourceTriggers = await queryRows<{ count: string }>(
      source.db,
      sql`select count(*)::text as count from pg_trigger where not tgisinternal`,
    );
    expect(triggers[0]!.count).toBe(sourceTriggers[0]!.count);
    expect(Number(triggers[0]!.count)).toBeGreaterThan(0);
  });
});
