/**
 * The rows of a raw `db.execute(sql...)` result. node-postgres and PGlite both answer `{ rows }`, but
 * drizzle types the result per driver, so the shared Db type sees `unknown`.
 */
export function sqlRows(result: unknown): Record<string, unknown>[] {
  const rows = (result as { rows?: unknown }).rows;
  if (!Array.isArray(rows)) throw new Error("Unexpected query result");
  return rows as Record<string, unknown>[];
}
