import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { audience, defineEndpoint } from "../../core/contracts/endpoint";
import { PageNumber } from "../../core/contracts/paging";
import { route } from "../http/endpoint-route";
import { databaseDigest } from "../test/database-digest";
import { createTestApp, type TestApp } from "../test/test-app";
import { registerWarmUpUrls, warmUp } from "./warm-up";

const METRICS_TOKEN = "metrics-token-for-the-tests";

let testApp: TestApp;
let logged: { msg: string }[] = [];
beforeAll(async () => {
  testApp = await createTestApp({
    env: { LOG_LEVEL: "info", METRICS_TOKEN },
    logStream: { write: (line) => logged.push(JSON.parse(line) as { msg: string }) },
  });
  await testApp.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(() => testApp.close());

describe("the warm-up before readiness (issue 27)", () => {
  it("sends the session check and each declared read to itself, refused, and writes, logs and counts nothing", async () => {
    const { app, database } = testApp;
    expect(app.warmUpUrls).toEqual([
      "/backend/secure/staff/authorization-check",
      "/backend/secure/staff/studies/?is-archived=false&sort-by=NEW_PARTICIPANTS&page=1",
      "/backend/secure/staff/studies/1",
      "/backend/secure/staff/studies/1/matched-participants?status=EXACT&page=1",
      "/backend/secure/staff/studies/1/interested-participants?status=NEW&page=1",
      "/backend/secure/staff/studies/1/interested-participants?status=NEW&page=2&after=1",
      "/backend/secure/staff/studies/1/interested-participants?label-id=1&page=1",
      "/backend/secure/conversations/1?study-id=1",
      "/backend/secure/staff/studies/1/conversations?page=1",
    ]);
    const before = await databaseDigest(database.db);
    logged = [];

    const report = await warmUp(app, { rounds: 2, concurrency: 3 });

    expect(report).toEqual({ requests: app.warmUpUrls.length * 2 * 3, unexpected: [] });
    // Every connection it asked for at once was opened (the embedded database has no pool).
    const pool = database.poolStats();
    if (pool) expect(pool.total).toBeGreaterThanOrEqual(3);
    expect(await databaseDigest(database.db)).toEqual(before);
    expect(logged.filter((line) => line.msg === "request")).toEqual([]);
    const metrics = await app.inject({
      method: "GET",
      url: "/metrics",
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(metrics.body).not.toMatch(/^recruit_http_requests_total\{[^}]*authorization-check/m);

    // Once warm, the same session id is a stranger's like any other: refused, logged and counted.
    expect(app.warmUpSessionId).toBeNull();
    logged = [];
    const answer = await app.inject({
      method: "GET",
      url: "/backend/secure/staff/authorization-check",
      headers: { cookie: `recruit_session=${"A".repeat(43)}` },
    });
    expect(answer.statusCode).toBe(401);
    expect(logged.filter((line) => line.msg === "request")).toHaveLength(1);
  });

  it("stops the app from starting when a declared request is one its endpoint refuses", async () => {
    const app = Fastify();
    registerWarmUpUrls(app, "");
    const list = defineEndpoint({
      method: "GET",
      path: "/secure/staff/examples",
      summary: "A page of examples",
      audience: audience.staff,
      query: z.object({ page: PageNumber }),
    });
    const read = { key: "examples", build: () => ({}) as never, values: {} };
    expect(() =>
      route(app, list, () => undefined, {
        sessionRead: { prepare: () => read, warmUp: [{ query: { page: "first" } }] },
      }),
    ).toThrow("a warm-up request its schemas refuse");
    await app.close();
  });
});
