import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OwnProfileRead } from "../../../core/contracts/volunteer-self";
import { GENDER_IDS } from "../../../core/rules/lookup-ids";
import { STUDY_PROPERTY_IDS } from "../../../core/rules/study-properties";
import { sqlRows } from "../../db/sql-rows";
import {
  makeInterest,
  makeMatch,
  makeMessage,
  makeStaffUser,
  makeStudy,
  makeVolunteer,
} from "../../test/factories";
import { createTestApp, signedInClient, type TestApp, volunteerClient } from "../../test/test-app";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());
const db = () => testApp.database.db;

const complete = {
  firstName: "Vic",
  middleName: null,
  lastName: "Volunteer",
  genderId: GENDER_IDS.MALE,
  genderIdentity: null,
  otherGenderIdentity: null,
  genderPronoun: null,
  otherGenderPronoun: null,
  dateOfBirth: "1980-04-02",
  raceIds: [263000],
  otherRace: null,
  englishFluencyId: null,
  height: 70,
  weight: 180,
  smokingStatusId: null,
  currentConditionIds: [272000],
  pastConditionIds: [],
  hasMetalImplants: false,
  willingToChangeMeds: true,
  willingTakeExpDrugs: null,
  pregnant: true,
  estimatedDueDate: "2027-01-01",
  parentOrGuardianOfAChild: null,
  phone: "608-555-0100",
  streetAddress: "1 Main St",
  city: "Madison",
  state: "WI",
  zipCode: "53703",
  visibleToStudyTeams: "INTERESTED_STUDY_TEAMS_ONLY",
  messageNotificationFrequency: "DAILY",
  recommendationNotificationFrequency: "NEVER",
};

describe("a volunteer's own profile", () => {
  it("saves every field, drops a pregnancy a man cannot have, and queues a new match", async () => {
    const volunteer = await makeVolunteer(db());
    const client = await volunteerClient(testApp, volunteer.id);
    const saved = await client.request({
      method: "PUT",
      url: "/backend/volunteer/profile",
      payload: complete,
    });
    expect(saved.statusCode).toBe(200);
    const read = (
      await client.request({ method: "GET", url: "/backend/volunteer/profile" })
    ).json<OwnProfileRead>();
    expect(read.profile).toMatchObject({
      dateOfBirth: "1980-04-02",
      height: 70,
      weight: 180,
      currentConditionIds: [272000],
      pregnant: null,
      estimatedDueDate: null,
      phone: "608-555-0100",
      visibleToStudyTeams: "INTERESTED_STUDY_TEAMS_ONLY",
      messageNotificationFrequency: "DAILY",
    });
    const queued = sqlRows(
      await db().execute(
        sql`select count(*)::int as n from job_runs where job_name = 'MATCH_VOLUNTEER' and payload->>'userId' = ${String(volunteer.id)}`,
      ),
    );
    expect(queued[0]?.n).toBeGreaterThanOrEqual(1);
  });

  it("refuses each field out of its rule with 400 and the field", async () => {
    const volunteer = await makeVolunteer(db());
    const client = await volunteerClient(testApp, volunteer.id);
    const cases: [Record<string, unknown>, string][] = [
      [{ height: 301 }, "height"],
      [{ weight: -1 }, "weight"],
      [{ dateOfBirth: "2999-01-01" }, "dateOfBirth"],
      [{ dateOfBirth: "1980-13-45" }, "dateOfBirth"],
      [{ phone: "call me" }, "phone"],
      [{ firstName: " " }, "firstName"],
      [{ visibleToStudyTeams: "NOBODY" }, "visibleToStudyTeams"],
      [{ genderId: 272000 }, "genderId"],
      [{ currentConditionIds: [GENDER_IDS.MALE] }, "currentConditionIds"],
      [{ genderIdentity: "Anything at all" }, "genderIdentity"],
      [{ genderPronoun: "xe/xem/xyr/xyrs" }, "genderPronoun"],
      [{ otherRace: "x".repeat(101) }, "otherRace"],
    ];
    for (const [change, field] of cases) {
      const refused = await client.request({
        method: "PUT",
        url: "/backend/volunteer/profile",
        payload: { ...complete, ...change },
      });
      expect(refused.statusCode, field).toBe(400);
      expect(JSON.stringify(refused.json().details), field).toContain(field);
    }
  });
});

