import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { MIGRATIONS_FOLDER } from "@/server/db/migrate";
import { pgliteExtensions } from "@/server/db/pglite-extensions";

/**
 * Integration tests start from a migrated database made once and copied per test file (issue 24):
 * creating and migrating one took about 3 s a file, most of it PGlite's initdb. The copy is keyed
 * by the migrations' contents (and PGlite's version), so a changed migration makes a new one.
 *
 * - PGlite: the migrated data folder dumped to a tarball under .test-data/, loaded with
 *   `new PGlite({ loadDataDir })` (about 0.7 s instead of 2.5 to 4 s).
 * - PostgreSQL: a template database, copied with `CREATE DATABASE … TEMPLATE` (about 50 ms
 *   instead of about 0.8 s). It refuses connections, so no test can change it.
 *
 * The integration project's globalSetup makes both before any test file starts; a test file run
 * some other way makes the one it needs on first use.
 */

function migrationsKey(): string {
  const hash = createHash("sha256");
  const pgliteVersion = (
    JSON.parse(
      fs.readFileSync(
        path.resolve(process.cwd(), "node_modules/@electric-sql/pglite/package.json"),
        "utf8",
      ),
    ) as { version: string }
  ).version;
  hash.update(`pglite ${pgliteVersion}\n`);
  const walk = (folder: string) => {
    for (const entry of fs
      .readdirSync(folder, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(`${path.relative(MIGRATIONS_FOLDER, full)}\n`).update(fs.readFileSync(full));
    }
  };
  walk(MIGRATIONS_FOLDER);
  return hash.digest("hex").slice(0, 12);
}

let key: string | undefined;
const templateKey = () => (key ??= migrationsKey());

// ---- PGlite -----------------------------------------------------------------------------------

const pgliteTemplateFile = () =>
  path.resolve(process.cwd(), ".test-data", `pglite-template-${templateKey()}.tar`);

/** Makes the migrated PGlite tarball unless it is there; returns its path. */
export async function ensurePgliteTemplate(): Promise<string> {
  const file = pgliteTemplateFile();
  if (fs.existsSync(file)) return file;
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const { drizzle } = await import("drizzle-orm/pglite");
  const client = new PGlite({ extensions: pgliteExtensions });
  try {
    await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
    const tarball = await client.dumpDataDir("none");
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // Written aside and renamed: a reader never sees half a file, and two writers race harmlessly.
    const partial = `${file}.${process.pid}.partial`;
    fs.writeFileSync(partial, Buffer.from(await tarball.arrayBuffer()));
    fs.renameSync(partial, file);
  } finally {
    await client.close();
  }
  return file;
}

/** Deletes the tarballs of other keys (older migrations): about 43 MB each, kept by no one. */
export function removeStalePgliteTemplates(): void {
  const current = path.basename(pgliteTemplateFile());
  const folder = path.dirname(pgliteTemplateFile());
  if (!fs.existsSync(folder)) return;
  for (const name of fs.readdirSync(folder))
    if (/^pglite-template-[0-9a-f]+\.tar$/.test(name) && name !== current)
      fs.rmSync(path.join(folder, name), { force: true });
}

let pgliteTarball: Blob | undefined;

/** A new in-memory PGlite holding a copy of the migrated template. */
export async function pgliteFromTemplate(): Promise<PGlite> {
  pgliteTarball ??= new Blob([fs.readFileSync(await ensurePgliteTemplate())]);
  const client = new PGlite({ loadDataDir: pgliteTarball, extensions: pgliteExtensions });
  await client.waitReady;
  return client;
}

// ---- PostgreSQL -------------------------------------------------------------------------------

const postgresTemplateName = () => `littlerobe_template_${templateKey()}`;

// Serialises template makers across processes (session advisory lock in the admin database).
const TEMPLATE_LOCK_KEY = 7_301_024;

/**
 * Drops the template databases of other keys (older migrations). A template refuses connections,
 * so only a copy being made from it can be using it: that drop fails and is left for a later run.
 */
export async function dropStalePostgresTemplates(adminUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query("select pg_advisory_lock($1)", [TEMPLATE_LOCK_KEY]);
    const { rows } = await admin.query<{ datname: string }>(
      "select datname from pg_database where datname like 'littlerobe\\_template\\_%' and datname <> $1",
      [postgresTemplateName()],
    );
    for (const { datname } of rows) {
      await admin.query(`alter database ${datname} is_template false`);
      await admin.query(`drop database ${datname}`).catch(async () => {
        await admin.query(`alter database ${datname} is_template true`);
      });
    }
  } finally {
    await admin.query("select pg_advisory_unlock($1)", [TEMPLATE_LOCK_KEY]).catch(() => {});
    await admin.end();
  }
}

/** Makes the migrated template database on the server at adminUrl unless it is there. */
export async function ensurePostgresTemplate(adminUrl: string): Promise<string> {
  const name = postgresTemplateName();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query("select pg_advisory_lock($1)", [TEMPLATE_LOCK_KEY]);
    const found = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount === 0) {
      // Migrated under another name and renamed: a run killed half-way leaves no half template.
      const partial = `${name}_partial`;
      await admin.query(`drop database if exists ${partial} with (force)`);
      await admin.query(`create database ${partial}`);
      const url = new URL(adminUrl);
      url.pathname = `/${partial}`;
      const { migrate } = await import("drizzle-orm/node-postgres/migrator");
      const { drizzle } = await import("drizzle-orm/node-postgres");
      const connection = new pg.Client({ connectionString: url.toString() });
      await connection.connect();
      try {
        await migrate(drizzle({ client: connection }), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await connection.end();
      }
      await admin.query(`alter database ${partial} rename to ${name}`);
      await admin.query(`alter database ${name} with is_template true allow_connections false`);
    }
  } finally {
    await admin.query("select pg_advisory_unlock($1)", [TEMPLATE_LOCK_KEY]).catch(() => {});
    await admin.end();
  }
  return name;
}
