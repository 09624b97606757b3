import { getTableColumns, getTableName, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "@/server/db/client";
import { queryRows } from "@/server/db/query";

/** Rows per statement; each statement sends them as a single JSON parameter. */
const CHUNK_ROWS = 5000;

function toJsonValue(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : value;
}

/**
 * One `insert ... select from jsonb_to_recordset($1)` per chunk: a single bound parameter,
 * so tens of thousands of rows go in quickly on PGlite and PostgreSQL alike.
 * Only the keys of the first row are written; the table's defaults fill the rest.
 */
async function insertChunk<T extends PgTable>(
  db: Executor,
  table: T,
  rows: T["$inferInsert"][],
  returningId: boolean,
): Promise<number[]> {
  const first = rows[0];
  if (!first) return [];
  const columns = getTableColumns(table);
  const keys = Object.keys(first).filter((key) => key in columns);
  const defs = keys.map((key) => {
    const column = columns[key] as (typeof columns)[string];
    return { name: column.name, type: column.getSQLType() };
  });
  const json = JSON.stringify(
    rows.map((row) =>
      Object.fromEntries(
        defs.map((def, i) => [
          def.name,
          toJsonValue((row as Record<string, unknown>)[keys[i] as string]),
        ]),
      ),
    ),
  );
  const names = sql.join(
    defs.map((def) => sql.identifier(def.name)),
    sql`, `,
  );
  const typed = sql.join(
    defs.map((def) => sql`${sql.identifier(def.name)} ${sql.raw(def.type)}`),
    sql`, `,
  );
  const query: SQL = sql`insert into ${sql.identifier(getTableName(table))} (${names})
    select ${names} from rows from (jsonb_to_recordset(${json}::jsonb) as (${typed})) with ordinality as source(${names}, seed_row)
    order by seed_row`;
  if (!returningId) {
    await db.execute(query);
    return [];
  }
  const inserted = await queryRows<{ id: number }>(db, sql`${query} returning id`);
  // Identity values follow the insertion order, so sorting restores the order of `rows`.
  return inserted.map((row) => Number(row.id)).sort((a, b) => a - b);
}

/** Inserts many rows in a few statements, so a seed of thousands of products stays fast. */
export async function insertInChunks<T extends PgTable>(
  db: Executor,
  table: T,
  rows: T["$inferInsert"][],
): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
    await insertChunk(db, table, rows.slice(start, start + CHUNK_ROWS), false);
  }
}

/** Like insertInChunks, returning the generated ids in the order of `rows`. */
export async function insertReturningIds<T extends PgTable>(
  db: Executor,
  table: T,
  rows: T["$inferInsert"][],
): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
    ids.push(...(await insertChunk(db, table, rows.slice(start, start + CHUNK_ROWS), true)));
  }
  return ids;
}
