import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GENDER_IDS } from "../../../core/rules/lookup-ids";
import type { Database } from "../../db/connect";
import { matchedParticipants, studies, studyVolunteers, volunteerProfiles } from "../../db/schema/index";
import { SeededRandom } from "../../db/seed/demo/random";
import { sqlRows } from "../../db/sql-rows";
import { runPendingJobs } from "../../jobs/run-pending-jobs";
import { writeAdultsWithoutImplantsCriteria } from "../../test/criteria-rows";
import { makeStaffUser, makeStudy, makeVolunteer } from "../../test/factories";
import { wrongMatchedCopies } from "../../test/matched-copies";
import { createTestDatabase } from "../../test/test-database";
import { matchStudy } from "./match-study";
import { matchVolunteer } from "./match-volunteer";
import { matchingJobHandlers } from "./matching-job-handlers";
import { randomFacts } from "./random-criteria";
import { requestStudyMatching } from "./request-matching";

let database: Database;
const db = () => database.db;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const today = new Date().toISOString().slice(0, 10);
const yearsAgo = (years: number) => `${Number(today.slice(0, 4)) - years}${today.slice(4)}`;

/** An active study for adults with one group: age 30-50 and no metal implants. */
async function activeStudy() {
  const pi = await makeStaffUser(db());
  const study = await makeStudy(db(), {
    state: "ACTIVE",
    team: [{ userId: pi.id, role: "PRINCIPAL_INVESTIGATOR" }],
  });
  await writeAdultsWithoutImplantsCriteria(db(), study.id);
  return study;
}

async function statuses(studyId: number) {
  const rows = await db().select().from(matchedParticipants).where(eq(matchedParticipants.studyId, studyId));
  return new Map(rows.map((row) => [row.userId, row.status]));
}

const wrongCopies = (studyId: number) => wrongMatchedCopies(db(), studyId);

describe("matching a study", () => {
  it("lists exact and partial matches, keeps asked and dismissed rows, and hides whom it must", async () => {
    const study = await activeStudy();
    const exact = await makeVolunteer(db(), {
      dateOfBirth: yearsAgo(40),
      hasMetalImplants: false,
      genderId: GENDER_IDS.FEMALE,
    });
    const partial = await makeVolunteer(db(), { dateOfBirth: yearsAgo(35) });
    const tooOld = await makeVolunteer(db(), { dateOfBirth: yearsAgo(70), hasMetalImplants: false });
    const hidden = await makeVolunteer(db(), {
      dateOfBirth: yearsAgo(40),
      hasMetalImplants: false,
      visibleToStudyTeams: "INTERESTED_STUDY_TEAMS_ONLY",
    });
    const inactive = await makeVolunteer(
      db(),
      { dateOfBirth: yearsAgo(40), hasMetalImplants: false },
      { enabled: false },
    );
    const interested = await makeVolunteer(db(), { dateOfBirth: yearsAgo(40), hasMetalImplants: false });
    await db().insert(studyVolunteers).values({ studyId: study.id, userId: interested.id });
    const asked = await makeVolunteer(db(), { dateOfBirth: yearsAgo(80) });
    await db()
      .insert(matchedParticipants)
      .values({ studyId: study.id, userId: asked.id, status: "ASKED_IF_INTERESTED" });

    const counts = await matchStudy(db(), study.id);
    expect(counts).toMatchObject({ exact: 1, partial: 1 });
    const found = await statuses(study.id);
    expect(found.get(exact.id)).toBe("EXACT");
    expect(found.get(partial.id)).toBe("PARTIAL");
    expect(found.get(asked.id)).toBe("ASKED_IF_INTERESTED");
    for (const user of [tooOld, hidden, inactive, interested]) expect(found.has(user.id)).toBe(false);

    expect((await matchStudy(db(), study.id)).written).toBe(0);

    // A copy an account's change missed (made while a run was writing) is brought up to date by the next
    // run, the match kept where it was in its list.
    const stamp = async () =>
      sqlRows(
        await db().execute(sql`select timestamp::text as at, volunteer_first_name as "firstName" from matched_participants
          where study_id = ${study.id} and user_id = ${partial.id}`),
      )[0];
    const before = await stamp();
    await db().execute(sql`update matched_participants set volunteer_first_name = 'Stale', volunteer_visible = false
      where study_id = ${study.id} and user_id = ${partial.id}`);
    expect((await matchStudy(db(), study.id)).written).toBe(1);
    expect(await stamp()).toEqual(before);
    expect(await wrongCopies(study.id)).toEqual([]);
    // And by the volunteer's own re-match.
    await db().execute(sql`update matched_participants set volunteer_last_name = 'Stale'
      where study_id = ${study.id} and user_id = ${partial.id}`);
    await matchVolunteer(db(), partial.id);
    expect(await stamp()).toEqual(before);
    expect(await wrongCopies(study.id)).toEqual([]);

    await db()
      .update(volunteerProfiles)
      .set({ hasMetalImplants: true })
      .where(eq(volunteerProfiles.userId, exact.id));
    await db()
      .update(volunteerProfiles)
      .set({ hasMetalImplants: false })
      .where(eq(volunteerProfiles.userId, partial.id));
    await matchStudy(db(), study.id);
    const after = await statuses(study.id);
    expect(after.has(exact.id)).toBe(false);
    expect(after.get(partial.id)).toBe("EXACT");
  });

  it("keeps no exact or partial rows for an inactive study", async () => {
    const study = await activeStudy();
    const volunteer = await makeVolunteer(db(), { dateOfBirth: yearsAgo(40), hasMetalImplants: false });
    await matchStudy(db(), study.id);
    expect((await statuses(study.id)).get(volunteer.id)).toBe("EXACT");
    await db()
      .update(studies)
      .set({ postingDeactivationDate: new Date(Date.now() - 1000) })
      .where(eq(studies.id, study.id));
    await matchStudy(db(), study.id);
    expect((await statuses(study.id)).size).toBe(0);
  });
});

