import { sql } from "drizzle-orm";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { audience, defineEndpoint } from "../../core/contracts/endpoint";
import type { PreparedRead } from "../db/prepared-read";
import { resolveSession } from "../services/auth/resolve-session";
import { listStudies } from "../services/studies/list-studies";
import {
  makeInterest,
  makeLabel,
  makeSession,
  makeStaffUser,
  makeStudy,
  makeVolunteer,
} from "../test/factories";
import { createTestApp, signedInClient, type TestApp } from "../test/test-app";
import { route } from "./endpoint-route";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());
const db = () => testApp.database.db;

/** Counts the statements the app sends while `work` runs (every query goes through the pool's client). */
async function statementsDuring(work: () => Promise<unknown>): Promise<number> {
  const client = (db() as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const query = client.query;
  let count = 0;
  client.query = (...args: unknown[]) => {
    count += 1;
    return query.apply(client, args);
  };
  try {
    await work();
  } finally {
    client.query = query;
  }
  return count;
}

describe("a list read with the session (issue 27)", () => {
  it("answers the page the service reads alone, in the session's one statement", async () => {
    const user = await makeStaffUser(db());
    const team = [{ userId: user.id, role: "PRINCIPAL_INVESTIGATOR" as const }];
    for (let index = 0; index < 12; index++) await makeStudy(db(), { team, state: "ACTIVE" });
    const browser = await signedInClient(testApp, user);
    const url = "/backend/secure/staff/studies/?is-archived=false&sort-by=TITLE&page=2";

    let answer = await browser.request({ method: "GET", url });
    const statements = await statementsDuring(async () => {
      answer = await browser.request({ method: "GET", url });
    });
    expect(answer.statusCode).toBe(200);
    expect(statements).toBe(1);

    const alone = await listStudies({ db: db(), userId: user.id, archived: false, sortBy: "TITLE", page: 2 });
    const page = answer.json<{
      page: { id: number; title: string }[];
      totalCount: number;
      fromIndex: number;
    }>();
    expect(page.page.map((study) => study.id)).toEqual(alone.rows.map((row) => row.id));
    expect(page.page).toHaveLength(2);
    expect({ totalCount: page.totalCount, fromIndex: page.fromIndex }).toEqual({
      totalCount: 12,
      fromIndex: 10,
    });
  });

  it("reads a study's list for its team only, in one statement, and answers another team's member 404", async () => {
    const member = await makeStaffUser(db());
    const outsider = await makeStaffUser(db());
    const study = await makeStudy(db(), {
      team: [{ userId: member.id, role: "PRINCIPAL_INVESTIGATOR" }],
      state: "ACTIVE",
    });
    const label = await makeLabel(db(), { studyId: study.id });
    for (let index = 0; index < 3; index++) {
      const volunteer = await makeVolunteer(db());
      await makeInterest(db(), { studyId: study.id, userId: volunteer.id, labelIds: [label.id] });
    }
    const url = `/backend/secure/staff/studies/${study.id}/interested-participants?label-id=${label.id}&page=1`;
    const browser = await signedInClient(testApp, member);
    let answer = await browser.request({ method: "GET", url });
    const statements = await statementsDuring(async () => {
      answer = await browser.request({ method: "GET", url });
    });
    expect(statements).toBe(1);
    expect(answer.statusCode).toBe(200);
    const page = answer.json<{ page: { labels: Record<string, { name: string }> }[]; totalCount: number }>();
    expect(page.totalCount).toBe(3);
    expect(page.page.map((row) => Object.keys(row.labels))).toEqual([
      [String(label.id)],
      [String(label.id)],
      [String(label.id)],
    ]);

    const other = await signedInClient(testApp, outsider);
    expect((await other.request({ method: "GET", url })).statusCode).toBe(404);

    // The dashboard's study as well (its settings are cached, as the list's response target is).
    const dashboard = `/backend/secure/staff/studies/${study.id}`;
    await browser.request({ method: "GET", url: dashboard });
    const dashboardStatements = await statementsDuring(async () => {
      answer = await browser.request({ method: "GET", url: dashboard });
    });
    expect(dashboardStatements).toBe(1);
    expect(answer.json<{ id: number; studyNum: string }>()).toMatchObject({
      id: study.id,
      studyNum: study.studyNum,
    });
    expect((await other.request({ method: "GET", url: dashboard })).statusCode).toBe(404);
  });

  it("is not made for an input the endpoint refuses, which still answers 400", async () => {
    const user = await makeStaffUser(db());
    const browser = await signedInClient(testApp, user);
    let answer = await browser.request({
      method: "GET",
      url: "/backend/secure/staff/studies/?sort-by=TITLE",
    });
    const statements = await statementsDuring(async () => {
      answer = await browser.request({
        method: "GET",
        url: "/backend/secure/staff/studies/?is-archived=maybe&sort-by=TITLE&page=1",
      });
    });
    expect(answer.statusCode).toBe(400);
    expect(statements).toBe(1);
  });

  it("answers a one-row read's columns beside the session's: its row, none, or null off the team", async () => {
    const member = await makeStaffUser(db());
    const outsider = await makeStaffUser(db());
    const study = await makeStudy(db(), { team: [{ userId: member.id, role: "TEAM_MEMBER" }] });
    // Its columns are named as the session's own were before they took the `session.` prefix.
    const read = (rows: number): PreparedRead => ({
      key: `one-row-example:${rows}`,
      oneRow: true,
      build: (viewer) => sql`select ${viewer} as "userId", 'a "quoted" body' as "body", 'x' as "type"
        from generate_series(1, ${sql.raw(String(rows))})`,
      values: {},
    });
    const resolve = (userId: number, rows: number) =>
      makeSession(db(), userId).then((sessionId) =>
        resolveSession({ db: db(), sessionId, idleMinutes: 60, studyId: study.id, read: read(rows) }),
      );

    const found = await resolve(member.id, 1);
    expect(found?.user).toMatchObject({ userId: member.id, type: "STAFF", email: member.email });
    expect(found?.studyRole).toBe("TEAM_MEMBER");
    expect(found?.read).toHaveLength(1);
    expect(found?.read?.[0]).toMatchObject({ userId: member.id, body: 'a "quoted" body', type: "x" });
    expect((await resolve(member.id, 0))?.read).toEqual([]);
    const off = await resolve(outsider.id, 1);
    expect(off?.user.userId).toBe(outsider.id);
    expect(off?.read).toBeNull();
    await expect(resolve(member.id, 2)).rejects.toThrow("answered more than one row");
  });

  it("is declared only on a GET endpoint", async () => {
    const app = Fastify();
    const write = defineEndpoint({
      method: "POST",
      path: "/secure/staff/example",
      summary: "An example write",
      audience: audience.staff,
    });
    expect(() =>
      route(app, write, () => undefined, {
        sessionRead: {
          prepare: () => ({ key: "example", build: () => ({}) as never, values: {} }),
          warmUp: [{}],
        },
      }),
    ).toThrow("only a GET endpoint's read goes with the session");
    await app.close();
  });
});
