import { join } from "node:path";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { projectRoot } from "../project-root";
import type { Database, Schema } from "./connect";

export const migrationsFolder = join(projectRoot, "server", "db", "migrations");

/** The advisory lock instances take to migrate one at a time (any fixed number of our own). */
const MIGRATION_LOCK = 7_267_601;

/**
 * Applies the committed migrations; run on every start; already-applied migrations are skipped. Several
 * instances starting at once on one server migrate one after the other under an advisory lock: the first
 * applies, the others find nothing left to do (issue 27).
 */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === "pglite") {
    await migratePglite(database.db as PgliteDatabase<Schema>, { migrationsFolder });
  } else {
    await database.withAdvisoryLock(MIGRATION_LOCK, () =>
      migrateNodePg(database.db as NodePgDatabase<Schema>, { migrationsFolder }),
    );
  }
}
