import { parse } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  InterestedParticipantPage,
  InterestedParticipantSummary,
  type InterestedStatistics,
  type MoveSource,
  patchForInterestedMove,
} from "../../../core/contracts/interested-participants";
import type { InterestedStatus } from "../../../core/rules/interested-lists";
import {
  accessAudits,
  applicationSettings,
  messages,
  screeningAnswers,
  screeningQuestionnaires,
  screeningQuestions,
  studies,
  studyVolunteerLabels,
  studyVolunteers,
  users,
} from "../../db/schema/index";
import { refreshSettingsCache } from "../../services/settings/read-setting";
import {
  type MadeUser,
  makeInterest,
  makeLabel,
  makeStaffUser,
  makeStudy,
  makeVolunteer,
} from "../../test/factories";
import { createTestApp, type TestApp, TestClient } from "../../test/test-app";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());
const db = () => testApp.database.db;

const HOUR = 3_600_000;
const base = (studyId: number) => `/backend/secure/staff/studies/${studyId}`;

async function signedIn(user: MadeUser): Promise<TestClient> {
  const client = new TestClient(testApp.app);
  expect((await client.login(user.email, user.password)).statusCode).toBe(200);
  return client;
}

/**
 * A study whose volunteers showed interest an hour apart, newest first in `statuses`' order:
 * v0 NEW (newest), v1 ELIGIBLE, v2 NEW, v3 PENDING, v4 INELIGIBLE, v5 NEW (oldest).
 */
async function world(options: { publishable?: boolean } = {}) {
  const pi = await makeStaffUser(db());
  const study = await makeStudy(db(), {
    state: options.publishable === false ? "NOT_PUBLISHABLE" : "ACTIVE",
    team: [{ userId: pi.id, role: "PRINCIPAL_INVESTIGATOR" }],
  });
  const label = await makeLabel(db(), { studyId: study.id, name: "Call back", style: "label-color-3" });
  const statuses: InterestedStatus[] = ["NEW", "ELIGIBLE", "NEW", "PENDING", "INELIGIBLE", "NEW"];
  const now = Date.now();
  const rows = [];
  for (const [index, status] of statuses.entries()) {
    const volunteer = await makeVolunteer(db(), { city: "Madison", state: "WI", dateOfBirth: "1990-05-01" });
    rows.push(
      await makeInterest(db(), {
        studyId: study.id,
        userId: volunteer.id,
        status,
        showInterestDate: new Date(now - index * HOUR),
        labelIds: index % 2 === 0 ? [label.id] : [],
      }),
    );
  }
  return { pi, client: await signedIn(pi), study, label, rows };
}