describe("matching through the job queue", () => {
  it("runs a requested match once; matchingFinished follows the request", async () => {
    const study = await activeStudy();
    const volunteer = await makeVolunteer(db(), { dateOfBirth: yearsAgo(45), hasMetalImplants: false });
    await requestStudyMatching(db(), study.id);
    await requestStudyMatching(db(), study.id);
    const finished = async () => {
      const [row] = await db()
        .select({ done: sql<boolean>`coalesce(matching_completed_at >= matching_requested_at, false)` })
        .from(studies)
        .where(eq(studies.id, study.id));
      return row?.done;
    };
    expect(await finished()).toBe(false);
    const ran = await runPendingJobs({ db: db(), handlers: matchingJobHandlers, workerId: "test" });
    expect(ran).toBeGreaterThanOrEqual(1);
    expect(await finished()).toBe(true);
    expect((await statuses(study.id)).get(volunteer.id)).toBe("EXACT");
  });

  it("re-matches one volunteer against every active study after a profile change", async () => {
    const first = await activeStudy();
    const second = await activeStudy();
    const volunteer = await makeVolunteer(db(), { dateOfBirth: yearsAgo(20) });
    await runPendingJobs({ db: db(), handlers: matchingJobHandlers, workerId: "test" });
    expect((await statuses(first.id)).has(volunteer.id)).toBe(false);
    // The change itself queues the volunteer's run (migration 0017), whoever writes it.
    await db()
      .update(volunteerProfiles)
      .set({ dateOfBirth: yearsAgo(33) })
      .where(eq(volunteerProfiles.userId, volunteer.id));
    const queued = await db().execute(
      sql`select count(*)::int as n from job_runs where state = 'PENDING' and dedupe_key = ${`match-volunteer:${volunteer.id}`}`,
    );
    expect(sqlRows(queued)[0]?.n).toBe(1);
    await runPendingJobs({ db: db(), handlers: matchingJobHandlers, workerId: "test" });
    expect((await statuses(first.id)).get(volunteer.id)).toBe("PARTIAL");
    expect((await statuses(second.id)).get(volunteer.id)).toBe("PARTIAL");
    const rows = await db()
      .select()
      .from(matchedParticipants)
      .where(and(eq(matchedParticipants.userId, volunteer.id), eq(matchedParticipants.status, "EXACT")));
    expect(rows).toHaveLength(0);
  });
});

describe("the two ways of matching agree", () => {
  it("a volunteer's re-match gives the rows a full match of the study gives", async () => {
    const random = new SeededRandom(77);
    const study = await activeStudy();
    const volunteers = [];
    for (let index = 0; index < 40; index++) {
      const facts = randomFacts(random);
      volunteers.push(
        await makeVolunteer(db(), {
          dateOfBirth: facts.dateOfBirth,
          genderId: facts.gender?.id ?? null,
          raceIds: facts.raceIds && [...facts.raceIds],
          height: facts.height === null ? null : Math.abs(facts.height),
          weight: facts.weight,
          currentConditionIds: facts.currentConditionIds && [...facts.currentConditionIds],
          hasMetalImplants: facts.hasMetalImplants,
          estimatedDueDate: facts.estimatedDueDate,
          pregnant: facts.pregnant,
        }),
      );
    }
    const ours = new Set(volunteers.map((volunteer) => volunteer.id));
    const only = (found: Map<number, string>) => new Map([...found].filter(([userId]) => ours.has(userId)));
    await matchStudy(db(), study.id);
    const fromStudy = only(await statuses(study.id));
    // The matcher's own copies: the trigger that fills them in for other writers never ran.
    await db().execute(
      sql`alter table matched_participants disable trigger matched_participants_copy_volunteer`,
    );
    try {
      await db().delete(matchedParticipants).where(eq(matchedParticipants.studyId, study.id));
      await matchStudy(db(), study.id);
      expect(only(await statuses(study.id))).toEqual(fromStudy);
      expect(await wrongCopies(study.id)).toEqual([]);
      await db().delete(matchedParticipants).where(eq(matchedParticipants.studyId, study.id));
      for (const volunteer of volunteers) await matchVolunteer(db(), volunteer.id);
      expect(await wrongCopies(study.id)).toEqual([]);
    } finally {
      await db().execute(
        sql`alter table matched_participants enable trigger matched_participants_copy_volunteer`,
      );
    }
    const fromVolunteers = only(await statuses(study.id));
    expect(fromVolunteers).toEqual(fromStudy);
    expect(new Set(fromStudy.values())).toEqual(new Set(["EXACT", "PARTIAL"]));
  });
});
