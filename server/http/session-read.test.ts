import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { audience, defineEndpoint } from "../../core/contracts/endpoint";
import { listStudies } from "../services/studies/list-studies";
import { makeInterest, makeLabel, makeStaffUser, makeStudy, makeVolunteer } from "../test/factories";
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
        sessionRead: { prepare: () => ({ key: "example", build: () => ({}) as never, values: {} }) },
      }),
    ).toThrow("only a GET endpoint's read goes with the session");
    await app.close();
  });
});