describe("gender identity, pronouns and other race", () => {
  it("are saved from the profile, kept in the volunteer's words only when self-described, and read by the team", async () => {
    const volunteer = await makeVolunteer(db());
    const pi = await makeStaffUser(db());
    const study = await makeStudy(db(), {
      state: "ACTIVE",
      team: [{ userId: pi.id, role: "PRINCIPAL_INVESTIGATOR" }],
    });
    await makeInterest(db(), { studyId: study.id, userId: volunteer.id });
    const client = await volunteerClient(testApp, volunteer.id);
    const saved = await client.request({
      method: "PUT",
      url: "/backend/volunteer/profile",
      payload: {
        ...complete,
        genderIdentity: "Self-described",
        otherGenderIdentity: "agender",
        genderPronoun: "they/them",
        otherGenderPronoun: "dropped: they/them is a choice of the list",
        otherRace: "Hmong",
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<OwnProfileRead>().profile).toMatchObject({
      genderIdentity: "Self-described",
      otherGenderIdentity: "agender",
      genderPronoun: "they/them",
      otherGenderPronoun: null,
      otherRace: "Hmong",
    });
    const team = await signedInClient(testApp, pi);
    const read = await team.request({
      method: "GET",
      url: `/backend/secure/volunteers/${volunteer.id}?study-id=${study.id}`,
    });
    expect(read.json()).toMatchObject({
      genderIdentity: "Self-described",
      otherGenderIdentity: "agender",
      genderPronoun: "they/them",
      otherGenderPronoun: null,
      otherRace: "Hmong",
    });
  });
});

describe("who viewed my data, leaving and the data export", () => {
  it("lists the teams that read the profile, exports everything as JSON, and closes the account", async () => {
    const volunteer = await makeVolunteer(db(), { city: "Madison" });
    const pi = await makeStaffUser(db());
    const study = await makeStudy(db(), {
      state: "ACTIVE",
      title: "Knees and stairs",
      team: [{ userId: pi.id, role: "PRINCIPAL_INVESTIGATOR" }],
    });
    const other = await makeStudy(db(), { state: "ACTIVE" });
    const interest = await makeInterest(db(), { studyId: study.id, userId: volunteer.id });
    await makeMessage(db(), {
      interest,
      fromUserId: pi.id,
      sentDate: new Date(),
      body: "Welcome to the study",
    });
    await makeMatch(db(), { studyId: other.id, userId: volunteer.id, status: "EXACT" });
    const team = await signedInClient(testApp, pi);
    expect(
      (
        await team.request({
          method: "GET",
          url: `/backend/secure/volunteers/${volunteer.id}?study-id=${study.id}`,
        })
      ).statusCode,
    ).toBe(200);

    const client = await volunteerClient(testApp, volunteer.id);
    const log = (await client.request({ method: "GET", url: "/backend/volunteer/access-log" })).json();
    expect(log).toEqual([
      {
        studyNum: study.studyNum,
        title: "Knees and stairs",
        titleLanguage: "EN",
        action: "PROFILE_READ",
        accessedAt: expect.any(Number),
      },
    ]);
    // In Spanish, the study's Spanish title, marked as Spanish.
    await db().execute(sql`insert into study_property_values (study_id, property_id, language, saved_value)
      values (${study.id}, ${STUDY_PROPERTY_IDS.title}, 'ES', 'Rodillas y escaleras')`);
    const spanishLog = await client.request({
      method: "GET",
      url: "/backend/volunteer/access-log",
      headers: { "accept-language": "es" },
    });
    expect(spanishLog.json()).toEqual([
      expect.objectContaining({ title: "Rodillas y escaleras", titleLanguage: "ES", action: "PROFILE_READ" }),
    ]);

    const exported = await client.request({ method: "GET", url: "/backend/volunteer/data-export" });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers["content-disposition"]).toContain("my-recruit-data.json");
    const data = JSON.parse(exported.body);
    expect(data.studies).toEqual([expect.objectContaining({ studyNum: study.studyNum, status: "NEW" })]);
    expect(data.messages[0]).toMatchObject({ body: "Welcome to the study", fromStudyTeam: true });
    expect(data.whoViewedMyData).toHaveLength(1);

    expect(
      (await client.request({ method: "POST", url: "/backend/volunteer/deactivation" })).statusCode,
    ).toBe(204);
    expect((await client.request({ method: "GET", url: "/backend/volunteer/profile" })).statusCode).toBe(401);
    const matches = sqlRows(
      await db().execute(
        sql`select count(*)::int as n from matched_participants where user_id = ${volunteer.id}`,
      ),
    );
    expect(matches[0]?.n).toBe(0);
    const kept = sqlRows(
      await db().execute(
        sql`select count(*)::int as n from study_volunteers where user_id = ${volunteer.id}`,
      ),
    );
    expect(kept[0]?.n).toBe(1);
  });
});

describe("loved ones", () => {
  it("adds a child under 18, keeps their profile, and shows them to nobody but the parent", async () => {
    const parent = await makeVolunteer(db());
    const client = await volunteerClient(testApp, parent.id);
    const add = (dateOfBirth: string) =>
      client.request({
        method: "POST",
        url: "/backend/volunteer/loved-ones",
        payload: { firstName: "Kit", lastName: "Volunteer", dateOfBirth },
      });
    const adult = await add("1990-01-01");
    expect(adult.statusCode).toBe(400);
    expect(JSON.stringify(adult.json())).toContain("under 18");
    const added = await add("2016-06-01");
    expect(added.statusCode).toBe(201);
    const child = added.json();
    expect(child).toMatchObject({ firstName: "Kit", dateOfBirth: "2016-06-01", enabled: true });
    expect((await client.request({ method: "GET", url: "/backend/volunteer/loved-ones" })).json()).toEqual([
      child,
    ]);
    const parentProfile = (await client.request({ method: "GET", url: "/backend/volunteer/profile" })).json();
    expect(parentProfile.profile.parentOrGuardianOfAChild).toBe(true);

    const url = `/backend/volunteer/loved-ones/${child.userId}/profile`;
    const read = (await client.request({ method: "GET", url })).json<OwnProfileRead>();
    expect(read.profile).toMatchObject({ firstName: "Kit", dateOfBirth: "2016-06-01" });
    const saved = await client.request({
      method: "PUT",
      url,
      payload: { ...complete, firstName: "Kit", dateOfBirth: "2016-06-01", currentConditionIds: [] },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().profile).toMatchObject({ firstName: "Kit", height: 70 });

    const stranger = await volunteerClient(testApp, (await makeVolunteer(db())).id);
    expect((await stranger.request({ method: "GET", url })).statusCode).toBe(404);
    expect((await stranger.request({ method: "PUT", url, payload: complete })).statusCode).toBe(404);
    const [account] = sqlRows(
      await db().execute(sql`select password_hash from users where id = ${child.userId}`),
    );
    expect(account?.password_hash).toBeNull();
  });
});
