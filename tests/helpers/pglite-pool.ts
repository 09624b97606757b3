import type { PGlite } from "@electric-sql/pglite";
import { rowsPrintQuery } from "./table-fingerprint";
import { pgliteFromTemplate } from "./template-db";

/**
 * PGlite copies of the template, used again by the next test file of the same worker (issue 24).
 * Opening one costs about 1.5 s of CPU (PostgreSQL starting inside WebAssembly), about half of the
 * PGlite integration run; emptying one a file has written costs a few tens of milliseconds.
 *
 * A copy is given back only when it is provably the template again: no transaction open, the same
 * schema (tables, columns, functions, triggers, roles), the tables the template fills holding the
 * same rows, every other table empty and every sequence unused. Anything else (a test that added a
 * trigger, a file that left a transaction open) closes it, and the next file gets a fresh copy.
 * Files in the isolated project run in a process of their own, so the pool dies with them.
 */

interface TemplateState {
  shape: string;
  /** The tables the template leaves empty, emptied again when a copy comes back. */
  emptyTables: string[];
  /** The tables the template fills (migrations' own rows), with their rows' fingerprint. */
  filled: Record<string, string>;
  /** The sequences the template has used, with their last value (the migrations' own). */
  usedSequences: Record<string, string>;
}

const idle: PGlite[] = [];
let template: TemplateState | undefined;

const USER_SCHEMAS = `n.nspname not in ('pg_catalog', 'information_schema')
  and n.nspname not like 'pg_toast%' and n.nspname not like 'pg_temp%'`;

/** Everything a test could add to or change in a database's definition, as one hash. */
const SHAPE = `select md5(string_agg(item, '|' order by item)) as shape from (
  select 'class ' || n.nspname || '.' || c.relname || ' ' || c.relkind::text as item
    from pg_class c join pg_namespace n on n.oid = c.relnamespace where ${USER_SCHEMAS}
  union all
  select 'column ' || a.attrelid::regclass::text || '.' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
         || ' ' || a.attnotnull::text || ' ' || coalesce(pg_get_expr(d.adbin, d.adrelid), '')
    from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
   where ${USER_SCHEMAS} and a.attnum > 0 and not a.attisdropped
  union all
  select 'function ' || n.nspname || '.' || p.proname || '(' || oidvectortypes(p.proargtypes) || ') ' || md5(coalesce(p.prosrc, ''))
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace where ${USER_SCHEMAS}
  union all
  select 'trigger ' || t.tgrelid::regclass::text || '.' || t.tgname || ' ' || t.tgenabled::text from pg_trigger t
  union all
  select 'constraint ' || conrelid::regclass::text || '.' || conname || ' ' || pg_get_constraintdef(oid) from pg_constraint where conrelid <> 0
  union all
  select 'role ' || rolname from pg_roles
  union all
  select 'database ' || datname from pg_database
  union all
  select 'setting ' || setrole || ' ' || setdatabase || ' ' || array_to_string(setconfig, ',') from pg_db_role_setting
) shape`;

const quoted = (table: string) =>
  table
    .split(".")
    .map((part) => `"${part.replaceAll('"', '""')}"`)
    .join(".");

async function rowsPrint(client: PGlite, table: string): Promise<string> {
  const { rows } = await client.query<{ print: string }>(rowsPrintQuery(quoted(table)));
  return rows[0]!.print;
}

async function shapeOf(client: PGlite): Promise<string> {
  return (await client.query<{ shape: string }>(SHAPE)).rows[0]!.shape;
}

async function sequences(client: PGlite): Promise<Record<string, string>> {
  const { rows } = await client.query<{ name: string; last: string }>(
    `select schemaname || '.' || sequencename as name, last_value::text as last from pg_sequences
      where last_value is not null`,
  );
  return Object.fromEntries(rows.map(({ name, last }) => [name, last]));
}

async function readTemplate(client: PGlite): Promise<TemplateState> {
  const { rows } = await client.query<{ name: string }>(
    `select n.nspname || '.' || c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and ${USER_SCHEMAS} order by 1`,
  );
  const emptyTables: string[] = [];
  const filled: Record<string, string> = {};
  for (const { name } of rows) {
    const print = await rowsPrint(client, name);
    if (print.startsWith("0:")) emptyTables.push(name);
    else filled[name] = print;
  }
  return {
    shape: await shapeOf(client),
    emptyTables,
    filled,
    usedSequences: await sequences(client),
  };
}

/** A copy of the migrated template: one given back by an earlier file, or a new one. */
async function takePglite(): Promise<PGlite> {
  const client = idle.pop() ?? (await pgliteFromTemplate());
  template ??= await readTemplate(client);
  return client;
}

/** Whether the copy is the template again, after emptying what the file wrote. */
async function resetToTemplate(client: PGlite, state: TemplateState): Promise<boolean> {
  if (client.closed) return false;
  // Refused inside an open transaction; otherwise forgets settings, prepared statements, temporary
  // tables, advisory locks and LISTENs.
  await client.exec("discard all");
  if ((await shapeOf(client)) !== state.shape) return false;
  const written = (
    await client.query<{ name: string }>(
      state.emptyTables
        .map((table) => `select '${table}' as name where exists (select from ${quoted(table)})`)
        .join(" union all "),
    )
  ).rows.map(({ name }) => name);
  if (written.length > 0)
    await client.exec(`truncate ${written.map(quoted).join(", ")} restart identity cascade`);
  for (const [name, last] of Object.entries(await sequences(client))) {
    if (name in state.usedSequences) {
      if (state.usedSequences[name] !== last) return false;
    } else await client.exec(`alter sequence ${quoted(name)} restart`);
  }
  for (const [table, print] of Object.entries(state.filled))
    if ((await rowsPrint(client, table)) !== print) return false;
  return true;
}

/** Called once a test file's handle is closed: kept for the next file when it can be reset. */
async function giveBack(client: PGlite): Promise<void> {
  const reset = template ? await resetToTemplate(client, template).catch(() => false) : false;
  if (reset) idle.push(client);
  else if (!client.closed) await client.close();
}

/**
 * A test file's view of a copy: the copy itself until the file closes it; from then on closed to
 * the file (as PGlite answers once closed: tests close their database to stand for an outage) while
 * the copy, reset, waits for the next file.
 */
export async function openPooledPglite(): Promise<PGlite> {
  const client = await takePglite();
  let closed = false;
  return new Proxy(client, {
    get(target, property) {
      if (property === "closed") return closed || target.closed;
      if (property === "close")
        return async () => {
          if (closed) return;
          closed = true;
          await giveBack(target);
        };
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== "function") return value;
      return (...args: unknown[]) =>
        closed
          ? Promise.reject(new Error("PGlite is closed"))
          : (value as (...a: unknown[]) => unknown).apply(target, args);
    },
  });
}
