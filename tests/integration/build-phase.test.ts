import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { resetEnvForTests } from "@/config/env";
import { closeDatabase, getDatabaseHandle, openPglite } from "@/server/db/client";
import { acquireDataDirLock } from "@/server/db/data-dir-lock";

// `next build` prerenders the shared pages in several worker processes at once (issue 8): each
// reads its own copy of the PGlite folder, so none takes the folder's lock or changes its data.
describe("database access during next build", () => {
  const folders: string[] = [];
  afterEach(async () => {
    await closeDatabase();
    delete process.env.NEXT_PHASE;
    delete process.env.DATA_DIR;
    resetEnvForTests();
    for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
  });

  async function dataFolderWithOneRow(): Promise<string> {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "littlerobe-build-test-"));
    folders.push(folder);
    const handle = openPglite(folder);
    await handle.db.execute(sql`create table marker (value text)`);
    await handle.db.execute(sql`insert into marker values ('seeded')`);
    await handle.close();
    return folder;
  }

  function buildPhase(folder: string) {
    process.env.NEXT_PHASE = "phase-production-build";
    process.env.DATA_DIR = folder;
    resetEnvForTests();
  }

  it("reads the shop's data from a copy, without the folder's lock, and writes nothing back", async () => {
    const folder = await dataFolderWithOneRow();
    buildPhase(folder);
    // Another process (a second build worker) holds the folder: the build still reads.
    const release = acquireDataDirLock(folder);
    try {
      const { db } = getDatabaseHandle();
      const rows = await db.execute(sql`select value from marker`);
      expect((rows as unknown as { rows: { value: string }[] }).rows).toEqual([
        { value: "seeded" },
      ]);
      await db.execute(sql`insert into marker values ('written during the build')`);
    } finally {
      release();
    }
    await closeDatabase();
    delete process.env.NEXT_PHASE;
    resetEnvForTests();
    const after = openPglite(folder);
    const rows = await after.db.execute(sql`select count(*)::int as n from marker`);
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
    await after.close();
  });

  it("names the folder when there is no database to build from", () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "littlerobe-build-empty-"));
    folders.push(folder);
    buildPhase(folder);
    expect(() => getDatabaseHandle()).toThrow(`No database in ${folder} to build from`);
  });
});
