import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StudyInsights } from "../../../core/contracts/insights";
import { patchForMove } from "../../../core/contracts/matched-participants";
import { makeInterest, makeMatch, makeStaffUser, makeStudy, makeVolunteer } from "../../test/factories";
import {
  createTestApp,
  signedInClient,
  type TestApp,
  type TestClient,
  volunteerClient,
} from "../../test/test-app";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());
const db = () => testApp.database.db;
const DAY = 86_400_000;

async function activeStudyWithPi() {
  const pi = await makeStaffUser(db());
  const study = await makeStudy(db(), {
    state: "ACTIVE",
    team: [{ userId: pi.id, role: "PRINCIPAL_INVESTIGATOR" }],
  });
  return { study, team: await signedInClient(testApp, pi) };
}

function patch(client: TestClient, url: string, body: unknown) {
  return client.request({
    method: "PATCH",
    url,
    payload: JSON.stringify(body),
    headers: { "content-type": "application/json-patch+json" },
  });
}

async function insightsOf(team: TestClient, studyId: number): Promise<StudyInsights> {
  const answer = await team.request({
    method: "GET",
    url: `/backend/secure/staff/studies/${studyId}/insights`,
  });
  expect(answer.statusCode).toBe(200);
  return answer.json();
}

/** The lists' own counts, read as the lists' pages report them. */
async function listCounts(team: TestClient, studyId: number) {
  const base = `/backend/secure/staff/studies/${studyId}`;
  const total = async (url: string) =>
    (await team.request({ method: "GET", url })).json().totalCount as number;
  return {
    exact: await total(`${base}/matched-participants?status=EXACT`),
    partial: await total(`${base}/matched-participants?status=PARTIAL`),
    asked: await total(`${base}/matched-participants?status=ASKED_IF_INTERESTED`),
    interested: await total(`${base}/interested-participants`),
    new: await total(`${base}/interested-participants?status=NEW`),
    eligible: await total(`${base}/interested-participants?status=ELIGIBLE`),
    ineligible: await total(`${base}/interested-participants?status=INELIGIBLE`),
    pending: await total(`${base}/interested-participants?status=PENDING`),
  };
}

describe("a study's insights", () => {
  it("count what the lists count after asks, dismissals, bulk moves, interest and moves", async () => {
    const { study, team } = await activeStudyWithPi();
    const volunteers = [];
    for (let index = 0; index < 8; index++) {
      const volunteer = await makeVolunteer(db());
      await makeMatch(db(), {
        studyId: study.id,
        userId: volunteer.id,
        status: index < 5 ? "EXACT" : "PARTIAL",
      });
      volunteers.push(volunteer);
    }
    const matchedUrl = `/backend/secure/staff/studies/${study.id}/matched-participants/`;
    const [first, second, third, , , sixth] = volunteers;
    expect(
      (
        await patch(
          team,
          `${matchedUrl}${first?.id}`,
          patchForMove("EXACT", "ASKED_IF_INTERESTED", "Would you like to take part?"),
        )
      ).statusCode,
    ).toBe(204);
    expect(
      (await patch(team, `${matchedUrl}${second?.id}`, patchForMove("EXACT", "DISMISSED"))).statusCode,
    ).toBe(204);
    // Everyone left in Partial at once.
    expect((await patch(team, matchedUrl, patchForMove("PARTIAL", "DISMISSED"))).statusCode).toBe(200);

    // The asked volunteer and another come by tagged links; a third by the untagged link.
    for (const [volunteer, sourceTag] of [
      [first, "flyer-2026"],
      [third, "flyer-2026"],
      [sixth, undefined],
    ] as const) {
      const client = await volunteerClient(testApp, volunteer?.id ?? 0);
      const interest = await client.request({
        method: "POST",
        url: `/backend/volunteer/studies/${study.studyNum}/interest`,
        payload: { answers: [], shareContactDetails: true, ...(sourceTag && { sourceTag }) },
      });
      expect(interest.statusCode).toBe(201);
    }
    const interested = (
      await team.request({
        method: "GET",
        url: `/backend/secure/staff/studies/${study.id}/interested-participants`,
      })
    ).json().page as { id: number; userId: number }[];
    const thirdRow = interested.find((row) => row.userId === third?.id);
    const move = await patch(
      team,
      `/backend/secure/staff/studies/${study.id}/interested-participants/${thirdRow?.id}`,
      [
        { op: "test", path: "/status", value: "NEW" },
        { op: "replace", path: "/status", value: "ELIGIBLE" },
      ],
    );
    expect(move.statusCode).toBe(204);

    const insights = await insightsOf(team, study.id);
    const lists = await listCounts(team, study.id);
    expect(insights.funnel).toEqual(lists);
    expect(insights.funnel).toMatchObject({
      exact: 2,
      partial: 0,
      asked: 1,
      interested: 3,
      new: 2,
      eligible: 1,
    });
    expect(insights.bySource).toEqual([
      { sourceTag: "flyer-2026", interested: 2, new: 1, eligible: 1, ineligible: 0, pending: 0 },
      { sourceTag: null, interested: 1, new: 1, eligible: 0, ineligible: 0, pending: 0 },
    ]);
    expect(insights.interestByWeek.at(-1)?.count).toBe(3);
    expect(insights.medianDaysToDecision).toBe(0);
    expect(insights.medianDaysToFirstReply).toBeNull();
  });

  it("measures the days to a first reply and to a decision, and counts who waits past the target", async () => {
    const { study, team } = await activeStudyWithPi();
    const now = Date.now();
    const waiting = await makeVolunteer(db());
    await makeInterest(db(), {
      studyId: study.id,
      userId: waiting.id,
      showInterestDate: new Date(now - 10 * DAY),
    });
    const answered = await makeVolunteer(db());
    const interest = await makeInterest(db(), {
      studyId: study.id,
      userId: answered.id,
      showInterestDate: new Date(now - 4 * DAY),
      sourceTag: "newsletter",
    });
    const sent = await team.request({
      method: "POST",
      url: "/backend/secure/messages",
      payload: { studyVolunteer: { id: interest.id, studyId: study.id, userId: answered.id }, body: "Hello" },
    });
    expect(sent.statusCode).toBeLessThan(300);

    const insights = await insightsOf(team, study.id);
    expect(insights.medianDaysToFirstReply).toBe(4);
    expect(insights.waiting).toEqual({ count: 1, targetDays: 7 });
    expect(insights.interestByWeek.reduce((sum, week) => sum + week.count, 0)).toBe(2);
    expect(insights.bySource.map((source) => source.sourceTag)).toEqual(["newsletter", null]);
  });

  it("downloads the same figures as CSV", async () => {
    const { study, team } = await activeStudyWithPi();
    const volunteer = await makeVolunteer(db());
    await makeInterest(db(), { studyId: study.id, userId: volunteer.id, sourceTag: "=cmd" });
    const answer = await team.request({
      method: "GET",
      url: `/backend/secure/staff/studies/${study.id}/insights/export`,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-disposition"]).toMatch(/-insights\.csv"$/);
    const lines = answer.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\n");
    expect(lines[0]).toBe("Section,Item,Value");
    expect(lines).toContain("Funnel,Interested,1");
    expect(lines).toContain("Lists,New,1");
    // A tag a spreadsheet would read as a formula is neutralised.
    expect(lines).toContain("By source,'=cmd: interested,1");
  });
});
