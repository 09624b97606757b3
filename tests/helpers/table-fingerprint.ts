import { sql } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { queryRows } from "@/server/db/query";

/** A query answering `print`: the table's row count and a hash of its rows in order. */
export const rowsPrintQuery = (quotedTable: string) =>
  `select count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as print from ${quotedTable} t`;

/**
 * Every table's rows as one fingerprint each (count and a hash of the rows in order): any insert,
 * update or delete changes it, so two fingerprints compare whole databases.
 */
export async function tableFingerprints(db: Executor): Promise<Record<string, string>> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const prints: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ print: string }>(db, sql.raw(rowsPrintQuery(`"${name}"`)));
    prints[name] = row!.print;
  }
  return prints;
}
