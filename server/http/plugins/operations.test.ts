import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sqlRows } from "../../db/sql-rows";
import { createLifecycle } from "../../ops/lifecycle";
import { createTestApp, type TestApp, TestClient } from "../../test/test-app";

const TOKEN = "metrics-token-for-the-tests";
const lifecycle = createLifecycle("serving");
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ env: { METRICS_TOKEN: TOKEN }, lifecycle });
});
afterAll(() => testApp.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: "GET", url, headers });

describe("health answers for the load balancer (issue 27)", () => {
  it("answers live while the process runs, and ready only while it serves", async () => {
    expect((await get("/health/live")).statusCode).toBe(200);
    const ready = await get("/health/ready");
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ready" });
    expect(ready.headers["cache-control"]).toBe("no-store");
    for (const phase of ["starting", "stopping"] as const) {
      lifecycle.phase = phase;
      const answer = await get("/health/ready");
      expect(answer.statusCode, phase).toBe(503);
      expect(answer.json(), phase).toEqual({ status: phase });
      expect((await get("/health/live")).statusCode, phase).toBe(200);
    }
    lifecycle.phase = "serving";
  });

  it("is not ready when the database lacks a migration of this build", async () => {
    const db = testApp.database.db;
    const [last] = sqlRows(
      await db.execute(
        sql`select id, hash, created_at from drizzle.__drizzle_migrations order by id desc limit 1`,
      ),
    );
    await db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last?.id}`);
    try {
      const answer = await get("/health/ready");
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({ status: "migrations-pending" });
    } finally {
      await db.execute(sql`insert into drizzle.__drizzle_migrations (id, hash, created_at)
        values (${last?.id}, ${last?.hash}, ${last?.created_at})`);
    }
    expect((await get("/health/ready")).statusCode).toBe(200);
  });
});

describe("metrics for the operators' monitoring (issue 27)", () => {
  it("answers only the configured token, in Prometheus's format", async () => {
    expect((await get("/metrics")).statusCode).toBe(404);
    expect((await get("/metrics", { authorization: "Bearer not-the-token-at-all" })).statusCode).toBe(404);
    const answer = await get("/metrics", { authorization: `Bearer ${TOKEN}` });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toContain("text/plain");
  });

  it("counts requests by route pattern, refused sign-ins, the job queue and the outbox", async () => {
    const browser = new TestClient(testApp.app);
    await browser.request({ method: "GET", url: "/backend/public/auth-details" });
    await browser.login("nobody@example.edu", "not the password");
    const db = testApp.database.db;
    await db.execute(
      sql`insert into job_runs (job_name, run_after) values ('METRICS_TEST_JOB', now() - interval '90 seconds')`,
    );
    await db.execute(sql`insert into outbox_mails (to_address, subject, text_body, created_at)
      values ('someone@example.edu', 'Hello', 'Text', now() - interval '5 minutes')`);
    const text = (await get("/metrics", { authorization: `Bearer ${TOKEN}` })).body;
    expect(text).toMatch(
      /recruit_http_requests_total\{method="GET",route="\/backend\/public\/auth-details",status="200"\} [1-9]/,
    );
    expect(text).toMatch(
      /recruit_http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/backend\/public\/auth-details"/,
    );
    expect(text).toMatch(/recruit_sign_in_failures_total\{door="staff"\} 1/);
    expect(text).toMatch(/recruit_job_queue_waiting\{job="METRICS_TEST_JOB"\} 1/);
    const oldestJob = Number(
      text.match(/recruit_job_queue_oldest_waiting_seconds\{job="METRICS_TEST_JOB"\} ([\d.]+)/)?.[1],
    );
    expect(oldestJob).toBeGreaterThanOrEqual(89);
    expect(Number(text.match(/recruit_outbox_waiting (\d+)/)?.[1])).toBeGreaterThanOrEqual(1);
    expect(Number(text.match(/recruit_outbox_oldest_waiting_seconds ([\d.]+)/)?.[1])).toBeGreaterThanOrEqual(
      299,
    );
    // A URL's values never become labels: the route's pattern does.
    await browser.request({ method: "GET", url: "/backend/secure/staff/studies/12345" });
    const after = (await get("/metrics", { authorization: `Bearer ${TOKEN}` })).body;
    expect(after).not.toContain("12345");
  });

  it("shows the process's own figures: its CPU, its heap, its collector's pauses, its event loop's delay", async () => {
    const text = (await get("/metrics", { authorization: `Bearer ${TOKEN}` })).body;
    expect(Number(text.match(/^process_cpu_seconds_total ([\d.e-]+)$/m)?.[1])).toBeGreaterThan(0);
    expect(Number(text.match(/^nodejs_heap_size_used_bytes ([\d.e+]+)$/m)?.[1])).toBeGreaterThan(0);
    expect(text).toMatch(/^# TYPE nodejs_gc_duration_seconds histogram$/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds [\d.e-]+$/m);
  });
});

describe("request ids (issue 27)", () => {
  it("answers every request with its id, keeping a proxy's id that looks like one", async () => {
    const fresh = await get("/health/live");
    expect(fresh.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    const forwarded = await get("/health/live", { "x-request-id": "proxy-4f2a9c1e" });
    expect(forwarded.headers["x-request-id"]).toBe("proxy-4f2a9c1e");
    const injected = await get("/health/live", { "x-request-id": 'bad"\nid' });
    // Replaced by an id of its own: a random one may itself hold the letters "bad" (failed once in ~100).
    expect(injected.headers["x-request-id"]).not.toBe('bad"\nid');
    expect(injected.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });
});
