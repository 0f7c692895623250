import { fileURLToPath } from "node:url";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { Database, Schema } from "./connect";

export const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

/** Applies the committed migrations; run on every start; already-applied migrations are skipped. */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === "pglite") {
    await migratePglite(database.db as PgliteDatabase<Schema>, { migrationsFolder });
  } else {
    await migrateNodePg(database.db as NodePgDatabase<Schema>, { migrationsFolder });
  }
}
