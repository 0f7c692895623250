import { type SQL, sql } from "drizzle-orm";

/**
 * Ids as one `int[]` parameter: a list of hundreds is one value to bind, not hundreds (drizzle expands a
 * JS array into one parameter per item). The same text works on node-postgres and PGlite.
 */
export function intArray(ids: readonly number[]): SQL {
  return sql`${`{${ids.map((id) => Math.trunc(id)).join(",")}}`}::int[]`;
}
