import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Feasibility, FeasibilityBody } from "../../../core/contracts/feasibility";
import { BOOLEAN_TRUE_ID, GENDER_IDS } from "../../../core/rules/lookup-ids";
import { sqlRows } from "../../db/sql-rows";
import { countFeasibleVolunteers } from "../../services/feasibility/count-feasible-volunteers";
import { matchStudy } from "../../services/matching/match-study";
import { ADULTS_TYPE_ID, writeAdultsWithoutImplantsCriteria } from "../../test/criteria-rows";
import { makeStaffUser, makeStudy, makeVolunteer } from "../../test/factories";
import { createTestApp, signedInClient, type TestApp, type TestClient } from "../../test/test-app";

/**
 * Feasibility counts (issue 29) over a known population on a private database: 12 women of 40 without
 * metal implants (exact), 4 of 40 who did not say (partial), 3 men of 40 with implants and 2 people of
 * 20 (ruled out), and one of 40 who shows her profile to interested teams only (not counted).
 */
let testApp: TestApp;
let staff: TestClient;
const today = new Date().toISOString().slice(0, 10);
const bornYearsAgo = (years: number) => `${Number(today.slice(0, 4)) - years}${today.slice(4, 8)}01`;

beforeAll(async () => {
  testApp = await createTestApp({ env: { FEASIBILITY_RATE_LIMIT_PER_MINUTE: "5" } });
  const db = testApp.database.db;
  const people = [
    ...Array.from({ length: 12 }, () => ({
      genderId: GENDER_IDS.FEMALE,
      dateOfBirth: bornYearsAgo(40),
      hasMetalImplants: false,
    })),
    ...Array.from({ length: 4 }, () => ({
      genderId: null,
      dateOfBirth: bornYearsAgo(40),
      hasMetalImplants: null,
    })),
    ...Array.from({ length: 3 }, () => ({
      genderId: GENDER_IDS.MALE,
      dateOfBirth: bornYearsAgo(40),
      hasMetalImplants: true,
    })),
    ...Array.from({ length: 2 }, () => ({
      genderId: GENDER_IDS.FEMALE,
      dateOfBirth: bornYearsAgo(20),
      hasMetalImplants: false,
    })),
  ];
  for (const profile of people) await makeVolunteer(db, profile);
  await makeVolunteer(db, {
    genderId: GENDER_IDS.FEMALE,
    dateOfBirth: bornYearsAgo(40),
    hasMetalImplants: false,
    visibleToStudyTeams: "INTERESTED_STUDY_TEAMS_ONLY",
  });
  staff = await signedInClient(testApp, await makeStaffUser(db));
});
afterAll(() => testApp.close());

/** Adults aged 30 to 50 without metal implants, as the editor sends them. */
const criteria: FeasibilityBody = {
  participantTypeIds: [ADULTS_TYPE_ID],
  conditionIds: [],
  criteria: [
    {
      id: 0,
      name: "Group 1",
      clauses: [
        {
          clauseConnector: "TERMINAL",
          expressions: [
            { id: 0, variable: "age", operator: "BETWEEN", savedValue: "30:50", lookupValueIds: [] },
            {
              id: 0,
              variable: "metalImplants",
              operator: "NOT_EQUAL",
              savedValue: null,
              lookupValueIds: [BOOLEAN_TRUE_ID],
            },
          ],
        },
      ],
    },
  ],
};

const count = (body: FeasibilityBody) =>
  staff.request({ method: "POST", url: "/backend/secure/staff/feasibility", payload: body });

