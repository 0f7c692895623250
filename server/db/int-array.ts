import { type SQL, sql } from "drizzle-orm";

/**
 * Ids as one `int[]` parameter: a list of hundreds is one value to bind, not hundreds (drizzle expands a
 * JS array into one parameter per item). The same text works on node-postgres and PGlite.
 */
export function intArray(ids: readonly number[]): SQL {
  return sql`${intArrayLiteral(ids)}::int[]`;
}

/** The `int[]` literal of ids, the value of a compiled statement's placeholder cast to `int[]`. */
export function intArrayLiteral(ids: readonly number[]): string {
  return `{${ids.map((id) => Math.trunc(id)).join(",")}}`;
}
