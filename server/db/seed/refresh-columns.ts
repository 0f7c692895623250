import { getTableColumns, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { columnName } from "../casing";

/**
 * The `set` and `setWhere` of an upsert that refreshes `columns` from the row being inserted, and writes
 * only a row whose values differ. Every instance loads the reference data at its start (seed-database.ts):
 * rewriting every unchanged row each time left as many dead rows, and held the rows' locks until the
 * start's commit, so that instances starting together waited on one another (issue 27).
 */
export function refreshColumns<T extends PgTable>(
  table: T,
  keys: readonly Extract<keyof T["_"]["columns"], string>[],
): { set: Record<string, SQL>; setWhere: SQL } {
  const columns = getTableColumns(table);
  const picked = keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`${key} is not a column`);
    return { key, current: sql`${column}`, inserted: sql`excluded.${sql.identifier(columnName(column))}` };
  });
  return {
    set: Object.fromEntries(picked.map(({ key, inserted }) => [key, inserted])),
    setWhere: sql`(${sql.join(
      picked.map(({ current }) => current),
      sql`, `,
    )}) is distinct from (${sql.join(
      picked.map(({ inserted }) => inserted),
      sql`, `,
    )})`,
  };
}
