import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sqlRows } from "../db/sql-rows";
import { createTestDatabase, type TestDatabase } from "../test/test-database";
import { beat, claimNextJob, enqueueJob, retireWorker, WORKER_SILENT_SECONDS } from "./job-queue";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const db = () => database.db;
const stateOf = async (jobName: string) =>
  sqlRows(
    await db().execute(sql`select state, locked_by as "lockedBy" from job_runs where job_name = ${jobName}`),
  )[0];

describe("runs of a worker that died come back (issue 27)", () => {
  it("hands a run out again once its worker's heartbeat is silent, and never while it beats", async () => {
    await beat(db(), "worker-alive");
    await enqueueJob(db(), { jobName: "HEARTBEAT_TEST_A" });
    const claimed = await claimNextJob(db(), "worker-alive");
    expect(claimed?.jobName).toBe("HEARTBEAT_TEST_A");
    // A long run of a living worker: started long ago, its worker still beating.
    await db().execute(
      sql`update job_runs set started_at = now() - interval '2 hours' where id = ${claimed?.id}`,
    );
    expect(await claimNextJob(db(), "worker-other")).toBeNull();
    expect(await stateOf("HEARTBEAT_TEST_A")).toEqual({ state: "RUNNING", lockedBy: "worker-alive" });

    // The instance dies: its heartbeat stops.
    await db().execute(sql`update job_workers set last_seen_at = now() - make_interval(secs => ${WORKER_SILENT_SECONDS + 1})
      where id = 'worker-alive'`);
    const again = await claimNextJob(db(), "worker-other");
    expect(again?.id).toBe(claimed?.id);
    expect(again?.attempts).toBe(2);
    await db().execute(sql`update job_runs set state = 'DONE' where id = ${claimed?.id}`);
    await retireWorker(db(), "worker-alive");
  });

  it("gives a worker without heartbeat (a test's, a script's) fifteen minutes", async () => {
    await enqueueJob(db(), { jobName: "HEARTBEAT_TEST_B" });
    const claimed = await claimNextJob(db(), "worker-without-heartbeat");
    await db().execute(
      sql`update job_runs set started_at = now() - interval '10 minutes' where id = ${claimed?.id}`,
    );
    expect(await claimNextJob(db(), "worker-other")).toBeNull();
    await db().execute(
      sql`update job_runs set started_at = now() - interval '16 minutes' where id = ${claimed?.id}`,
    );
    expect((await claimNextJob(db(), "worker-other"))?.id).toBe(claimed?.id);
    await db().execute(sql`update job_runs set state = 'DONE' where id = ${claimed?.id}`);
  });
});
