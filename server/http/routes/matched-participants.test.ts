import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { EligibilityCriteria } from "../../../core/contracts/eligibility-criteria";
import {
  MatchedParticipantPage,
  type MatchedParticipantPatch,
  MatchedParticipantSummary,
} from "../../../core/contracts/matched-participants";
import { DEFAULT_ASK_NOTE_NAME } from "../../../core/contracts/message-templates";
import { GENDER_IDS } from "../../../core/rules/lookup-ids";
import { CONTACT_INFO_HIDDEN } from "../../../core/rules/matched-lists";
import {
  matchedParticipants,
  messages,
  messageTemplates,
  studyTeamMembers,
  studyVolunteers,
  volunteerProfiles,
} from "../../db/schema/index";
import { type MadeUser, makeMatch, makeStaffUser, makeStudy, makeVolunteer } from "../../test/factories";
import { createTestApp, type TestApp, TestClient } from "../../test/test-app";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());
const db = () => testApp.database.db;

const HOUR = 3_600_000;
const ADULTS = 265000;
const ASK = (from: "EXACT" | "PARTIAL", message?: string): MatchedParticipantPatch =>
  message === undefined
    ? [
        { op: "test", path: "/status", value: from },
        { op: "replace", path: "/status", value: "ASKED_IF_INTERESTED" },
      ]
    : [
        { op: "test", path: "/status", value: from },
        { op: "replace", path: "/status", value: "ASKED_IF_INTERESTED" },
        { op: "add", path: "/message", value: message },
      ];
const DISMISS = (from: "EXACT" | "PARTIAL"): MatchedParticipantPatch => [
  { op: "test", path: "/status", value: from },
  { op: "replace", path: "/status", value: "DISMISSED" },
];

interface World {
  pi: MadeUser;
  client: TestClient;
  studyId: number;
  /** Volunteers by name, all matched EXACT an hour apart (v1 newest). */
  volunteers: MadeUser[];
}

async function signedIn(user: MadeUser): Promise<TestClient> {
  const client = new TestClient(testApp.app);
  const response = await client.login(user.email, user.password);
  expect(response.statusCode).toBe(200);
  return client;
}

async function world(
  options: { state?: "ACTIVE" | "NOT_MARKED_TO_BE_ACTIVE_NOW"; count?: number } = {},
): Promise<World> {
  const pi = await makeStaffUser(db());
  const study = await makeStudy(db(), {
    state: options.state ?? "ACTIVE",
    team: [{ userId: pi.id, role: "PRINCIPAL_INVESTIGATOR" }],
  });
  const now = Date.now();
  const volunteers: MadeUser[] = [];
  for (let i = 0; i < (options.count ?? 3); i += 1) {
    const volunteer = await makeVolunteer(db(), {
      genderId: GENDER_IDS.FEMALE,
      dateOfBirth: "1990-05-01",
      city: "Ann Arbor",
      state: "MI",
      phone: "734-555-0199",
      streetAddress: "1 Secret Lane",
      zipCode: "48109",
    });
    volunteers.push(volunteer);
    await makeMatch(db(), {
      studyId: study.id,
      userId: volunteer.id,
      status: "EXACT",
      timestamp: new Date(now - (i + 1) * HOUR),
    });
  }
  return { pi, client: await signedIn(pi), studyId: study.id, volunteers };
}

const listUrl = (studyId: number, status: string, page = 1) =>
  `/backend/secure/staff/studies/${studyId}/matched-participants?status=${status}&page=${page}`;
const patchUrl = (studyId: number, userId?: number) =>
  `/backend/secure/staff/studies/${studyId}/matched-participants/${userId ?? ""}`;

function patch(client: TestClient, url: string, body: unknown) {
  return client.request({
    method: "PATCH",
    url,
    payload: JSON.stringify(body),
    headers: { "content-type": "application/json-patch+json" },
  });
}

async function statusOf(studyId: number, userId: number) {
  const [row] = await db()
    .select({ status: matchedParticipants.status })
    .from(matchedParticipants)
    .where(and(eq(matchedParticipants.studyId, studyId), eq(matchedParticipants.userId, userId)));
  return row?.status;
}

