import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Job } from "../../../core/contracts/jobs";
import { sqlRows } from "../../db/sql-rows";
import { makeStaffUser } from "../../test/factories";
import { createTestApp, signedInClient, type TestApp, type TestClient } from "../../test/test-app";

let testApp: TestApp;
let admin: TestClient;
beforeAll(async () => {
  testApp = await createTestApp();
  admin = await signedInClient(testApp, await makeStaffUser(testApp.database.db, { roles: ["ADMIN"] }));
});
afterAll(() => testApp.close());
const db = () => testApp.database.db;

const reschedule = (name: string, value: string) =>
  admin.request({
    method: "PATCH",
    url: `/backend/jobs/${name}`,
    headers: { "content-type": "application/json-patch+json" },
    payload: JSON.stringify([{ op: "replace", path: "/cronExpression", value }]),
  });

describe("admin jobs", () => {
  it("lists every job the product runs, with next execution times and running instances", async () => {
    const jobs = (await admin.request({ method: "GET", url: "/backend/jobs/" })).json<Job[]>();
    expect(jobs.map((job) => job.name)).toEqual(
      expect.arrayContaining([
        "MATCH_ACTIVE_STUDIES",
        "SEND_OUTBOX_MAIL",
        "SEND_NOTIFICATION_DIGESTS",
        "SEND_VOLUNTEER_DIGESTS",
        "PURGE_EXPIRED_SESSIONS",
      ]),
    );
    const purge = jobs.find((job) => job.name === "PURGE_EXPIRED_SESSIONS");
    expect(purge).toMatchObject({ group: "MAINTENANCE", state: "NORMAL", numRunningInstances: 0 });
    expect(purge?.nextExecutionTimes).toHaveLength(5);
    const [first, second] = purge?.nextExecutionTimes ?? [];
    expect((second ?? 0) - (first ?? 0)).toBe(3_600_000);
  });

  it("previews a schedule, answering 400 with the reason for one that cannot be read", async () => {
    const preview = await admin.request({
      method: "GET",
      url: `/backend/jobs/fake/next-execution-times?cron-expression=${encodeURIComponent("0 30 6 ? * MON-FRI *")}`,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const times = preview.json<number[]>().map((time) => new Date(time));
    expect(times).toHaveLength(5);
    for (const time of times) {
      expect([1, 2, 3, 4, 5]).toContain(time.getDay());
      expect([time.getHours(), time.getMinutes(), time.getSeconds()]).toEqual([6, 30, 0]);
    }
    // Quartz's own rules (server/jobs/quartz-cron.test.ts): both day fields need a '?', L stands alone.
    for (const bad of [
      "0 61 * * * ? *",
      "not a cron",
      "* * *",
      "0 0 * * * * *",
      "0 0 * 4 * * *",
      "0 0 * * * 4 *",
      "0 43 9 1,5,29,L * ? *",
    ]) {
      const refused = await admin.request({
        method: "GET",
        url: `/backend/jobs/fake/next-execution-times?cron-expression=${encodeURIComponent(bad)}`,
      });
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json().code).toBe("INVALID_CRON_EXPRESSION");
      expect(refused.json().message).not.toBe("");
    }
  });

  it("reschedules a job, refusing an invalid expression and an unknown job", async () => {
    const saved = await reschedule("PURGE_EXPIRED_SESSIONS", "0 0 3 * * ? *");
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<Job>().cronExpression).toBe("0 0 3 * * ? *");
    expect((await reschedule("PURGE_EXPIRED_SESSIONS", "0 0 25 * * ? *")).statusCode).toBe(400);
    expect((await reschedule("PURGE_EXPIRED_SESSIONS", "0 0 * 4 * * *")).statusCode).toBe(400);
    // Quartz reads it, and so does the preview that the form shows before saving.
    const nearLastDay = await reschedule("SEND_VOLUNTEER_DIGESTS", "0 15 10 L-1W * ? *");
    expect(nearLastDay.statusCode, nearLastDay.body).toBe(200);
    expect(nearLastDay.json<Job>().nextExecutionTimes).toHaveLength(5);
    expect((await reschedule("NO_SUCH_JOB", "0 0 3 * * ? *")).statusCode).toBe(404);
    const [row] = sqlRows(
      await db().execute(sql`select cron_expression from jobs where name = 'PURGE_EXPIRED_SESSIONS'`),
    );
    expect(row?.cron_expression).toBe("0 0 3 * * ? *");
  });

  it("runs a job now: one queued run however often it is clicked; 404 and 400 for jobs that cannot run", async () => {
    for (const _ of [1, 2]) {
      const response = await admin.request({
        method: "POST",
        url: "/backend/jobs/PURGE_EXPIRED_SESSIONS/execute",
      });
      expect(response.statusCode).toBe(204);
    }
    const runs = sqlRows(
      await db().execute(
        sql`select state from job_runs where job_name = 'PURGE_EXPIRED_SESSIONS' and state = 'PENDING'`,
      ),
    );
    expect(runs).toHaveLength(1);
    expect(
      (await admin.request({ method: "POST", url: "/backend/jobs/NO_SUCH_JOB/execute" })).statusCode,
    ).toBe(404);
    // A job left in the table by another version, with no task in this one.
    await db().execute(sql`insert into jobs (name, "group", description, cron_expression)
      values ('RETIRED_JOB', 'OLD', 'A job of an older version', '0 0 1 * * ? *')`);
    const notRunnable = await admin.request({ method: "POST", url: "/backend/jobs/RETIRED_JOB/execute" });
    expect(notRunnable.statusCode).toBe(400);
    expect(notRunnable.json().code).toBe("JOB_NOT_RUNNABLE");
  });
});
