import { spawnSync } from "node:child_process";
import { readEnv } from "../server/env";

/**
 * `npm run backup -- <file>` and `npm run restore -- <file>` (issue 27, docs/OPERATIONS.md): the
 * PostgreSQL server's database of DATABASE_URL, with PostgreSQL's own tools (pg_dump's custom format;
 * pg_restore into it, replacing what is there). Stop the instances before a restore.
 */
export function backupDatabase(databaseUrl: string, file: string): void {
  run("pg_dump", ["--format=custom", "--no-owner", `--file=${file}`, `--dbname=${databaseUrl}`]);
}

export function restoreDatabase(databaseUrl: string, file: string): void {
  run("pg_restore", [
    "--clean",
    "--if-exists",
    "--no-owner",
    "--single-transaction",
    "--exit-on-error",
    `--dbname=${databaseUrl}`,
    file,
  ]);
}

function run(tool: string, args: string[]): void {
  const result = spawnSync(tool, args, { stdio: "inherit" });
  if (result.error)
    throw new Error(`${tool} could not run: ${result.error.message} (install PostgreSQL's client tools)`);
  if (result.status !== 0) throw new Error(`${tool} failed with status ${result.status}`);
}

const [command, file] = process.argv.slice(2);
if (command === "backup" || command === "restore") {
  const { DATABASE_URL } = readEnv();
  if (!DATABASE_URL || !file) {
    console.error(`Usage: DATABASE_URL=postgres://... npm run ${command} -- <file>`);
    process.exit(2);
  }
  if (command === "backup") backupDatabase(DATABASE_URL, file);
  else restoreDatabase(DATABASE_URL, file);
  console.log(`${command === "backup" ? "Backed up to" : "Restored from"} ${file}`);
}
