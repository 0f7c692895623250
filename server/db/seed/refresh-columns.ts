import { type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { columnName } from "../casing";

type ColumnsOf<T extends PgTable> = {
  [K in keyof T["_"]["columns"]]: T["_"]["columns"][K] extends PgColumn ? K : never;
}[keyof T["_"]["columns"]];

/**
 * The `set` and `setWhere` of an upsert that refreshes `columns` from the row being inserted, and writes
 * only a row whose values differ. Every instance loads the reference data at its start (seed-database.ts):
 * rewriting every unchanged row each time left as many dead rows, and held the rows' locks until the
 * start's commit, so that instances starting together waited on one another (issue 27).
 */
export function refreshColumns<T extends PgTable>(
  table: T,
  columns: readonly ColumnsOf<T>[],
): { set: Record<string, SQL>; setWhere: SQL } {
  const picked = columns.map((key) => {
    const column = (table as unknown as Record<string, PgColumn>)[key as string];
    if (!column) throw new Error(`no column ${String(key)}`);
    const name = columnName(column);
    return { key: key as string, current: sql`${table}.${sql.identifier(name)}`, name };
  });
  const excluded = (name: string) => sql`excluded.${sql.identifier(name)}`;
  return {
    set: Object.fromEntries(picked.map(({ key, name }) => [key, excluded(name)])),
    setWhere: sql`(${sql.join(
      picked.map(({ current }) => current),
      sql`, `,
    )}) is distinct from (${sql.join(
      picked.map(({ name }) => excluded(name)),
      sql`, `,
    )})`,
  };
}
