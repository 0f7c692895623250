import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect, type Database } from "../server/db/connect";
import { migrateDatabase } from "../server/db/migrate";
import { seedDatabase } from "../server/db/seed/seed-database";
import { databaseDigest } from "../server/test/database-digest";
import { backupDatabase, restoreDatabase } from "./database-backup";
import { postgresAvailable, testAdminUrl, withDatabase } from "./postgres-available";

// The backup and restore of docs/OPERATIONS.md, once, on the PostgreSQL server (the embedded database is
// backed up by copying its folder while stopped).
const available = (await postgresAvailable()) && spawnSync("pg_dump", ["--version"]).status === 0;
const name = `recruit_backup_${process.pid}`;
const folder = mkdtempSync(join(tmpdir(), "recruit-backup-"));
let database: Database | undefined;

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: testAdminUrl });
  await client.connect();
  await client.query(statement);
  await client.end();
}

beforeAll(async () => {
  if (!available) return;
  await admin(`drop database if exists "${name}" with (force)`);
  await admin(`create database "${name}"`);
  database = await connect({ databaseUrl: withDatabase(testAdminUrl, name), poolSize: 2 });
  await migrateDatabase(database);
  await seedDatabase(database.db, { applicationUrl: "http://localhost:3000", demoData: true });
}, 240_000);
afterAll(async () => {
  await database?.close();
  if (available) await admin(`drop database if exists "${name}" with (force)`);
  rmSync(folder, { recursive: true, force: true });
});

describe.skipIf(!available)("backup and restore with pg_dump and pg_restore (issue 27)", () => {
  it("restores the database as it was when backed up", async () => {
    const db = (database as Database).db;
    const url = withDatabase(testAdminUrl, name);
    const file = join(folder, "recruit.dump");
    const before = await databaseDigest(db);
    backupDatabase(url, file);

    // What happens after the backup is lost by the restore: a deleted table's rows, a new row.
    await db.execute(sql`delete from message_templates`);
    await db.execute(sql`update users set first_name = 'Changed' where id = (select min(id) from users)`);
    expect(await databaseDigest(db)).not.toEqual(before);

    await database?.close();
    restoreDatabase(url, file);
    database = await connect({ databaseUrl: url, poolSize: 2 });
    expect(await databaseDigest(database.db)).toEqual(before);
  }, 240_000);
});