async function list(client: TestClient, studyId: number, query: Record<string, string | number> = {}) {
  const response = await client.request({
    method: "GET",
    url: `${base(studyId)}/interested-participants`,
    query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<InterestedParticipantPage>();
}

describe("interested lists: behaviour", () => {
  it("lists a status newest interest first, All with every status, and a label's participants", async () => {
    const { client, study, label, rows } = await world();
    const ids = (page: InterestedParticipantPage) => page.page.map((row) => row.id);
    expect(ids(await list(client, study.id, { status: "NEW" }))).toEqual([
      rows[0]?.id,
      rows[2]?.id,
      rows[5]?.id,
    ]);
    const all = await list(client, study.id);
    expect(ids(all)).toEqual(rows.map((row) => row.id));
    expect(all.totalCount).toBe(6);
    expect(ids(await list(client, study.id, { "label-id": label.id }))).toEqual([
      rows[0]?.id,
      rows[2]?.id,
      rows[4]?.id,
    ]);
    expect(ids(await list(client, study.id, { status: "NEW", "label-id": label.id }))).toEqual([
      rows[0]?.id,
      rows[2]?.id,
    ]);
  });

  it("shows each row's summary, labels keyed by id, and the messages from the volunteer not yet read", async () => {
    const { client, study, label, rows, pi } = await world();
    const first = rows[0] as NonNullable<(typeof rows)[0]>;
    const message = (recipientVolunteer: boolean, status: "READ" | "UNREAD") => ({
      studyId: study.id,
      studyVolunteerId: first.id,
      volunteerUserId: first.userId,
      fromUserId: recipientVolunteer ? pi.id : first.userId,
      body: "Hello",
      recipientVolunteer,
      status,
    });
    await db()
      .insert(messages)
      .values([
        message(false, "UNREAD"),
        message(false, "UNREAD"),
        message(false, "READ"),
        message(true, "UNREAD"),
      ]);
    const [row] = (await list(client, study.id, { status: "NEW" })).page;
    expect(row).toMatchObject({
      id: first.id,
      studyVolunteerId: first.id,
      userId: first.userId,
      studyId: study.id,
      address: "Madison, WI",
      dob: Date.UTC(1990, 4, 1),
      status: "NEW",
      showInterestDate: first.showInterestDate.getTime(),
      unreadMessageCount: 2,
      labels: { [String(label.id)]: { id: label.id, name: "Call back", style: "label-color-3" } },
    });
  });

  it("answers a page as PostgreSQL writes it: the contract's fields and no other, as one row is answered alone", async () => {
    const { client, study, label, rows } = await world();
    await db()
      .update(users)
      .set({ middleName: null })
      .where(eq(users.id, rows[2]?.userId ?? 0));
    const response = await client.request({
      method: "GET",
      url: `${base(study.id)}/interested-participants`,
      query: { "label-id": String(label.id), page: "1" },
    });
    expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
    const body = response.json<InterestedParticipantPage>();
    // The contract's parse drops what it does not declare: nothing may be dropped, nothing missing.
    expect(InterestedParticipantPage.parse(body)).toEqual(body);
    expect(body.page).toHaveLength(3);
    for (const row of body.page) {
      expect(Object.keys(row).sort()).toEqual(Object.keys(InterestedParticipantSummary.shape).sort());
      const alone = await client.request({
        method: "GET",
        url: `${base(study.id)}/interested-participants/${row.id}`,
      });
      expect(alone.json()).toEqual(row);
    }
    expect(body.page.map((row) => row.id)).toEqual([rows[0]?.id, rows[2]?.id, rows[4]?.id]);
  });

  it("pages ten at a time with totalCount and fromIndex; a page past the end is empty", async () => {
    const { client, study } = await world();
    for (let index = 0; index < 6; index += 1) {
      const volunteer = await makeVolunteer(db());
      await makeInterest(db(), {
        studyId: study.id,
        userId: volunteer.id,
        showInterestDate: new Date(0 + index),
      });
    }
    const second = await list(client, study.id, { page: 2 });
    expect(second).toMatchObject({ totalCount: 12, fromIndex: 10 });
    expect(second.page).toHaveLength(2);
    expect((await list(client, study.id, { page: 5 })).page).toEqual([]);
    // A page whose first row lies past 2^31 (the API fuzzer's find), also when the row paged from is gone:
    // empty, counted where it starts.
    const far = { page: [], fromIndex: 13_286_519_090 };
    expect(await list(client, study.id, { page: 1_328_651_910 })).toEqual({ ...far, totalCount: 12 });
    expect(await list(client, study.id, { status: "NEW", page: 1_328_651_910, after: 999_999_999 })).toEqual({
      ...far,
      totalCount: 9,
    });
  });

  it("reads a page from the row the client paged on from, the same page as by its number, and by number when that row is gone", async () => {
    const { client, study, label } = await world();
    // 40 more: every list filtered below has a third page.
    for (let index = 0; index < 40; index += 1) {
      const volunteer = await makeVolunteer(db());
      // Equal dates in pairs: the id orders them.
      await makeInterest(db(), {
        studyId: study.id,
        userId: volunteer.id,
        status: index % 3 === 0 ? "ELIGIBLE" : "NEW",
        showInterestDate: new Date(Date.UTC(2026, 0, 1) - Math.floor(index / 2) * HOUR),
        labelIds: index % 2 === 0 ? [label.id] : [],
      });
    }
    const ids = (page: InterestedParticipantPage) => page.page.map((row) => row.id);
    for (const filter of [{}, { status: "NEW" }, { "label-id": label.id }] as Record<
      string,
      string | number
    >[]) {
      const byNumber = [1, 2, 3].map((page) => list(client, study.id, { ...filter, page }));
      const [one, two, three] = await Promise.all(byNumber);
      if (!one || !two || !three) throw new Error("pages missing");
      const lastOf = (page: InterestedParticipantPage) => page.page.at(-1)?.id ?? 0;
      const nextTwo = await list(client, study.id, { ...filter, page: 2, after: lastOf(one) });
      expect(ids(nextTwo), JSON.stringify(filter)).toEqual(ids(two));
      expect(nextTwo).toMatchObject({ totalCount: two.totalCount, fromIndex: 10 });
      const nextThree = await list(client, study.id, { ...filter, page: 3, after: lastOf(nextTwo) });
      expect(ids(nextThree)).toEqual(ids(three));
      const backTwo = await list(client, study.id, { ...filter, page: 2, before: three.page[0]?.id ?? 0 });
      expect(ids(backTwo)).toEqual(ids(two));
    }
    const all = await list(client, study.id, { page: 1 });
    const gone = all.page.at(-1)?.id ?? 0;
    await db().delete(studyVolunteers).where(eq(studyVolunteers.id, gone));
    const byNumber = await list(client, study.id, { page: 2 });
    expect(ids(await list(client, study.id, { page: 2, after: gone }))).toEqual(ids(byNumber));
    expect(ids(await list(client, study.id, { page: 2, before: gone }))).toEqual(ids(byNumber));
    const another = await world();
    expect(ids(await list(client, study.id, { page: 2, after: another.rows[0]?.id ?? 0 }))).toEqual(
      ids(byNumber),
    );
    const refused = await client.request({
      method: "GET",
      url: `${base(study.id)}/interested-participants?page=2&after=1&before=2`,
    });
    expect(refused.statusCode).toBe(400);
  });

  it("keeps a label's list in the order of interest, whoever adds the label and if a date changes", async () => {
    const { client, study, label, rows } = await world();
    const ids = (page: InterestedParticipantPage) => page.page.map((row) => row.id);
    // Written without a date: the label's row takes its participant's.
    await db()
      .insert(studyVolunteerLabels)
      .values({ studyVolunteerId: rows[1]?.id ?? 0, labelId: label.id });
    expect(ids(await list(client, study.id, { "label-id": label.id }))).toEqual(
      [0, 1, 2, 4].map((index) => rows[index]?.id),
    );
    await db()
      .update(studyVolunteers)
      .set({ showInterestDate: new Date(Date.now() + HOUR) })
      .where(eq(studyVolunteers.id, rows[4]?.id ?? 0));
    const labelled = await list(client, study.id, { "label-id": label.id });
    expect(ids(labelled)).toEqual([4, 0, 1, 2].map((index) => rows[index]?.id));
    // Paged on from a row, along the moved dates too.
    const after = await list(client, study.id, { "label-id": label.id, page: 2, after: rows[0]?.id ?? 0 });
    expect(ids(after)).toEqual([rows[1]?.id, rows[2]?.id]);
  });

  it("counts every status list, All and each label", async () => {
    const { client, study, label } = await world();
    const other = await makeLabel(db(), { studyId: study.id, name: "Alpha" });
    const response = await client.request({ method: "GET", url: `${base(study.id)}/interested-statistics` });
    expect(response.json<InterestedStatistics>()).toEqual({
      new: 3,
      eligible: 1,
      ineligible: 1,
      pending: 1,
      all: 6,
      labels: [
        { id: other.id, name: "Alpha", style: "label-color-1", count: 0 },
        { id: label.id, name: "Call back", style: "label-color-3", count: 3 },
      ],
    });
  });

  it("reads one participant and walks Previous/Next in a list's order, 404 at either end", async () => {
    const { client, study, rows } = await world();
    const [v0, , v2, , , v5] = rows as NonNullable<(typeof rows)[0]>[];
    const one = await client.request({
      method: "GET",
      url: `${base(study.id)}/interested-participants/${v2?.id}`,
    });
    expect(one.json<InterestedParticipantSummary>()).toMatchObject({ id: v2?.id, status: "NEW" });
    const step = (id: number | undefined, direction: string, date: number | undefined) =>
      client.request({
        method: "GET",
        url: `${base(study.id)}/interested-participants/${id}/${direction}`,
        query: { status: "NEW", "interest-date": String(date) },
      });
    expect((await step(v0?.id, "next", v0?.showInterestDate.getTime())).json().id).toBe(v2?.id);
    expect((await step(v2?.id, "next", v2?.showInterestDate.getTime())).json().id).toBe(v5?.id);
    expect((await step(v2?.id, "previous", v2?.showInterestDate.getTime())).json().id).toBe(v0?.id);
    expect((await step(v5?.id, "next", v5?.showInterestDate.getTime())).statusCode).toBe(404);
    expect((await step(v0?.id, "previous", v0?.showInterestDate.getTime())).statusCode).toBe(404);
  });
});

describe("interested lists: adversarial", () => {
  it("lists nobody and has empty label statistics while the study is not publishable", async () => {
    const { client, study } = await world({ publishable: false });
    expect(await list(client, study.id)).toEqual({ page: [], totalCount: 0, fromIndex: 0 });
    const statistics = await client.request({
      method: "GET",
      url: `${base(study.id)}/interested-statistics`,
    });
    expect(statistics.json()).toEqual({ new: 0, eligible: 0, ineligible: 0, pending: 0, all: 0, labels: [] });
    await db().update(studies).set({ publishable: true }).where(eq(studies.id, study.id));
    expect((await list(client, study.id)).totalCount).toBe(6);
  });

  it("leaves out volunteers whose account is deactivated", async () => {
    const { client, study, label, rows } = await world();
    const labelled = async () =>
      (await list(client, study.id, { "label-id": label.id })).page.map((row) => row.id);
    expect(await labelled()).toContain(rows[0]?.id);
    await db()
      .update(users)
      .set({ enabled: false })
      .where(eq(users.id, rows[0]?.userId ?? 0));
    const all = await list(client, study.id);
    expect(all.totalCount).toBe(5);
    expect(all.page.map((row) => row.id)).not.toContain(rows[0]?.id);
    expect(await labelled()).toEqual([rows[2]?.id, rows[4]?.id]);

    await db()
      .update(users)
      .set({ enabled: true })
      .where(eq(users.id, rows[0]?.userId ?? 0));
    expect(await labelled()).toContain(rows[0]?.id);
  });

  it("never reads another study's participant through this study, nor filters by another study's label", async () => {
    const mine = await world();
    const theirs = await world();
    const response = await mine.client.request({
      method: "GET",
      url: `${base(mine.study.id)}/interested-participants/${theirs.rows[0]?.id}`,
    });
    expect(response.statusCode).toBe(404);
    expect((await list(mine.client, mine.study.id, { "label-id": theirs.label.id })).page).toEqual([]);
    const neighbour = await mine.client.request({
      method: "GET",
      url: `${base(mine.study.id)}/interested-participants/${theirs.rows[0]?.id}/next`,
      query: { "interest-date": String(Date.now() + HOUR) },
    });
    expect(neighbour.json().studyId).toBe(mine.study.id);
  });

  it("answers another team's study with 404 on every call", async () => {
    const { study, rows } = await world();
    const stranger = await signedIn(await makeStaffUser(db()));
    const urls = [
      `${base(study.id)}/interested-participants`,
      `${base(study.id)}/interested-statistics`,
      `${base(study.id)}/interested-participants/${rows[0]?.id}`,
      `${base(study.id)}/interested-participants/${rows[0]?.id}/next?interest-date=1`,
    ];
    for (const url of urls)
      expect((await stranger.request({ method: "GET", url })).statusCode, url).toBe(404);
  });

  it("refuses an unknown status or a malformed label id with 400", async () => {
    const { client, study } = await world();
    const queries: Record<string, string>[] = [{ status: "ALL" }, { "label-id": "-1" }, { page: "0" }];
    for (const query of queries) {
      const response = await client.request({
        method: "GET",
        url: `${base(study.id)}/interested-participants`,
        query,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe("VALIDATION_ERROR");
    }
  });
});

function move(
  client: TestClient,
  studyId: number,
  id: number | undefined,
  from: MoveSource,
  to: InterestedStatus,
) {
  return client.request({
    method: "PATCH",
    url: `${base(studyId)}/interested-participants/${id}`,
    payload: patchForInterestedMove(from, to),
    headers: { "content-type": "application/json-patch+json" },
  });
}

async function statusOf(id: number | undefined): Promise<string | undefined> {
  const [row] = await db()
    .select({ status: studyVolunteers.status })
    .from(studyVolunteers)
    .where(eq(studyVolunteers.id, id ?? 0));
  return row?.status;
}

describe("interested moves: behaviour", () => {
  it("moves a participant from its list to another, and the counts follow", async () => {
    const { client, study, rows } = await world();
    const response = await move(client, study.id, rows[0]?.id, { status: "NEW" }, "ELIGIBLE");
    expect(response.statusCode, response.body).toBe(204);
    expect(await statusOf(rows[0]?.id)).toBe("ELIGIBLE");
    const statistics = await client.request({
      method: "GET",
      url: `${base(study.id)}/interested-statistics`,
    });
    expect(statistics.json()).toMatchObject({ new: 2, eligible: 2, all: 6 });
  });

  it("moves from a label list whatever the participant's status, as long as it still carries the label", async () => {
    const { client, study, label, rows } = await world();
    expect((await move(client, study.id, rows[4]?.id, { labelId: label.id }, "PENDING")).statusCode).toBe(
      204,
    );
    expect(await statusOf(rows[4]?.id)).toBe("PENDING");
    const unlabelled = await move(client, study.id, rows[1]?.id, { labelId: label.id }, "NEW");
    expect(unlabelled.statusCode).toBe(409);
    expect(await statusOf(rows[1]?.id)).toBe("ELIGIBLE");
  });
});

describe("interested moves: adversarial", () => {
  it("refuses with 409 a move whose tested status is no longer the participant's, and changes nothing", async () => {
    const { client, study, rows } = await world();
    const response = await move(client, study.id, rows[1]?.id, { status: "NEW" }, "PENDING");
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: "STATUS_CHANGED" });
    expect(await statusOf(rows[1]?.id)).toBe("ELIGIBLE");
  });

  it("lets exactly one of two simultaneous moves of one participant succeed, in 100 of 100 tries", async () => {
    const { client, study, rows } = await world();
    const id = rows[0]?.id;
    const outcomes: string[] = [];
    for (let attempt = 0; attempt < 100; attempt += 1) {
      await db()
        .update(studyVolunteers)
        .set({ status: "NEW" })
        .where(eq(studyVolunteers.id, id ?? 0));
      const answers = await Promise.all([
        move(client, study.id, id, { status: "NEW" }, "ELIGIBLE"),
        move(client, study.id, id, { status: "NEW" }, "INELIGIBLE"),
      ]);
      outcomes.push(
        answers
          .map((answer) => answer.statusCode)
          .sort()
          .join(","),
      );
    }
    expect(new Set(outcomes)).toEqual(new Set(["204,409"]));
  });

  it("refuses a move to the participant's own list and a label test that contradicts its path", async () => {
    const { client, study, rows, label } = await world();
    const same = await move(client, study.id, rows[0]?.id, { status: "NEW" }, "NEW");
    expect(same.statusCode).toBe(400);
    const mismatched = await client.request({
      method: "PATCH",
      url: `${base(study.id)}/interested-participants/${rows[0]?.id}`,
      payload: [
        { op: "test", path: `/labels/${label.id}/id`, value: label.id + 1 },
        { op: "replace", path: "/status", value: "PENDING" },
      ],
      headers: { "content-type": "application/json-patch+json" },
    });
    expect(mismatched.statusCode).toBe(400);
    expect(await statusOf(rows[0]?.id)).toBe("NEW");
  });

  it("answers 404 for a participant the team cannot see: another study's, a deactivated account, a study not publishable", async () => {
    const mine = await world();
    const theirs = await world();
    expect(
      (await move(mine.client, mine.study.id, theirs.rows[0]?.id, { status: "NEW" }, "PENDING")).statusCode,
    ).toBe(404);
    expect(await statusOf(theirs.rows[0]?.id)).toBe("NEW");
    await db()
      .update(users)
      .set({ enabled: false })
      .where(eq(users.id, mine.rows[0]?.userId ?? 0));
    expect(
      (await move(mine.client, mine.study.id, mine.rows[0]?.id, { status: "NEW" }, "PENDING")).statusCode,
    ).toBe(404);
    const hidden = await world({ publishable: false });
    expect(
      (await move(hidden.client, hidden.study.id, hidden.rows[0]?.id, { status: "NEW" }, "PENDING"))
        .statusCode,
    ).toBe(404);
  });
});

describe("name search", () => {
  async function search(client: TestClient, studyId: number, searchValue: string) {
    return client.request({
      method: "GET",
      url: `${base(studyId)}/interested-names`,
      query: { searchValue },
    });
  }

  it("finds participants whose first, last or full name contains the text, case aside, sorted by name", async () => {
    const { client, study } = await world();
    const names = [
      ["Maria", "Lopez"],
      ["Mario", "Bianchi"],
      ["Ann", "Marlow"],
      ["100%", "Sure"],
    ] as const;
    const ids: number[] = [];
    for (const [firstName, lastName] of names) {
      const volunteer = await makeVolunteer(db(), {}, { firstName, lastName });
      ids.push((await makeInterest(db(), { studyId: study.id, userId: volunteer.id })).id);
    }
    const found = await search(client, study.id, "MAR");
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual([
      { studyVolunteerId: ids[1], firstName: "Mario", lastName: "Bianchi" },
      { studyVolunteerId: ids[0], firstName: "Maria", lastName: "Lopez" },
      { studyVolunteerId: ids[2], firstName: "Ann", lastName: "Marlow" },
    ]);
    expect((await search(client, study.id, "ia lop")).json()).toHaveLength(1);
    // Wildcards are taken literally.
    expect((await search(client, study.id, "0%_")).json()).toEqual([]);
    expect((await search(client, study.id, "00%")).json()).toEqual([
      { studyVolunteerId: ids[3], firstName: "100%", lastName: "Sure" },
    ]);
  });

  it("needs three characters, finds nobody of another study, and nobody while not publishable", async () => {
    const mine = await world();
    const hidden = await world({ publishable: false });
    expect((await search(mine.client, mine.study.id, "Vi")).statusCode).toBe(400);
    expect((await search(mine.client, mine.study.id, "  Vi  ")).statusCode).toBe(400);
    expect((await search(mine.client, mine.study.id, "Vic")).json()).toHaveLength(6);
    expect((await search(hidden.client, hidden.study.id, "Vic")).json()).toEqual([]);
  });
});

describe("reading an interested participant's profile", () => {
  const readProfile = (client: TestClient, studyId: number, userId: number | undefined) =>
    client.request({
      method: "GET",
      url: `/backend/secure/volunteers/${userId}`,
      query: { "study-id": String(studyId) },
    });
  const auditsOf = (volunteerUserId: number | undefined) =>
    db()
      .select()
      .from(accessAudits)
      .where(eq(accessAudits.volunteerUserId, volunteerUserId ?? 0));

  it("shows the contact details and records the read in the access audit", async () => {
    const { client, pi, study, rows } = await world();
    const response = await readProfile(client, study.id, rows[0]?.userId);
    expect(response.statusCode).toBe(200);
    expect(response.json().contactInfo.city).toBe("Madison");
    expect(response.json().contactInfoHidden).toBe(false);
    const audits = await auditsOf(rows[0]?.userId);
    expect(audits).toEqual([
      expect.objectContaining({ actorUserId: pi.id, studyId: study.id, action: "PROFILE_READ" }),
    ]);
  });

  it("refuses, and records nothing, for a volunteer of another study, a deactivated one, or a study not publishable", async () => {
    const mine = await world();
    const theirs = await world();
    expect((await readProfile(mine.client, mine.study.id, theirs.rows[0]?.userId)).statusCode).toBe(404);
    await db()
      .update(users)
      .set({ enabled: false })
      .where(eq(users.id, mine.rows[1]?.userId ?? 0));
    expect((await readProfile(mine.client, mine.study.id, mine.rows[1]?.userId)).statusCode).toBe(404);
    const hidden = await world({ publishable: false });
    expect((await readProfile(hidden.client, hidden.study.id, hidden.rows[0]?.userId)).statusCode).toBe(404);
    for (const userId of [theirs.rows[0]?.userId, mine.rows[1]?.userId, hidden.rows[0]?.userId]) {
      expect(await auditsOf(userId)).toEqual([]);
    }
  });
});

describe("export", () => {
  const exportOf = (client: TestClient, studyId: number) =>
    client.request({ method: "GET", url: `${base(studyId)}/interested-participant-profiles/export` });

  it("streams every participant as UTF-8 CSV with a BOM: quoting, formula neutralisation, answers, audit", async () => {
    const { client, pi, study, rows } = await world();
    const tricky = await makeVolunteer(
      db(),
      { phone: "+1 555 0100", city: "Madison", state: "WI" },
      { firstName: 'O\'Brien, "Jr"', lastName: "Smith\nJones" },
    );
    const formula = await makeVolunteer(
      db(),
      {},
      { firstName: '=HYPERLINK("http://x")', lastName: "@SUM(A1)" },
    );
    for (const volunteer of [tricky, formula])
      await makeInterest(db(), { studyId: study.id, userId: volunteer.id });
    const [questionnaire] = await db()
      .insert(screeningQuestionnaires)
      .values({ studyId: study.id })
      .returning();
    const [question] = await db()
      .insert(screeningQuestions)
      .values({
        questionnaireId: questionnaire?.id,
        orderNum: 1,
        text: "Do you drive?",
        inputType: "TEXTBOX",
        questionType: "USER_DEFINED",
      })
      .returning();
    await db()
      .insert(screeningAnswers)
      .values({ questionId: question?.id ?? 0, userId: tricky.id, answerValue: "Yes, a car" });

    const response = await exportOf(client, study.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="[A-Za-z0-9_-]+-interested-participants\.csv"$/,
    );
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const records = parse(response.rawPayload, { bom: true }) as string[][];
    const [header, ...data] = records;
    expect(header?.slice(0, 3)).toEqual(["First name", "Middle name", "Last name"]);
    expect(header?.at(-1)).toBe("Do you drive?");
    expect(data).toHaveLength(rows.length + 2);
    const column = (name: string) => header?.indexOf(name) ?? -1;
    const trickyRow = data.find((record) => record[column("Last name")] === "Smith\nJones");
    expect(trickyRow?.[column("First name")]).toBe('O\'Brien, "Jr"');
    expect(trickyRow?.[column("Phone")]).toBe("'+1 555 0100");
    expect(trickyRow?.[column("Do you drive?")]).toBe("Yes, a car");
    expect(trickyRow?.[column("Status")]).toBe("New");
    const formulaRow = data.find((record) => record[column("Last name")] === "'@SUM(A1)");
    expect(formulaRow?.[column("First name")]).toBe('\'=HYPERLINK("http://x")');
    const labelled = data.filter((record) => record[column("Labels")] === "Call back");
    expect(labelled).toHaveLength(3);

    const audits = await db().select().from(accessAudits).where(eq(accessAudits.studyId, study.id));
    expect(audits.filter((audit) => audit.action === "EXPORT")).toHaveLength(rows.length + 2);
    expect(new Set(audits.map((audit) => audit.actorUserId))).toEqual(new Set([pi.id]));
  });

  it("is refused while the study is not publishable", async () => {
    const { client, study } = await world({ publishable: false });
    const response = await exportOf(client, study.id);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("STUDY_NOT_PUBLISHABLE");
  });
});

describe("waiting for an answer (beyond the spec)", () => {
  it("marks New participants past the response target without a team message, on the rows and the dashboard", async () => {
    const { client, pi, study } = await world();
    const DAY = 24 * HOUR;
    const interest = async (status: InterestedStatus, daysAgo: number) => {
      const volunteer = await makeVolunteer(db());
      return makeInterest(db(), {
        studyId: study.id,
        userId: volunteer.id,
        status,
        showInterestDate: new Date(Date.now() - daysAgo * DAY - HOUR),
      });
    };
    const waiting = await interest("NEW", 10);
    const answered = await interest("NEW", 12);
    const eligible = await interest("ELIGIBLE", 10);
    const recent = await interest("NEW", 3);
    await db().insert(messages).values({
      studyId: study.id,
      studyVolunteerId: answered.id,
      volunteerUserId: answered.userId,
      fromUserId: pi.id,
      body: "Thank you! We will call you.",
      recipientVolunteer: true,
    });
    const days = async () =>
      Object.fromEntries((await list(client, study.id)).page.map((row) => [row.id, row.waitingDays]));
    expect(await days()).toMatchObject({
      [waiting.id]: 10,
      [answered.id]: null,
      [eligible.id]: null,
      [recent.id]: null,
    });
    const dashboard = await client.request({ method: "GET", url: base(study.id) });
    expect(dashboard.json().waitingParticipants).toBe(1);

    await db()
      .update(applicationSettings)
      .set({ value: "2" })
      .where(eq(applicationSettings.name, "INTERESTED_RESPONSE_TARGET_DAYS"));
    refreshSettingsCache(db());
    expect((await days())[recent.id]).toBe(3);
    expect((await client.request({ method: "GET", url: base(study.id) })).json().waitingParticipants).toBe(2);
    await db()
      .update(applicationSettings)
      .set({ value: "7" })
      .where(eq(applicationSettings.name, "INTERESTED_RESPONSE_TARGET_DAYS"));
    refreshSettingsCache(db());
  });
});