describe("the matched lists", () => {
  let w: World;
  beforeEach(async () => {
    w = await world({ count: 12 });
  });

  it("pages a list newest first with the summary fields and no contact details", async () => {
    const first = await w.client.request({ method: "GET", url: listUrl(w.studyId, "EXACT") });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.totalCount).toBe(12);
    expect(body.fromIndex).toBe(0);
    expect(body.page).toHaveLength(10);
    expect(body.page.map((row: { userId: number }) => row.userId)).toEqual(
      w.volunteers.slice(0, 10).map((v) => v.id),
    );
    expect(body.page[0]).toMatchObject({
      firstName: "Vic",
      lastName: "Volunteer",
      gender: "Female",
      address: "Ann Arbor, MI",
      dob: Date.parse("1990-05-01T00:00:00Z"),
      status: "EXACT",
    });
    expect(first.body).not.toContain("734-555-0199");
    expect(first.body).not.toContain("Secret Lane");
    expect(first.body).not.toContain(w.volunteers[0]?.email);

    const second = await w.client.request({ method: "GET", url: listUrl(w.studyId, "EXACT", 2) });
    expect(second.json().page).toHaveLength(2);
    expect(second.json().fromIndex).toBe(10);
    const partial = await w.client.request({ method: "GET", url: listUrl(w.studyId, "PARTIAL") });
    expect(partial.json()).toEqual({ page: [], totalCount: 0, fromIndex: 0 });
  });

  it("answers a page as PostgreSQL writes it: the contract's fields and no other, as one row is answered alone", async () => {
    // A row without a middle name, a birth date, a gender or a place, and one the volunteer declined.
    const [bare, declined] = w.volunteers;
    await db()
      .update(volunteerProfiles)
      .set({ dateOfBirth: null, genderId: null, city: "", state: "" })
      .where(eq(volunteerProfiles.userId, bare?.id ?? 0));
    await db()
      .update(matchedParticipants)
      .set({ declinedAt: new Date() })
      .where(eq(matchedParticipants.userId, declined?.id ?? 0));
    const response = await w.client.request({ method: "GET", url: listUrl(w.studyId, "EXACT") });
    expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
    const body = response.json<MatchedParticipantPage>();
    // The contract's parse drops what it does not declare: nothing may be dropped, nothing missing.
    expect(MatchedParticipantPage.parse(body)).toEqual(body);
    expect(body.page[0]).toMatchObject({ middleName: null, dob: null, gender: null, address: null });
    expect(body.page[1]?.declined).toBe(true);
    for (const row of body.page.slice(0, 3)) {
      expect(Object.keys(row).sort()).toEqual(Object.keys(MatchedParticipantSummary.shape).sort());
      const alone = await w.client.request({ method: "GET", url: patchUrl(w.studyId, row.userId) });
      const { whyMatched: _whyMatched, ...summary } = alone.json();
      expect(summary).toEqual(row);
    }
  });

  it("counts each list, and leaves out a volunteer who has since hidden their profile", async () => {
    const [hiding] = w.volunteers;
    await db()
      .update(volunteerProfiles)
      .set({ visibleToStudyTeams: "INTERESTED_STUDY_TEAMS_ONLY" })
      .where(eq(volunteerProfiles.userId, hiding?.id ?? 0));
    await patch(w.client, patchUrl(w.studyId, w.volunteers[1]?.id), DISMISS("EXACT"));
    const statistics = await w.client.request({
      method: "GET",
      url: `/backend/secure/staff/studies/${w.studyId}/match-statistics`,
    });
    expect(statistics.json()).toEqual({
      exact: 10,
      partial: 0,
      asked: 0,
      dismissed: 1,
      matchingFinished: true,
    });
    const list = await w.client.request({ method: "GET", url: listUrl(w.studyId, "EXACT") });
    expect(list.json().page.map((row: { userId: number }) => row.userId)).not.toContain(hiding?.id);
  });

  it("finds the next and previous participant from a position, 404 past either end", async () => {
    const [v1, v2, v3] = w.volunteers;
    const read = await w.client.request({
      method: "GET",
      url: `/backend/secure/staff/studies/${w.studyId}/matched-participants/${v2?.id}`,
    });
    const { timestamp } = read.json();
    const neighbour = (userId: number, direction: string, at: number) =>
      w.client.request({
        method: "GET",
        url: `/backend/secure/staff/studies/${w.studyId}/matched-participants/${userId}/${direction}?status=EXACT&timestamp=${at}`,
      });
    expect((await neighbour(v2?.id ?? 0, "next", timestamp)).json().userId).toBe(v3?.id);
    expect((await neighbour(v2?.id ?? 0, "previous", timestamp)).json().userId).toBe(v1?.id);
    const newest = (await neighbour(v2?.id ?? 0, "previous", timestamp)).json();
    expect((await neighbour(newest.userId, "previous", newest.timestamp)).statusCode).toBe(404);

    // After v2 is asked, its old position still leads to v3.
    await patch(w.client, patchUrl(w.studyId, v2?.id), ASK("EXACT", "Hello"));
    expect((await neighbour(v2?.id ?? 0, "next", timestamp)).json().userId).toBe(v3?.id);
  });

  it("refuses an unknown list and another team's study", async () => {
    expect((await w.client.request({ method: "GET", url: listUrl(w.studyId, "MAYBE") })).statusCode).toBe(
      400,
    );
    const outsider = await signedIn(await makeStaffUser(db()));
    const urls = [
      listUrl(w.studyId, "EXACT"),
      `/backend/secure/staff/studies/${w.studyId}/match-statistics`,
      `/backend/secure/staff/studies/${w.studyId}/matched-participants/${w.volunteers[0]?.id}`,
      `/backend/secure/volunteers/${w.volunteers[0]?.id}?study-id=${w.studyId}`,
    ];
    for (const url of urls) expect((await outsider.request({ method: "GET", url })).statusCode).toBe(404);
    expect(
      (await patch(outsider, patchUrl(w.studyId, w.volunteers[0]?.id), DISMISS("EXACT"))).statusCode,
    ).toBe(404);
    expect((await patch(outsider, patchUrl(w.studyId), DISMISS("EXACT"))).statusCode).toBe(404);
    expect(await statusOf(w.studyId, w.volunteers[0]?.id ?? 0)).toBe("EXACT");
  });
});

