import { readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import type { Db } from "../db/connect";
import { migrationsFolder } from "../db/migrate";
import { sqlRows } from "../db/sql-rows";

/** How many migrations this build carries (drizzle-kit's journal). */
export function migrationsInBuild(): number {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, "meta", "_journal.json"), "utf8")) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

/** Whether the database has every migration of this build (drizzle's own record of applied ones). */
export async function migrationsCurrent(db: Db, expected: number): Promise<boolean> {
  const [row] = sqlRows(
    await db.execute(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`),
  );
  return Number(row?.applied ?? 0) >= expected;
}
