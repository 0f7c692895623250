import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeStaffUser, makeStudy } from "../test/factories";
import { createTestDatabase } from "../test/test-database";
import type { Database } from "./connect";
import { studies, studyPropertyValues, studyStatistics, studyTeamMembers, users } from "./schema/index";
import { sqlRows } from "./sql-rows";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
const db = () => database.db;

/** What the list shows of a study, as a list entry `e` keeps it and as its sources `s`, `st` and `pi` say. */
function shownColumns(from: "kept" | "sources") {
  const columns =
    from === "kept"
      ? `e.study_num, e.title, e.pi_first_name, e.pi_middle_name, e.pi_last_name, e.matched_count, e.publishable,
        e.posting_activation_date, e.posting_deactivation_date, e.archived_date, e.archived, e.enrollment_number,
        e.matching_requested_at, e.matching_completed_at`
      : `s.study_num, coalesce(st.title, ''), pi.first_name, pi.middle_name, pi.last_name, coalesce(st.matched_count, 0),
        s.publishable, s.posting_activation_date, s.posting_deactivation_date, s.archived_date,
        s.archived_date is not null, s.enrollment_number, s.matching_requested_at, s.matching_completed_at`;
  return sql.raw(`e.user_id, e.study_id, ${columns}`);
}

/** Every entry of the studies as kept by migration 0052, and the same read from the sources as the list once joined them. */
async function keptAndRead(studyIds: number[]) {
  const ids = sql.join(
    studyIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = async (columns: ReturnType<typeof sql.raw>) =>
    sqlRows(
      await db().execute(sql`select row(${columns})::text as shown from study_list_entries e
        join studies s on s.id = e.study_id
        left join study_statistics st on st.study_id = s.id
        left join study_team_members pm on pm.study_id = s.id and pm.role = 'PRINCIPAL_INVESTIGATOR'
        left join users pi on pi.id = pm.user_id
        where e.study_id in (${ids}) order by e.user_id, e.study_id`),
    ).map((row) => String(row.shown));
  return { kept: await rows(shownColumns("kept")), read: await rows(shownColumns("sources")) };
}

describe("what the study list shows, kept on its entries (issue 27)", () => {
  it("follows the study, its statistics, its principal investigator and the team, one row or many at a time", async () => {
    const ana = await makeStaffUser(db());
    const ben = await makeStaffUser(db());
    const cat = await makeStaffUser(db());
    const team = [
      { userId: ana.id, role: "PRINCIPAL_INVESTIGATOR" as const },
      { userId: ben.id, role: "TEAM_MEMBER" as const },
    ];
    const made = [];
    for (let index = 0; index < 3; index++) made.push(await makeStudy(db(), { team, state: "ACTIVE" }));
    const ids = made.map((study) => study.id);
    const [first, second] = ids as [number, number, number];
    const expectInStep = async (step: string) => {
      const { kept, read } = await keptAndRead(ids);
      expect(read.length, step).toBeGreaterThan(0);
      expect(kept, step).toEqual(read);
    };
    await expectInStep("three studies made by two");
    const [entry] = sqlRows(
      await db().execute(
        sql`select pi_last_name as "piLastName", title, study_num as "studyNum" from study_list_entries
          where study_id = ${first} and user_id = ${ben.id}`,
      ),
    );
    // The factory's staff are all "Tester"; its studies are titled after their number.
    const studyNum = made[0]?.studyNum;
    expect(entry).toEqual({ piLastName: "Tester", title: `Study of ${studyNum}`, studyNum });

    await db()
      .update(studyPropertyValues)
      .set({ savedValue: "A renamed study" })
      .where(and(eq(studyPropertyValues.studyId, first), eq(studyPropertyValues.propertyId, 1)));
    await db()
      .update(studyStatistics)
      .set({ matchedCount: sql`matched_count + 7` })
      .where(inArray(studyStatistics.studyId, ids));
    await expectInStep("a title changed, and three studies' matched counts");

    await db()
      .update(studies)
      .set({ postingDeactivationDate: new Date(), enrollmentNumber: 12, matchingRequestedAt: new Date() })
      .where(inArray(studies.id, [first, second]));
    await db()
      .update(studies)
      .set({ archivedDate: new Date(), publishable: false })
      .where(eq(studies.id, second));
    await db().update(studies).set({ matchingCompletedAt: new Date() }).where(eq(studies.id, first));
    await expectInStep("two studies deactivated, one archived, one matched again");

    await db().update(users).set({ lastName: "Renamed", middleName: "M." }).where(eq(users.id, ana.id));
    await expectInStep("the principal investigator renamed");

    await db().insert(studyTeamMembers).values({ studyId: first, userId: cat.id, role: "TEAM_MEMBER" });
    await expectInStep("a member added, who sees the principal investigator");

    await db()
      .update(studyTeamMembers)
      .set({ role: "TEAM_MEMBER" })
      .where(and(eq(studyTeamMembers.studyId, first), eq(studyTeamMembers.userId, ana.id)));
    await expectInStep("the principal investigator made a member: no one leads the study");
    await db()
      .update(studyTeamMembers)
      .set({ role: "PRINCIPAL_INVESTIGATOR" })
      .where(and(eq(studyTeamMembers.studyId, first), eq(studyTeamMembers.userId, cat.id)));
    await expectInStep("another member made principal investigator");

    await db()
      .delete(studyTeamMembers)
      .where(and(eq(studyTeamMembers.studyId, second), eq(studyTeamMembers.userId, ana.id)));
    await expectInStep("a principal investigator removed from a team");
    await db()
      .insert(studyTeamMembers)
      .values({ studyId: second, userId: cat.id, role: "PRINCIPAL_INVESTIGATOR" });
    await expectInStep("a principal investigator added to a team");

    await db().delete(users).where(eq(users.id, cat.id));
    await expectInStep("a principal investigator's account deleted");
  });
});
