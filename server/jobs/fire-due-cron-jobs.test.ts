import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/connect";
import { sqlRows } from "../db/sql-rows";
import { listJobs } from "../services/jobs/list-jobs";
import { createTestDatabase, type TestDatabase } from "../test/test-database";
import { fireDueCronJobs } from "./fire-due-cron-jobs";
import { type JobHandlers, runPendingJobs } from "./run-pending-jobs";

let database: TestDatabase;
let other: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  other = await database.connectAgain();
});
afterAll(async () => {
  await other.close();
  await database.close();
});

describe("a due cron job and two app instances", () => {
  it("fires once per due time, runs once, and records the run", async () => {
    const now = new Date();
    await database.db.execute(
      sql`update jobs set next_run_at = ${new Date(now.getTime() - 1000)} where name = 'PURGE_EXPIRED_SESSIONS'`,
    );
    const calls: string[] = [];
    const handlers = (worker: string): JobHandlers => {
      const purge = async () => {
        calls.push(worker);
        await new Promise((resolve) => setTimeout(resolve, 50));
      };
      return { PURGE_EXPIRED_SESSIONS: purge };
    };
    const handled = new Set(["PURGE_EXPIRED_SESSIONS"]);
    const fired = await Promise.all([
      fireDueCronJobs(database.db, handled, now),
      fireDueCronJobs(other.db, handled, now),
    ]);
    expect(fired[0] + fired[1]).toBe(1);
    // Ticking again at the same time finds nothing due: the next run moved on.
    expect(await fireDueCronJobs(other.db, handled, now)).toBe(0);

    const ran = await Promise.all([
      runPendingJobs({ db: database.db, handlers: handlers("a"), workerId: "a" }),
      runPendingJobs({ db: other.db, handlers: handlers("b"), workerId: "b" }),
    ]);
    expect(ran[0] + ran[1]).toBe(1);
    expect(calls).toHaveLength(1);

    const runs = sqlRows(
      await database.db.execute(
        sql`select state, locked_by as "lockedBy", started_at as "startedAt", finished_at as "finishedAt"
          from job_runs where job_name = 'PURGE_EXPIRED_SESSIONS'`,
      ),
    );
    expect(runs).toEqual([
      expect.objectContaining({
        state: "DONE",
        lockedBy: calls[0],
        startedAt: expect.anything(),
        finishedAt: expect.anything(),
      }),
    ]);
    const job = (await listJobs(database.db, now)).find(
      (candidate) => candidate.name === "PURGE_EXPIRED_SESSIONS",
    );
    expect(job?.mostRecentExecutionTime).toBe(now.getTime());
    expect(job?.numRunningInstances).toBe(0);
  });
});
