import { sql } from "drizzle-orm";
import type { Db } from "../db/connect";
import { sqlRows } from "../db/sql-rows";

/** Columns that change on reads by design: a session's idle clock. */
const VOLATILE_COLUMNS: Record<string, string[]> = { sessions: ["last_seen_at"] };

/**
 * One hash per table of everything the database holds, to show that a run of refused requests changed
 * nothing. Rows are hashed in a stable order; only the columns in VOLATILE_COLUMNS are left out.
 */
export async function databaseDigest(db: Db): Promise<Record<string, string>> {
  const columns = sqlRows(
    await db.execute(sql`select table_name as "table", column_name as "column" from information_schema.columns
      where table_schema = 'public' order by table_name, ordinal_position`),
  );
  const byTable = new Map<string, string[]>();
  for (const { table, column } of columns) {
    const name = String(table);
    if (VOLATILE_COLUMNS[name]?.includes(String(column))) continue;
    byTable.set(name, [...(byTable.get(name) ?? []), String(column)]);
  }
  const digest: Record<string, string> = {};
  for (const [table, names] of byTable) {
    const row = `row(${names.map((name) => `t."${name}"`).join(", ")})::text`;
    const [result] = sqlRows(
      await db.execute(
        sql.raw(`select md5(coalesce(string_agg(${row}, '|' order by ${row}), '')) as hash,
          count(*)::int as rows from "${table}" t`),
      ),
    );
    digest[table] = `${result?.rows}:${result?.hash}`;
  }
  return digest;
}