describe("asking and dismissing one participant", () => {
  it("asks with a note: the row moves and the note is recorded as a message with the names merged", async () => {
    const w = await world();
    const [volunteer] = w.volunteers;
    const response = await patch(
      w.client,
      patchUrl(w.studyId, volunteer?.id),
      ASK("EXACT", "Hi *|FNAME|*, interested?"),
    );
    expect(response.statusCode).toBe(204);
    expect(await statusOf(w.studyId, volunteer?.id ?? 0)).toBe("ASKED_IF_INTERESTED");
    const sent = await db()
      .select()
      .from(messages)
      .where(and(eq(messages.studyId, w.studyId), eq(messages.volunteerUserId, volunteer?.id ?? 0)));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      body: "Hi Vic, interested?",
      kind: "ASK_IF_INTERESTED",
      recipientVolunteer: true,
      fromUserId: w.pi.id,
      studyVolunteerId: null,
    });

    const again = await patch(w.client, patchUrl(w.studyId, volunteer?.id), ASK("EXACT", "Hi again"));
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("STATUS_CHANGED");
  });

  it("dismisses, and a test of the wrong list changes nothing", async () => {
    const w = await world();
    const [a, b] = w.volunteers;
    expect((await patch(w.client, patchUrl(w.studyId, a?.id), DISMISS("EXACT"))).statusCode).toBe(204);
    expect(await statusOf(w.studyId, a?.id ?? 0)).toBe("DISMISSED");
    expect((await patch(w.client, patchUrl(w.studyId, b?.id), DISMISS("PARTIAL"))).statusCode).toBe(409);
    expect(await statusOf(w.studyId, b?.id ?? 0)).toBe("EXACT");
    const sent = await db().select().from(messages).where(eq(messages.studyId, w.studyId));
    expect(sent).toHaveLength(0);
  });

  it("sends the default note when the ask carries none, and refuses an ask with no note at all", async () => {
    const w = await world();
    const [a, b] = w.volunteers;
    const noNote = await patch(w.client, patchUrl(w.studyId, a?.id), ASK("EXACT"));
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().code).toBe("ASK_NOTE_REQUIRED");
    await db().insert(messageTemplates).values({
      studyId: w.studyId,
      type: "ASK_IF_INTERESTED",
      name: DEFAULT_ASK_NOTE_NAME,
      text: "Dear *|LNAME|*, would you join us?",
    });
    expect((await patch(w.client, patchUrl(w.studyId, b?.id), ASK("EXACT"))).statusCode).toBe(204);
    const [sent] = await db()
      .select()
      .from(messages)
      .where(eq(messages.volunteerUserId, b?.id ?? 0));
    expect(sent?.body).toBe("Dear Volunteer, would you join us?");
  });

  it("answers 400 for malformed patches and notes, and moves nothing", async () => {
    const w = await world();
    const [a] = w.volunteers;
    const bad: unknown[] = [
      [{ op: "replace", path: "/status", value: "DISMISSED" }],
      [
        { op: "test", path: "/status", value: "ASKED_IF_INTERESTED" },
        { op: "replace", path: "/status", value: "DISMISSED" },
      ],
      [
        { op: "test", path: "/status", value: "EXACT" },
        { op: "replace", path: "/status", value: "PARTIAL" },
      ],
      ASK("EXACT", "x".repeat(276)),
      ASK("EXACT", "   "),
      [
        { op: "test", path: "/status", value: "EXACT" },
        { op: "replace", path: "/status", value: "DISMISSED" },
        { op: "add", path: "/message", value: "Not with a dismissal" },
      ],
      "not json-patch",
    ];
    for (const body of bad) {
      const response = await patch(w.client, patchUrl(w.studyId, a?.id), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().code).toBe("VALIDATION_ERROR");
    }
    expect(
      (await patch(w.client, patchUrl(w.studyId, a?.id), ASK("EXACT", "x".repeat(275)))).statusCode,
    ).toBe(204);
  });

  it("refuses actions while the study is inactive", async () => {
    const w = await world({ state: "NOT_MARKED_TO_BE_ACTIVE_NOW" });
    const response = await patch(w.client, patchUrl(w.studyId, w.volunteers[0]?.id), DISMISS("EXACT"));
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("STUDY_NOT_ACTIVE");
    const all = await patch(w.client, patchUrl(w.studyId), DISMISS("EXACT"));
    expect(all.statusCode).toBe(400);
    expect(await statusOf(w.studyId, w.volunteers[0]?.id ?? 0)).toBe("EXACT");
  });

  it("lets exactly one of two people moving the same volunteer at once succeed", async () => {
    const w = await world();
    const colleague = await makeStaffUser(db());
    await db()
      .insert(studyTeamMembers)
      .values({ studyId: w.studyId, userId: colleague.id, role: "TEAM_MEMBER" });
    const other = await signedIn(colleague);
    const target = w.volunteers[0]?.id;
    const answers = await Promise.all([
      patch(w.client, patchUrl(w.studyId, target), ASK("EXACT", "From the PI")),
      patch(other, patchUrl(w.studyId, target), DISMISS("EXACT")),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([204, 409]);
    const status = await statusOf(w.studyId, target ?? 0);
    const sent = await db()
      .select()
      .from(messages)
      .where(eq(messages.volunteerUserId, target ?? 0));
    expect(sent).toHaveLength(status === "ASKED_IF_INTERESTED" ? 1 : 0);
  });
});

