import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postingStatus } from "../../../core/rules/posting-status";
import { STUDY_PROPERTY_IDS } from "../../../core/rules/study-properties";
import {
  matchedParticipants,
  messages,
  studies,
  studyPropertyValues,
  studyTeamMembers,
  studyVolunteers,
} from "../../db/schema/index";
import { type MadeUser, makeStaffUser, makeStudy, makeVolunteerUser } from "../../test/factories";
import { createTestApp, type TestApp, TestClient } from "../../test/test-app";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const day = 86_400_000;
const db = () => testApp.database.db;

async function teamMember(): Promise<{ user: MadeUser; browser: TestClient }> {
  const user = await makeStaffUser(db());
  const browser = new TestClient(testApp.app);
  await browser.login(user.email, user.password);
  return { user, browser };
}

async function statusOf(studyId: number) {
  const [row] = await db().select().from(studies).where(eq(studies.id, studyId));
  if (!row) throw new Error("no study");
  return {
    row,
    posting: postingStatus(
      {
        publishable: row.publishable,
        postingActivationDate: row.postingActivationDate?.getTime() ?? null,
        postingDeactivationDate: row.postingDeactivationDate?.getTime() ?? null,
        archivedDate: row.archivedDate?.getTime() ?? null,
      },
      Date.now(),
    ),
  };
}

function jsonPatch(browser: TestClient, studyId: number, ops: unknown) {
  return browser.request({
    method: "PATCH",
    url: `/backend/secure/staff/studies/${studyId}`,
    payload: JSON.stringify(ops),
    headers: { "content-type": "application/json-patch+json" },
  });
}

function mergePatch(browser: TestClient, studyId: number, values: unknown) {
  return browser.request({
    method: "PATCH",
    url: `/backend/secure/staff/studies/${studyId}/study-property-values`,
    payload: JSON.stringify(values),
    headers: { "content-type": "application/merge-patch+json" },
  });
}

