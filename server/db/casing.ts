import type { Column } from "drizzle-orm";
import { CasingCache } from "drizzle-orm/casing";

/** How the schema's camelCase keys name their columns in PostgreSQL: one setting for every handle. */
export const COLUMN_CASING = "snake_case";

const cache = new CasingCache(COLUMN_CASING);

/** A column's name in the database, e.g. for `excluded.<name>` in an upsert. */
export function columnName(column: Column): string {
  return cache.getColumnCasing(column);
}
