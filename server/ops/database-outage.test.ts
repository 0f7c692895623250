import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { ERROR_CODES } from "../../core/contracts/error-codes";
import { errorReports } from "../db/schema/admin";
import { DATABASE_RETRY_AFTER_SECONDS } from "../http/plugins/error-handler";
import { SESSION_COOKIE } from "../http/plugins/session";
import { makeSession, makeStaffUser } from "../test/factories";
import { type LinkedTestDatabase, openLinkedTestDatabase } from "../test/linked-test-database";
import { createAppInstance } from "../test/test-app";

const CONNECT_TIMEOUT_MS = 800;

// Only a PostgreSQL server can be out of reach: the embedded database lives in the app's own process.
describe.runIf(inject("testDatabase").kind === "postgres")("a database out of reach for a moment", () => {
  let database: LinkedTestDatabase;
  let app: FastifyInstance;
  let cookie: string;

  beforeAll(async () => {
    database = await openLinkedTestDatabase({ poolSize: 2, connectTimeoutMs: CONNECT_TIMEOUT_MS });
    app = await createAppInstance(database.linked);
    const staff = await makeStaffUser(database.direct.db);
    cookie = `${SESSION_COOKIE}=${await makeSession(database.direct.db, staff.id)}`;
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const studies = () =>
    app.inject({ method: "GET", url: "/backend/secure/staff/studies?page=1", headers: { cookie } });
  const health = (which: "live" | "ready") =>
    app.inject({ method: "GET", url: `/health/${which}`, headers: { cookie } });
  const reportCount = async () => (await database.direct.db.select().from(errorReports)).length;

  it("answers 503 to be tried again, stays live, is not ready, and serves again once it is back", async () => {
    expect((await studies()).statusCode).toBe(200);
    const reportsBefore = await reportCount();

    database.link.cut();
    for (let attempt = 0; attempt < 3; attempt++) {
      const answer = await studies();
      expect(answer.statusCode, answer.body).toBe(503);
      expect(answer.json()).toMatchObject({ code: ERROR_CODES.databaseUnavailable });
      expect(answer.headers["retry-after"]).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    }
    // Liveness never asks the database, even for a browser that sends its session's cookie.
    expect((await health("live")).statusCode).toBe(200);
    const ready = await health("ready");
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: "database-unavailable" });

    database.link.restore();
    expect((await studies()).statusCode).toBe(200);
    expect((await health("ready")).statusCode).toBe(200);
    // A moment out of reach is not an error of the app's: nothing was reported.
    expect(await reportCount()).toBe(reportsBefore);
  });

  it("answers within the connection's bound when the server takes a connection and says nothing", async () => {
    database.link.stall();
    // The pool drops the connections the stall ended; the request then waits for a new one.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = performance.now();
    const answer = await studies();
    const waited = performance.now() - started;
    database.link.restore();
    expect(answer.statusCode, answer.body).toBe(503);
    expect(answer.json()).toMatchObject({ code: ERROR_CODES.databaseUnavailable });
    expect(waited).toBeGreaterThanOrEqual(CONNECT_TIMEOUT_MS - 50);
    expect((await studies()).statusCode).toBe(200);
  });
});
