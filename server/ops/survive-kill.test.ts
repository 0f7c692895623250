import { mkdtempSync, openAsBlob, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateVolunteers } from "../../bench/generate-volunteers";
import { BENCH_GROUPS, CONDITIONS, createActiveStudy } from "../../bench/matching-studies";
import { postgresAvailable } from "../../scripts/postgres-available";
import { connect } from "../db/connect";
import { matchStudy } from "../services/matching/match-study";
import { requestStudyMatching } from "../services/matching/request-matching";
import { createStudyImporter, writeIrbRecordsCsv } from "../test/irb-records-file";
import {
  freshPostgresDatabase,
  type ServerProcess,
  signInOverHttp,
  startServerProcess,
} from "../test/server-process";

/**
 * Faults survived (issue 27), on PostgreSQL: an instance killed with SIGKILL in the middle of its work,
 * and what the database holds afterwards.
 */
const available = await postgresAvailable();
const ROWS = 50_000;
const VOLUNTEERS = 300_000;
const IMPORTER = { email: "kill-test-importer@example.edu", password: "kill test importer password" };
const port = 4000 + Math.floor(Math.random() * 500);
const folder = mkdtempSync(join(tmpdir(), "recruit-kill-"));
let database: { url: string; drop(): Promise<void> } | undefined;
let server: ServerProcess | undefined;

beforeAll(async () => {
  if (!available) return;
  database = await freshPostgresDatabase("recruit_kill");
  await createStudyImporter(database.url, IMPORTER.email, IMPORTER.password);
  await writeIrbRecordsCsv(join(folder, "irb.csv"), ROWS);
}, 120_000);
afterAll(async () => {
  await server?.kill("SIGKILL");
  await database?.drop();
  rmSync(folder, { recursive: true, force: true });
});

async function query<T>(statement: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: database?.url });
  await client.connect();
  try {
    return (await client.query(statement, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Waits until a transaction of the app's is writing to `table` (seen from the database). */
async function writingTo(table: string): Promise<void> {
  const end = Date.now() + 60_000;
  for (;;) {
    const [writing] = await query<{ count: number }>(
      `select count(*)::int as count from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and xact_start is not null
          and state <> 'idle' and query ilike $1`,
      [`%${table}%`],
    );
    if ((writing?.count ?? 0) > 0) return;
    if (Date.now() > end) throw new Error(`nothing ever wrote to ${table}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function upload(base: string, headers: Record<string, string>) {
  const form = new FormData();
  form.append("file", await openAsBlob(join(folder, "irb.csv"), { type: "text/csv" }), "irb.csv");
  return fetch(`${base}/backend/secure/staff/study-intake-csv`, { method: "POST", headers, body: form });
}

describe.skipIf(!available)("an instance killed in the middle of its work", () => {
  it("leaves none of a 50,000-row import it was writing; the same file again brings all of it", async () => {
    const url = (database as { url: string }).url;
    server = await startServerProcess({ databaseUrl: url, port });
    const headers = await signInOverHttp(server.base, IMPORTER.email, IMPORTER.password);
    const cut = upload(server.base, headers).then(
      (response) => response.status,
      () => "cut",
    );
    // Killed while its transaction writes the rows.
    await writingTo("imported_studies");
    await server.kill("SIGKILL");
    expect(await cut).toBe("cut");
    const [after] = await query<{ count: number }>("select count(*)::int as count from imported_studies");
    expect(after?.count).toBe(0);

    server = await startServerProcess({ databaseUrl: url, port });
    const again = await upload(
      server.base,
      await signInOverHttp(server.base, IMPORTER.email, IMPORTER.password),
    );
    expect(again.status).toBe(200);
    const [complete] = await query<{ count: number }>("select count(*)::int as count from imported_studies");
    expect(complete?.count).toBe(ROWS);
    await server.kill("SIGTERM");
  }, 180_000);

  it("takes a matching run up again after its instance died, and ends with the whole list, once", async () => {
    const url = (database as { url: string }).url;
    const connection = await connect({ databaseUrl: url, poolSize: 2 });
    try {
      await generateVolunteers(connection.db, VOLUNTEERS);
      const studyId = await createActiveStudy(connection.db, "KILLMATCH", BENCH_GROUPS, [CONDITIONS.asthma]);
      server = await startServerProcess({ databaseUrl: url, port, env: { JOBS_ENABLED: "1" } });
      await requestStudyMatching(connection.db, studyId);
      await writingTo("matched_participants");
      await server.kill("SIGKILL");
      const [cut] = await query<{ state: string; matched: number }>(
        `select (select state from job_runs where payload->>'studyId' = $1 order by id desc limit 1) as state,
          (select count(*)::int from matched_participants where study_id = $2) as matched`,
        [String(studyId), studyId],
      );
      expect(cut).toEqual({ state: "RUNNING", matched: 0 });

      // Another instance (here the same, restarted) hands the run out again once the dead one is silent.
      server = await startServerProcess({ databaseUrl: url, port, env: { JOBS_ENABLED: "1" } });
      const end = Date.now() + 90_000;
      for (;;) {
        const [run] = await query<{ state: string; attempts: number }>(
          "select state, attempts from job_runs where payload->>'studyId' = $1 order by id desc limit 1",
          [String(studyId)],
        );
        if (run?.state === "DONE") {
          expect(run.attempts).toBe(2);
          break;
        }
        if (Date.now() > end) throw new Error(`the matching run stayed ${run?.state}`);
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      await server.kill("SIGTERM");
      const [matched] = await query<{ rows: number; people: number }>(
        "select count(*)::int as rows, count(distinct user_id)::int as people from matched_participants where study_id = $1",
        [studyId],
      );
      expect(matched?.rows).toBeGreaterThan(0);
      expect(matched?.rows).toBe(matched?.people);
      // Complete: matching again from scratch finds the same people.
      await connection.db.execute(sql`delete from matched_participants where study_id = ${studyId}`);
      await matchStudy(connection.db, studyId);
      const [fresh] = await query<{ rows: number }>(
        "select count(*)::int as rows from matched_participants where study_id = $1",
        [studyId],
      );
      expect(fresh?.rows).toBe(matched?.rows);
    } finally {
      await connection.close();
    }
  }, 240_000);
});
