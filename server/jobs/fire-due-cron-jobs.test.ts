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
    // The job records when its run started (not when it was queued).
    const job = (await listJobs(database.db, now)).find(
      (candidate) => candidate.name === "PURGE_EXPIRED_SESSIONS",
    );
    // The same instant; the list rounds PostgreSQL's microseconds to the millisecond, the driver truncates.
    const startedAt = new Date(String(runs[0]?.startedAt)).getTime();
    expect(Math.abs((job?.mostRecentExecutionTime ?? 0) - startedAt)).toBeLessThanOrEqual(1);
    expect(job?.numRunningInstances).toBe(0);
  });
});

describe("a job run now by an administrator", () => {
  it("shows as running while it runs, and records when it started", async () => {
    await database.db.execute(
      sql`update jobs set most_recent_execution_time = null where name = 'SEND_OUTBOX_MAIL'`,
    );
    await database.db.execute(
      sql`insert into job_runs (job_name, payload) values ('SEND_OUTBOX_MAIL', '{}')`,
    );
    const during: { running: number; started: number | null }[] = [];
    const observe = async () => {
      const job = (await listJobs(other.db)).find((candidate) => candidate.name === "SEND_OUTBOX_MAIL");
      during.push({ running: job?.numRunningInstances ?? -1, started: job?.mostRecentExecutionTime ?? null });
    };
    const handlers: JobHandlers = { SEND_OUTBOX_MAIL: observe };
    const before = Date.now();
    expect(await runPendingJobs({ db: database.db, handlers, workerId: "c" })).toBe(1);
    expect(during).toHaveLength(1);
    expect(during[0]?.running).toBe(1);
    expect(during[0]?.started).toBeGreaterThanOrEqual(before - 1000);
    const after = (await listJobs(database.db)).find((candidate) => candidate.name === "SEND_OUTBOX_MAIL");
    expect(after?.numRunningInstances).toBe(0);
    expect(after?.mostRecentExecutionTime).toBe(during[0]?.started);
  });
});