describe("study list: behaviour", () => {
  it("lists only the user's current or archived studies, with counts from the data", async () => {
    const { user, browser } = await teamMember();
    const other = await makeStaffUser(db());
    const mine = await makeStudy(db(), {
      state: "ACTIVE",
      title: "Mine",
      team: [{ userId: user.id, role: "PRINCIPAL_INVESTIGATOR" }],
    });
    const archived = await makeStudy(db(), {
      state: "ARCHIVED",
      team: [{ userId: user.id, role: "TEAM_MEMBER" }],
    });
    await makeStudy(db(), { state: "ACTIVE", team: [{ userId: other.id, role: "PRINCIPAL_INVESTIGATOR" }] });
    const volunteers = await Promise.all([1, 2, 3].map(() => makeVolunteerUser(db())));
    const [first, second, third] = volunteers as [MadeUser, MadeUser, MadeUser];
    const [sv] = await db()
      .insert(studyVolunteers)
      .values([
        { studyId: mine.id, userId: first.id, status: "NEW" },
        { studyId: mine.id, userId: second.id, status: "ELIGIBLE" },
      ])
      .returning();
    await db()
      .insert(messages)
      .values([
        {
          studyId: mine.id,
          studyVolunteerId: sv?.id,
          volunteerUserId: first.id,
          fromUserId: first.id,
          body: "hi",
          recipientVolunteer: false,
          status: "UNREAD",
        },
        {
          studyId: mine.id,
          studyVolunteerId: sv?.id,
          volunteerUserId: first.id,
          fromUserId: user.id,
          body: "hello",
          recipientVolunteer: true,
          status: "UNREAD",
        },
      ]);
    await db()
      .insert(matchedParticipants)
      .values([
        { studyId: mine.id, userId: third.id, status: "EXACT" },
        { studyId: mine.id, userId: second.id, status: "DISMISSED" },
      ]);

    const current = await browser.request({
      method: "GET",
      url: "/backend/secure/staff/studies/?is-archived=false",
    });
    expect(current.statusCode).toBe(200);
    expect(current.json()).toMatchObject({ totalCount: 1, fromIndex: 0 });
    expect(current.json().page[0]).toMatchObject({
      id: mine.id,
      title: "Mine",
      piFirstName: "Taylor",
      piLastName: "Tester",
      newInterestedParticipants: 1,
      unreadMessageCount: 1,
      matchedParticipants: 1,
      publishable: true,
      matchingFinished: true,
    });
    const archivedList = await browser.request({
      method: "GET",
      url: "/backend/secure/staff/studies/?is-archived=true",
    });
    expect(archivedList.json().page.map((s: { id: number }) => s.id)).toEqual([archived.id]);
  });

  it("keeps the counts in step when participants move", async () => {
    const { user, browser } = await teamMember();
    const study = await makeStudy(db(), {
      state: "ACTIVE",
      team: [{ userId: user.id, role: "PRINCIPAL_INVESTIGATOR" }],
    });
    const volunteer = await makeVolunteerUser(db());
    await db().insert(studyVolunteers).values({ studyId: study.id, userId: volunteer.id, status: "NEW" });
    await db()
      .update(studyVolunteers)
      .set({ status: "PENDING" })
      .where(eq(studyVolunteers.studyId, study.id));
    const response = await browser.request({
      method: "GET",
      url: `/backend/secure/staff/studies/${study.id}`,
    });
    expect(response.json().newInterestedParticipants).toBe(0);
  });

  it("sorts by new participants, messages, posting status and title", async () => {
    const { user, browser } = await teamMember();
    const team = [{ userId: user.id, role: "TEAM_MEMBER" as const }];
    const quiet = await makeStudy(db(), { state: "NEVER_ACTIVATED", title: "Alpha", team });
    const busy = await makeStudy(db(), { state: "NEVER_ACTIVATED", title: "Charlie", team });
    const active = await makeStudy(db(), { state: "ACTIVE", title: "Bravo", team });
    const people = await Promise.all([1, 2].map(() => makeVolunteerUser(db())));
    await db()
      .insert(studyVolunteers)
      .values(people.map((p) => ({ studyId: busy.id, userId: p.id, status: "NEW" as const })));
    const ids = async (sort: string) =>
      (await browser.request({ method: "GET", url: `/backend/secure/staff/studies/?sort-by=${sort}` }))
        .json()
        .page.map((s: { id: number }) => s.id);
    expect(await ids("NEW_PARTICIPANTS")).toEqual([busy.id, quiet.id, active.id]);
    expect(await ids("TITLE")).toEqual([quiet.id, active.id, busy.id]);
    expect(await ids("POSTING_STATUS")).toEqual([active.id, quiet.id, busy.id]);
    expect(await ids("NEW_MESSAGES")).toEqual([quiet.id, active.id, busy.id]);
  });

  it("pages by ten and answers a page past the end with an empty page and the total", async () => {
    const { user, browser } = await teamMember();
    for (let i = 0; i < 12; i++) {
      await makeStudy(db(), {
        title: `Paged ${String(i).padStart(2, "0")}`,
        team: [{ userId: user.id, role: "TEAM_MEMBER" }],
      });
    }
    const page = (n: number) =>
      browser.request({ method: "GET", url: `/backend/secure/staff/studies/?sort-by=TITLE&page=${n}` });
    const first = (await page(1)).json();
    const second = (await page(2)).json();
    const third = (await page(3)).json();
    expect(first.page).toHaveLength(10);
    expect(first.totalCount).toBe(12);
    expect(second).toMatchObject({ totalCount: 12, fromIndex: 10 });
    expect(second.page.map((s: { title: string }) => s.title)).toEqual(["Paged 10", "Paged 11"]);
    expect(third).toEqual({ page: [], totalCount: 12, fromIndex: 20 });
  });

  it("finds a study by number in any case, and synopses by number", async () => {
    const { user, browser } = await teamMember();
    const study = await makeStudy(db(), { team: [{ userId: user.id, role: "TEAM_MEMBER" }] });
    const lower = study.studyNum.toLowerCase();
    const found = await browser.request({
      method: "GET",
      url: `/backend/secure/staff/studies/?study-number=${lower}`,
    });
    expect(found.json().page.map((s: { id: number }) => s.id)).toEqual([study.id]);
    const synopsis = await browser.request({
      method: "GET",
      url: `/backend/secure/staff/study-synopses/${lower}`,
    });
    expect(synopsis.json()).toMatchObject({ id: study.id, studyNum: study.studyNum, archived: false });
  });
});

