import pg from "pg";
import { testAdminUrl, withDatabase } from "../scripts/postgres-available";
import { connect } from "../server/db/connect";
import { migrateDatabase } from "../server/db/migrate";
import { loadReferenceData } from "../server/db/seed/load-reference-data";

/** A fresh, migrated database on the PostgreSQL server of DATABASE_URL (or the test server). */
export async function createBenchDatabase(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL ?? testAdminUrl;
  const name = `${prefix}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = withDatabase(adminUrl, name);
  const database = await connect({ databaseUrl: url, poolSize: 2 });
  await migrateDatabase(database);
  await loadReferenceData(database.db, { applicationUrl: "http://localhost" });
  await database.close();
  return {
    url,
    drop: async () => {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
}
