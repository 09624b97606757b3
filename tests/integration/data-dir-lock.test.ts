import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { openPglite } from "@/server/db/client";
import { queryRows } from "@/server/db/query";

// A second process on the same PGlite folder must get a clear error, never a corrupted database.
describe("embedded database folder lock", () => {
  let holder: ChildProcess | undefined;
  const folders: string[] = [];
  afterEach(() => {
    holder?.kill("SIGKILL");
    holder = undefined;
    for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
  });

  const newFolder = () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "littlerobe-lock-"));
    folders.push(folder);
    return folder;
  };

  it("refuses a second process with an error naming the folder", async () => {
    const folder = newFolder();
    // The holder opens the folder in its own process and waits.
    holder = spawn(
      process.execPath,
      ["--import", "tsx", "tests/helpers/hold-data-dir.ts", folder],
      {
        cwd: process.cwd(),
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    await new Promise<void>((resolve, reject) => {
      holder!.stdout!.on(
        "data",
        (chunk: Buffer) => chunk.toString().includes("ready") && resolve(),
      );
      holder!.on("exit", (code) => reject(new Error(`holder exited with ${code}`)));
    });
    expect(() => openPglite(folder)).toThrow(
      `The database folder ${folder} is in use by another process (pid`,
    );
  });

  it("takes over a lock left by a process that has ended, and keeps the data", async () => {
    const folder = newFolder();
    const first = openPglite(folder);
    await first.db.execute(sql`create table kept (v int)`);
    await first.db.execute(sql`insert into kept values (42)`);
    await first.close();
    fs.writeFileSync(path.join(folder, "littlerobe.lock"), "999999"); // a pid that is not running
    const second = openPglite(folder);
    const rows = await queryRows<{ v: number }>(second.db, sql`select v from kept`);
    expect(rows).toEqual([{ v: 42 }]);
    await second.close();
  });
});