describe("select-all", () => {
  it("moves everyone in the tested list with one patch and answers successCount", async () => {
    const w = await world({ count: 4 });
    await patch(w.client, patchUrl(w.studyId, w.volunteers[0]?.id), DISMISS("EXACT"));
    const response = await patch(w.client, patchUrl(w.studyId), ASK("EXACT", "Hello *|FNAME|*"));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ successCount: 3 });
    const sent = await db().select().from(messages).where(eq(messages.studyId, w.studyId));
    expect(sent.map((message) => message.body)).toEqual(["Hello Vic", "Hello Vic", "Hello Vic"]);
    const again = await patch(w.client, patchUrl(w.studyId), ASK("EXACT", "Hello"));
    expect(again.json()).toEqual({ successCount: 0 });
  });
});

describe("a matched volunteer's profile", () => {
  it("hides every contact detail until the volunteer shows interest", async () => {
    const w = await world({ count: 1 });
    const [volunteer] = w.volunteers;
    const url = `/backend/secure/volunteers/${volunteer?.id}?study-id=${w.studyId}`;
    const before = await w.client.request({ method: "GET", url });
    expect(before.statusCode).toBe(200);
    expect(before.json().contactInfo).toEqual({
      phone: CONTACT_INFO_HIDDEN,
      email: CONTACT_INFO_HIDDEN,
      streetAddress: CONTACT_INFO_HIDDEN,
      zipCode: CONTACT_INFO_HIDDEN,
      city: "Ann Arbor",
      state: "MI",
    });
    expect(before.json()).toMatchObject({
      contactInfoHidden: true,
      gender: { id: GENDER_IDS.FEMALE, name: "Female" },
    });
    for (const secret of ["734-555-0199", "Secret Lane", "48109", volunteer?.email ?? "?"]) {
      expect(before.body).not.toContain(secret);
    }

    await db()
      .insert(studyVolunteers)
      .values({ studyId: w.studyId, userId: volunteer?.id ?? 0 });
    const after = await w.client.request({ method: "GET", url });
    expect(after.json().contactInfo).toMatchObject({ phone: "734-555-0199", email: volunteer?.email });
    expect(after.json().contactInfoHidden).toBe(false);
  });

  it("is not found for a volunteer who is neither matched to nor interested in the study", async () => {
    const w = await world({ count: 1 });
    const stranger = await makeVolunteer(db(), { city: "Detroit" });
    const response = await w.client.request({
      method: "GET",
      url: `/backend/secure/volunteers/${stranger.id}?study-id=${w.studyId}`,
    });
    expect(response.statusCode).toBe(404);
  });

  it("explains why a volunteer matched: criteria met and unknown", async () => {
    const w = await world({ count: 1 });
    const criteria: EligibilityCriteria = {
      participantTypeIds: [ADULTS],
      criteria: [
        {
          id: 0,
          name: "Women",
          clauses: [
            {
              clauseConnector: "TERMINAL",
              expressions: [
                { id: 0, variable: "age", operator: "BETWEEN", savedValue: "18:80", lookupValueIds: [] },
                {
                  id: 0,
                  variable: "gender",
                  operator: "ANY_OF",
                  savedValue: null,
                  lookupValueIds: [GENDER_IDS.FEMALE],
                },
                { id: 0, variable: "bmi", operator: "BETWEEN", savedValue: "18:30", lookupValueIds: [] },
              ],
            },
          ],
        },
      ],
    };
    const saved = await patch(w.client, `/backend/secure/staff/studies/${w.studyId}`, [
      { op: "replace", path: "/eligibilityCriteria", value: criteria },
    ]);
    expect(saved.statusCode, saved.body).toBe(204);
    const read = await w.client.request({
      method: "GET",
      url: `/backend/secure/staff/studies/${w.studyId}/matched-participants/${w.volunteers[0]?.id}`,
    });
    expect(read.json().whyMatched).toEqual({
      groupName: "Women",
      met: ["Age: 18 to 80 years", "Gender: Female"],
      unknown: ["BMI: 18 to 30"],
      failed: [],
    });
  });
});
