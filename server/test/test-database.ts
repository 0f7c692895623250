import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { inject } from "vitest";
import { connect, type Database } from "../db/connect";
import "./test-database-config";

export interface TestDatabase extends Database {
  /** Another handle on the same database, as a second app instance has: its own pool and caches. */
  connectAgain(): Promise<Database>;
  /** The database's address on the PostgreSQL server; none for the embedded database. */
  url?: string;
}

/** A fresh, migrated database with reference data, private to one test file. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const config = inject("testDatabase");
  if (config.kind === "pglite") {
    const dump = new Blob([readFileSync(config.dumpPath)]);
    const client = await PGlite.create({ loadDataDir: dump });
    const database = await connect({ pglite: client });
    return {
      ...database,
      // The embedded database has one client: a second handle shares it and leaves closing to the first.
      connectAgain: async () => ({ ...(await connect({ pglite: client })), close: async () => undefined }),
    };
  }
  const name = `recruit_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: config.adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}" template "${config.templateName}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(config.adminUrl);
  url.pathname = `/${name}`;
  const database = await connect({ databaseUrl: url.toString(), poolSize: 4 });
  return {
    ...database,
    connectAgain: () => connect({ databaseUrl: url.toString(), poolSize: 2 }),
    url: url.toString(),
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: config.adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`).catch(() => undefined);
      await dropper.end();
    },
  };
}
