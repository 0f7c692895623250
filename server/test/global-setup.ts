import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { postgresAvailable, testAdminUrl, withDatabase } from "../../scripts/postgres-available";
import { connect } from "../db/connect";
import { migrateDatabase } from "../db/migrate";
import { loadReferenceData } from "../db/seed/load-reference-data";
import "./test-database-config";

const APPLICATION_URL = "http://localhost:3000";

/**
 * DESIGN.md §9: a real PostgreSQL when one is reachable (TEST_DATABASE_URL or 127.0.0.1:5432), migrated
 * once into a template that every test file clones; PGlite otherwise, migrated once and dumped.
 * TEST_DB=pglite forces the embedded path.
 */
export default async function setup(project: TestProject) {
  const adminUrl = testAdminUrl;
  if (await postgresAvailable(adminUrl)) {
    const templateName = `recruit_template_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database "${templateName}"`);
    const database = await connect({ databaseUrl: withDatabase(adminUrl, templateName), poolSize: 1 });
    await migrateDatabase(database);
    await loadReferenceData(database.db, { applicationUrl: APPLICATION_URL });
    await database.close();
    project.provide("testDatabase", { kind: "postgres", adminUrl, templateName });
    return async () => {
      await admin.query(`drop database if exists "${templateName}" with (force)`).catch(() => undefined);
      await admin.end();
    };
  }
  const client = await PGlite.create();
  const database = await connect({ pglite: client });
  await migrateDatabase(database);
  await loadReferenceData(database.db, { applicationUrl: APPLICATION_URL });
  const dump = await client.dumpDataDir("gzip");
  const folder = join(process.cwd(), ".tmp");
  mkdirSync(folder, { recursive: true });
  const dumpPath = join(folder, `pglite-template-${process.pid}.tar.gz`);
  writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide("testDatabase", { kind: "pglite", dumpPath });
}
