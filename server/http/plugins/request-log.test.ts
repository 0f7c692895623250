import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeStaffUser, makeStudy, makeVolunteerUser } from "../../test/factories";
import { createTestApp, signedInClient, type TestApp } from "../../test/test-app";

/** The log as an operator's collector reads it: one JSON object a line (issue 27). */
interface LogLine {
  level: number;
  msg: string;
  requestId?: string;
  [field: string]: unknown;
}
const ERROR_LEVEL = 50;
const METRICS_TOKEN = "metrics-token-for-the-tests";

let testApp: TestApp;
let logged: LogLine[] = [];
beforeAll(async () => {
  testApp = await createTestApp({
    env: { LOG_LEVEL: "info", METRICS_TOKEN },
    logStream: { write: (line) => logged.push(JSON.parse(line) as LogLine) },
  });
});
afterAll(() => testApp.close());

describe("the request log (issue 27)", () => {
  it("writes one line a request: its id, route pattern, status, duration and user, never personal data", async () => {
    const volunteer = await makeVolunteerUser(testApp.database.db, {
      firstName: "Philippa",
      lastName: "Quartermaine",
    });
    const pi = await makeStaffUser(testApp.database.db);
    const study = await makeStudy(testApp.database.db, {
      team: [{ userId: pi.id, role: "PRINCIPAL_INVESTIGATOR" }],
    });
    const browser = await signedInClient(testApp, pi);
    logged = [];

    const answer = await browser.request({ method: "GET", url: `/backend/secure/staff/studies/${study.id}` });
    expect(answer.statusCode).toBe(200);
    const lines = logged.filter((line) => line.requestId === answer.headers["x-request-id"]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: "request",
      method: "GET",
      route: "/backend/secure/staff/studies/:studyId",
      status: 200,
      userId: pi.id,
    });
    expect(lines[0]?.durationMs).toEqual(expect.any(Number));

    const support = await makeStaffUser(testApp.database.db, { roles: ["CUSTOMER_SUPPORT"] });
    const supportBrowser = await signedInClient(testApp, support);
    logged = [];
    const lookUps = [
      `/backend/secure/staff/db-user?username=${encodeURIComponent(volunteer.email)}`,
      "/backend/secure/staff/quick-volunteer-profiles?first-name=Philippa&last-name=Quartermaine",
    ];
    for (const url of lookUps)
      expect((await supportBrowser.request({ method: "GET", url })).statusCode).toBe(200);
    expect(logged.map((line) => line.route)).toEqual([
      "/backend/secure/staff/db-user",
      "/backend/secure/staff/quick-volunteer-profiles",
    ]);
    const text = JSON.stringify(logged);
    for (const personal of [volunteer.email, "Philippa", "Quartermaine"])
      expect(text).not.toContain(personal);
  });

  it("logs a client that hangs up before its compressed answer is complete as 499, not as an error", async () => {
    await testApp.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = testApp.app.server.address() as AddressInfo;
    logged = [];
    const hangUps = 10;
    for (let i = 0; i < hangUps; i++) await hangUpAfter(port, "/backend/openapi.json", i % 5);
    // The server notices each closed socket on a later turn of its loop.
    await waitUntil(() => logged.filter((line) => line.msg === "request").length >= hangUps);

    expect(logged.filter((line) => line.level >= ERROR_LEVEL)).toEqual([]);
    const lines = logged.filter((line) => line.msg === "request");
    expect(lines).toHaveLength(hangUps);
    // An answer may be complete before its client's hang-up arrives (200); most are not (499).
    const aborted = lines.filter((line) => line.status !== 200);
    expect(aborted.length).toBeGreaterThan(0);
    for (const line of aborted)
      expect(line).toMatchObject({ level: 30, route: "/backend/openapi.json", status: 499, aborted: true });
    // The metrics count them as the log does.
    const metrics = await testApp.app.inject({
      method: "GET",
      url: "/metrics",
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    const counted = metrics.body.match(
      /^recruit_http_requests_total\{method="GET",route="\/backend\/openapi\.json",status="499"\} (\d+)$/m,
    );
    expect(Number(counted?.[1])).toBe(aborted.length);
  });
});

/** Asks for a Brotli answer and closes the connection `afterMs` after the request has gone. */
function hangUpAfter(port: number, path: string, afterMs: number): Promise<void> {
  return new Promise((resolve) => {
    const outgoing = httpRequest({ port, host: "127.0.0.1", path, headers: { "accept-encoding": "br" } });
    outgoing.on("finish", () =>
      setTimeout(() => {
        outgoing.destroy();
        resolve();
      }, afterMs),
    );
    outgoing.on("error", () => undefined);
    outgoing.end();
  });
}

async function waitUntil(done: () => boolean): Promise<void> {
  for (let tries = 0; tries < 100 && !done(); tries++)
    await new Promise((resolve) => setTimeout(resolve, 20));
}
