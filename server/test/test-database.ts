import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { inject } from "vitest";
import { connect, type Database } from "../db/connect";
import "./test-database-config";

/** A fresh, migrated database with reference data, private to one test file. */
export async function createTestDatabase(): Promise<Database> {
  const config = inject("testDatabase");
  if (config.kind === "pglite") {
    const dump = new Blob([readFileSync(config.dumpPath)]);
    const client = await PGlite.create({ loadDataDir: dump });
    return connect({ pglite: client });
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
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: config.adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`).catch(() => undefined);
      await dropper.end();
    },
  };
}