describe("feasibility counts", () => {
  it("count exact and partial matches, by sex and age band, and never send a count below the minimum", async () => {
    const answer = await count(criteria);
    expect(answer.statusCode).toBe(200);
    const feasibility = answer.json<Feasibility>();
    expect(feasibility).toEqual({
      minCount: 10,
      exact: 12,
      partial: null,
      bySex: [
        { label: "Female", count: 12 },
        { label: "Male", count: null },
        { label: "Intersex", count: null },
        { label: "Not given", count: null },
      ],
      byAgeBand: [
        { label: "Under 18", count: null },
        { label: "18–29", count: null },
        { label: "30–44", count: 16 },
        { label: "45–64", count: null },
        { label: "65 and over", count: null },
        { label: "Age not given", count: null },
      ],
      mostExcluding: { description: expect.stringMatching(/metal implants/i), excluded: null },
    });
    // Below the minimum, the count itself is not in the answer at all.
    expect(answer.body).not.toMatch(/"partial":4/);
  });

  it("agrees with what matching the saved criteria puts in the matched lists", async () => {
    const db = testApp.database.db;
    const pi = await makeStaffUser(db);
    const study = await makeStudy(db, {
      state: "ACTIVE",
      team: [{ userId: pi.id, role: "PRINCIPAL_INVESTIGATOR" }],
    });
    await writeAdultsWithoutImplantsCriteria(db, study.id);
    const matched = await matchStudy(db, study.id);
    const feasibility = await countFeasibleVolunteers({ db, body: criteria, minCount: 2 });
    expect({ exact: feasibility.exact, partial: feasibility.partial }).toEqual({
      exact: matched.exact,
      partial: matched.partial,
    });
    expect(matched).toMatchObject({ exact: 12, partial: 4 });
  });

  it("refuses criteria that are not complete, and limits each user's counts a minute", async () => {
    const incomplete = await count({ ...criteria, participantTypeIds: [] });
    expect(incomplete.statusCode).toBe(400);
    const other = await signedInClient(testApp, await makeStaffUser(testApp.database.db));
    const answers = [];
    for (let index = 0; index < 6; index++) {
      answers.push(
        (await other.request({ method: "POST", url: "/backend/secure/staff/feasibility", payload: criteria }))
          .statusCode,
      );
    }
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it("follows the volunteers' changes on every instance, and agrees with matching after them", async () => {
    const db = testApp.database.db;
    const other = await testApp.database.connectAgain();
    try {
      const counted = async (handle: typeof db) => {
        const feasibility = await countFeasibleVolunteers({ db: handle, body: criteria, minCount: 0 });
        return { exact: feasibility.exact, partial: feasibility.partial };
      };
      // Both instances have read the volunteers before the changes.
      const before = await counted(db);
      expect(await counted(other.db)).toEqual(before);

      const joined = await makeVolunteer(db, {
        genderId: GENDER_IDS.FEMALE,
        dateOfBirth: bornYearsAgo(35),
        hasMetalImplants: false,
      });
      const [hidden, disabled, answered, gone] = sqlRows(
        await db.execute(sql`select p.user_id from volunteer_profiles p join users u on u.id = p.user_id
          where u.enabled and p.visible_to_study_teams = 'ALL_STUDY_TEAMS' and p.user_id <> ${joined.id}
          order by p.has_metal_implants nulls first, p.user_id`),
      );
      // One who had not said now says no implants; others hide, are disabled or leave.
      await db.execute(sql`update volunteer_profiles set has_metal_implants = false, gender_id = ${GENDER_IDS.MALE}
        where user_id = ${answered?.user_id}`);
      await db.execute(sql`update volunteer_profiles set visible_to_study_teams = 'INTERESTED_STUDY_TEAMS_ONLY'
        where user_id = ${hidden?.user_id}`);
      await db.execute(sql`update users set enabled = false where id = ${disabled?.user_id}`);
      await db.execute(sql`delete from users where id = ${gone?.user_id}`);

      const pi = await makeStaffUser(db);
      const study = await makeStudy(db, {
        state: "ACTIVE",
        team: [{ userId: pi.id, role: "PRINCIPAL_INVESTIGATOR" }],
      });
      await writeAdultsWithoutImplantsCriteria(db, study.id);
      const matched = await matchStudy(db, study.id);
      const after = { exact: matched.exact, partial: matched.partial };
      expect(after).not.toEqual(before);
      expect(await counted(db)).toEqual(after);
      expect(await counted(other.db)).toEqual(after);
    } finally {
      await other.close();
    }
  });
});