describe("study list read model", () => {
  it("follows archiving, a changed title and a removed team member", async () => {
    const { user, browser } = await teamMember();
    const team = [{ userId: user.id, role: "TEAM_MEMBER" as const }];
    const first = await makeStudy(db(), { state: "NEVER_ACTIVATED", title: "Alpha", team });
    const second = await makeStudy(db(), { state: "NEVER_ACTIVATED", title: "Bravo", team });
    const list = async (query: string) =>
      (await browser.request({ method: "GET", url: `/backend/secure/staff/studies/?${query}` }))
        .json()
        .page.map((s: { id: number }) => s.id);
    expect(await list("sort-by=TITLE")).toEqual([first.id, second.id]);

    await db()
      .update(studyPropertyValues)
      .set({ savedValue: "Zulu" })
      .where(
        and(
          eq(studyPropertyValues.studyId, first.id),
          eq(studyPropertyValues.propertyId, STUDY_PROPERTY_IDS.title),
        ),
      );
    expect(await list("sort-by=TITLE")).toEqual([second.id, first.id]);

    await mergePatch(browser, second.id, [{ name: "archivedDate", savedValue: Date.now() }]);
    expect(await list("sort-by=TITLE")).toEqual([first.id]);
    expect(await list("is-archived=true")).toEqual([second.id]);

    await db()
      .delete(studyTeamMembers)
      .where(and(eq(studyTeamMembers.studyId, first.id), eq(studyTeamMembers.userId, user.id)));
    expect(await list("sort-by=TITLE")).toEqual([]);
  });
});

