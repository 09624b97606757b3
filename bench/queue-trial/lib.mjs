// Shared by the queue trial's scripts (issue 24): opening each library's own database (PostgreSQL
// or PGlite), the table a job's effect is written to, clocks, medians and child processes.
// Run from the repository root with tsx (see README.md): the shop's own queue is TypeScript.
import { spawn } from "node:child_process";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";

export const ROOT = path.resolve(import.meta.dirname, "../..");
export const MIGRATIONS = path.join(ROOT, "drizzle");
export const SERVER_URL = process.env.QUEUE_TRIAL_URL ?? "postgres://postgres@127.0.0.1:5432/test";

export const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function databaseUrl(name) {
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops and creates `queue_trial_<lib>` on the PostgreSQL server; answers its URL. */
export async function freshPostgresDatabase(lib) {
  const name = `queue_trial_${lib}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  return databaseUrl(name);
}

/**
 * Opens a database as the shop does (a drizzle database over a `pg` pool, or over one PGlite),
 * with the shop's migrations (the `jobs` table) and the trial's effect table. `target` is a URL
 * (postgres) or a folder, or nothing for PGlite in memory. `fresh` migrates; a child process opens
 * what its parent made.
 */
export async function openDatabase(kind, target, { fresh = true, max = 10 } = {}) {
  if (kind === "postgres") {
    const pool = new pg.Pool({ connectionString: target, max, application_name: "queue-trial" });
    pool.on("error", () => {});
    const db = drizzlePg({ client: pool });
    if (fresh) {
      await migratePg(db, { migrationsFolder: MIGRATIONS });
      await createEffects(db);
    }
    return { kind, db, pool, url: target, close: () => pool.end() };
  }
  // The migrations create pg_trgm (decision 064): PGlite loads its files as it opens.
  const client = new PGlite(target, { extensions: { pg_trgm } });
  const db = drizzlePglite({ client });
  if (fresh) {
    await migratePglite(db, { migrationsFolder: MIGRATIONS });
    await createEffects(db);
  }
  return { kind, db, pglite: client, folder: target, close: () => client.close() };
}

async function createEffects(db) {
  await db.execute(
    sql`create table if not exists trial_effects (id serial primary key, job text not null, note text not null)`,
  );
}

/** A job's effect: one row, written in `executor` (a transaction where the library allows it). */
export async function writeEffect(executor, job, note) {
  await executor.execute(sql`insert into trial_effects (job, note) values (${job}, ${note})`);
}

export async function effectsOf(db, job) {
  const result = await db.execute(sql`select note from trial_effects where job = ${job}`);
  return result.rows.map((row) => row.note);
}

export async function effectCount(db, prefix) {
  const result = await db.execute(
    sql`select count(*)::int as n, count(distinct job)::int as jobs from trial_effects where job like ${`${prefix}%`}`,
  );
  return result.rows[0];
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Waits until `check()` answers true, or throws after `timeoutMs`. */
export async function waitFor(check, timeoutMs, what) {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await pause(50);
  }
  return Date.now() - start;
}

/**
 * Starts `child.mjs` as its own node process (one process, so SIGKILL kills the worker itself),
 * with tsx loaded for the shop's TypeScript. Lines it prints reach `onLine`.
 */
export function startChild(args, onLine = () => {}) {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", path.join(import.meta.dirname, "child.mjs"), ...args],
    { cwd: ROOT, stdio: ["ignore", "pipe", "inherit"] },
  );
  let buffer = "";
  child.stdout.on("data", (chunk) => {
    buffer += chunk;
    let newline;
    while ((newline = buffer.indexOf("\n")) >= 0) {
      onLine(buffer.slice(0, newline));
      buffer = buffer.slice(newline + 1);
    }
  });
  const exited = new Promise((resolve) =>
    child.on("exit", (code, signal) => resolve({ code, signal })),
  );
  return { child, exited };
}