describe("study list and read: adversarial", () => {
  it("refuses bad list queries with 400", async () => {
    const { browser } = await teamMember();
    for (const query of [
      "page=0",
      "page=abc",
      "sort-by=BOGUS",
      "is-archived=true&sort-by=POSTING_STATUS",
      "is-archived=maybe",
    ]) {
      const response = await browser.request({
        method: "GET",
        url: `/backend/secure/staff/studies/?${query}`,
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe("VALIDATION_ERROR");
    }
  });

  it("answers another team's study and an unknown one with 404", async () => {
    const { browser } = await teamMember();
    const owner = await makeStaffUser(db());
    const theirs = await makeStudy(db(), { team: [{ userId: owner.id, role: "PRINCIPAL_INVESTIGATOR" }] });
    for (const url of [
      `/backend/secure/staff/studies/${theirs.id}`,
      "/backend/secure/staff/studies/999999",
      `/backend/secure/staff/study-synopses/${theirs.studyNum}`,
    ]) {
      expect((await browser.request({ method: "GET", url })).statusCode, url).toBe(404);
    }
    const listed = await browser.request({
      method: "GET",
      url: `/backend/secure/staff/studies/?study-number=${theirs.studyNum}`,
    });
    expect(listed.json().page).toEqual([]);
  });
});

describe("study read", () => {
  it("gives the dashboard its link and blank required fields", async () => {
    const { user, browser } = await teamMember();
    const study = await makeStudy(db(), {
      blank: ["purpose"],
      team: [{ userId: user.id, role: "TEAM_MEMBER" }],
    });
    const response = await browser.request({
      method: "GET",
      url: `/backend/secure/staff/studies/${study.id}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      studyNum: study.studyNum,
      studyLink: `http://localhost:3000/participate/studies/${study.studyNum}`,
      missingRequiredFields: ["purpose"],
    });
  });
});

describe("lifecycle: behaviour", () => {
  it("activates an inactive study: activation now, deactivation as chosen", async () => {
    const { user, browser } = await teamMember();
    const study = await makeStudy(db(), {
      state: "NEVER_ACTIVATED",
      team: [{ userId: user.id, role: "TEAM_MEMBER" }],
    });
    const deactivation = Date.now() + 30 * day;
    const before = Date.now();
    const response = await jsonPatch(browser, study.id, [
      { op: "replace", path: "/postingDeactivationDate", value: deactivation },
      { op: "replace", path: "/postingActivationDate", value: Date.now() },
    ]);
    expect(response.statusCode).toBe(204);
    const { row, posting } = await statusOf(study.id);
    expect(posting).toEqual({ status: "ACTIVE" });
    expect(row.postingDeactivationDate?.getTime()).toBe(deactivation);
    expect(row.postingActivationDate?.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it("deactivates an active study and records the enrollment number", async () => {
    const { user, browser } = await teamMember();
    const study = await makeStudy(db(), {
      state: "ACTIVE",
      team: [{ userId: user.id, role: "TEAM_MEMBER" }],
    });
    expect(
      (await mergePatch(browser, study.id, [{ name: "enrollmentNumber", savedValue: -1 }])).statusCode,
    ).toBe(204);
    const response = await jsonPatch(browser, study.id, [
      { op: "replace", path: "/postingDeactivationDate", value: Date.now() },
    ]);
    expect(response.statusCode).toBe(204);
    const { row, posting } = await statusOf(study.id);
    expect(posting).toEqual({ status: "INACTIVE", reason: "NOT_MARKED_TO_BE_ACTIVE_NOW" });
    expect(row.enrollmentNumber).toBe(-1);
  });

  it("moves the deactivation date of an active study", async () => {
    const { user, browser } = await teamMember();
    const study = await makeStudy(db(), {
      state: "ACTIVE",
      team: [{ userId: user.id, role: "TEAM_MEMBER" }],
    });
    const later = Date.now() + 90 * day;
    expect(
      (
        await jsonPatch(browser, study.id, [
          { op: "replace", path: "/postingDeactivationDate", value: later },
        ])
      ).statusCode,
    ).toBe(204);
    const { row, posting } = await statusOf(study.id);
    expect(posting.status).toBe("ACTIVE");
    expect(row.postingDeactivationDate?.getTime()).toBe(later);
  });

  it("archives an inactive study and unarchives it", async () => {
    const { user, browser } = await teamMember();
    const study = await makeStudy(db(), {
      state: "NOT_MARKED_TO_BE_ACTIVE_NOW",
      team: [{ userId: user.id, role: "TEAM_MEMBER" }],
    });
    expect(
      (await mergePatch(browser, study.id, [{ name: "archivedDate", savedValue: Date.now() }])).statusCode,
    ).toBe(204);
    expect((await statusOf(study.id)).posting).toEqual({ status: "ARCHIVED" });
    expect(
      (await mergePatch(browser, study.id, [{ name: "archivedDate", savedValue: null }])).statusCode,
    ).toBe(204);
    expect((await statusOf(study.id)).posting).toEqual({
      status: "INACTIVE",
      reason: "NOT_MARKED_TO_BE_ACTIVE_NOW",
    });
  });
});

describe("lifecycle: adversarial", () => {
  async function refusedAndUnchanged(
    studyId: number,
    call: Promise<{ statusCode: number; json(): { code?: string } }>,
    code: string,
  ) {
    const before = await statusOf(studyId);
    const response = await call;
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(code);
    const after = await statusOf(studyId);
    expect(after.row).toEqual(before.row);
  }

  it("refuses every lifecycle change while required fields are blank", async () => {
    const { user, browser } = await teamMember();
    const team = [{ userId: user.id, role: "TEAM_MEMBER" as const }];
    const inactive = await makeStudy(db(), { state: "NEVER_ACTIVATED", blank: ["purpose"], team });
    const active = await makeStudy(db(), { state: "ACTIVE", blank: ["contactEmail"], team });
    const archived = await makeStudy(db(), { state: "ARCHIVED", blank: ["title"], team });
    const future = Date.now() + 10 * day;
    const activate = [
      { op: "replace", path: "/postingDeactivationDate", value: future },
      { op: "replace", path: "/postingActivationDate", value: Date.now() },
    ];
    await refusedAndUnchanged(inactive.id, jsonPatch(browser, inactive.id, activate), "INVALID_STUDY_FIELDS");
    await refusedAndUnchanged(
      inactive.id,
      mergePatch(browser, inactive.id, [{ name: "archivedDate", savedValue: Date.now() }]),
      "INVALID_STUDY_FIELDS",
    );
    await refusedAndUnchanged(
      active.id,
      jsonPatch(browser, active.id, [{ op: "replace", path: "/postingDeactivationDate", value: Date.now() }]),
      "INVALID_STUDY_FIELDS",
    );
    await refusedAndUnchanged(
      active.id,
      jsonPatch(browser, active.id, [{ op: "replace", path: "/postingDeactivationDate", value: future }]),
      "INVALID_STUDY_FIELDS",
    );
    await refusedAndUnchanged(
      archived.id,
      mergePatch(browser, archived.id, [{ name: "archivedDate", savedValue: null }]),
      "INVALID_STUDY_FIELDS",
    );
    const detail = await browser.request({
      method: "GET",
      url: `/backend/secure/staff/studies/${inactive.id}`,
    });
    expect(detail.json().missingRequiredFields).toEqual(["purpose"]);
  });

  it("refuses changes the UI would never send", async () => {
    const { user, browser } = await teamMember();
    const team = [{ userId: user.id, role: "TEAM_MEMBER" as const }];
    const archived = await makeStudy(db(), { state: "ARCHIVED", team });
    const active = await makeStudy(db(), { state: "ACTIVE", team });
    const inactive = await makeStudy(db(), { state: "NEVER_ACTIVATED", team });
    const unpublishable = await makeStudy(db(), { state: "NOT_PUBLISHABLE", team });
    const activate = (deactivation: number) => [
      { op: "replace", path: "/postingDeactivationDate", value: deactivation },
      { op: "replace", path: "/postingActivationDate", value: Date.now() },
    ];
    const future = Date.now() + 10 * day;
    await refusedAndUnchanged(
      archived.id,
      jsonPatch(browser, archived.id, activate(future)),
      "INVALID_POSTING_CHANGE",
    );
    await refusedAndUnchanged(
      inactive.id,
      jsonPatch(browser, inactive.id, activate(Date.now() - day)),
      "INVALID_POSTING_CHANGE",
    );
    await refusedAndUnchanged(
      active.id,
      jsonPatch(browser, active.id, activate(future)),
      "INVALID_POSTING_CHANGE",
    );
    await refusedAndUnchanged(
      unpublishable.id,
      jsonPatch(browser, unpublishable.id, activate(future)),
      "STUDY_NOT_PUBLISHABLE",
    );
    await refusedAndUnchanged(
      inactive.id,
      jsonPatch(browser, inactive.id, [{ op: "replace", path: "/postingDeactivationDate", value: future }]),
      "INVALID_POSTING_CHANGE",
    );
    await refusedAndUnchanged(
      active.id,
      mergePatch(browser, active.id, [{ name: "archivedDate", savedValue: Date.now() }]),
      "INVALID_PROPERTY_VALUE",
    );
    await refusedAndUnchanged(
      inactive.id,
      mergePatch(browser, inactive.id, [{ name: "archivedDate", savedValue: null }]),
      "INVALID_PROPERTY_VALUE",
    );
  });

  it("refuses malformed patches with 400", async () => {
    const { user, browser } = await teamMember();
    const study = await makeStudy(db(), {
      state: "ACTIVE",
      team: [{ userId: user.id, role: "TEAM_MEMBER" }],
    });
    for (const body of [
      [],
      [{ op: "remove", path: "/postingDeactivationDate" }],
      [{ op: "replace", path: "/publishable", value: 1 }],
      [{ op: "replace", path: "/postingDeactivationDate", value: "tomorrow" }],
    ]) {
      expect((await jsonPatch(browser, study.id, body)).statusCode).toBe(400);
    }
    expect(
      (await mergePatch(browser, study.id, [{ name: "enrollmentNumber", savedValue: -2 }])).statusCode,
    ).toBe(400);
    expect((await mergePatch(browser, study.id, [{ name: "title", savedValue: "x" }])).statusCode).toBe(400);
  });

  it("answers another team's study with 404 and changes nothing", async () => {
    const { browser } = await teamMember();
    const owner = await makeStaffUser(db());
    const theirs = await makeStudy(db(), {
      state: "ACTIVE",
      team: [{ userId: owner.id, role: "PRINCIPAL_INVESTIGATOR" }],
    });
    const before = await statusOf(theirs.id);
    expect(
      (
        await jsonPatch(browser, theirs.id, [
          { op: "replace", path: "/postingDeactivationDate", value: Date.now() },
        ])
      ).statusCode,
    ).toBe(404);
    expect(
      (await mergePatch(browser, theirs.id, [{ name: "enrollmentNumber", savedValue: 3 }])).statusCode,
    ).toBe(404);
    expect((await statusOf(theirs.id)).row).toEqual(before.row);
  });

  it("applies one of two simultaneous activations and refuses the other", async () => {
    const { user, browser } = await teamMember();
    const study = await makeStudy(db(), {
      state: "NEVER_ACTIVATED",
      team: [{ userId: user.id, role: "TEAM_MEMBER" }],
    });
    const activate = (days: number) =>
      jsonPatch(browser, study.id, [
        { op: "replace", path: "/postingDeactivationDate", value: Date.now() + days * day },
        { op: "replace", path: "/postingActivationDate", value: Date.now() },
      ]);
    const results = await Promise.all([activate(10), activate(20)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([204, 400]);
  });
});
