import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeStaffUser, makeStudy } from "../test/factories";
import { createTestDatabase } from "../test/test-database";
import type { Database } from "./connect";
import { studies, studyTeamMembers, users } from "./schema/index";
import { sqlRows } from "./sql-rows";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
const db = () => database.db;

/** The counts kept by migration 0050 beside the same numbers counted from the list's entries (zeros left out). */
async function keptAndCounted(userIds: number[]) {
  const rows = (query: ReturnType<typeof sql>) =>
    db()
      .execute(query)
      .then((result) => sqlRows(result).map((row) => `${row.userId}:${row.archived}:${row.studies}`));
  const ids = sql.join(
    userIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const kept =
    await rows(sql`select user_id as "userId", archived, study_count as studies from study_list_counts
      where user_id in (${ids}) and study_count <> 0 order by 1, 2`);
  const counted =
    await rows(sql`select user_id as "userId", archived, count(*)::int as studies from study_list_entries
      where user_id in (${ids}) group by 1, 2 order by 1, 2`);
  return { kept, counted };
}

describe("the study list's counts (issue 27)", () => {
  it("follow team changes, archiving, and deleted studies and users, one row or many at a time", async () => {
    // One after another, so that their ids, by which the counts are read, come in this order.
    const ana = await makeStaffUser(db());
    const ben = await makeStaffUser(db());
    const cat = await makeStaffUser(db());
    const everyone = [ana.id, ben.id, cat.id];
    const expectInStep = async (step: string) => {
      const { kept, counted } = await keptAndCounted(everyone);
      expect(kept, step).toEqual(counted);
    };
    const team = [
      { userId: ana.id, role: "PRINCIPAL_INVESTIGATOR" as const },
      { userId: ben.id, role: "TEAM_MEMBER" as const },
    ];
    const made = [];
    for (let index = 0; index < 5; index++) made.push(await makeStudy(db(), { team }));
    await expectInStep("five studies for two");
    expect((await keptAndCounted(everyone)).kept).toEqual([`${ana.id}:false:5`, `${ben.id}:false:5`]);

    // Several members in one statement, as a bulk import writes them.
    await db()
      .insert(studyTeamMembers)
      .values(
        made
          .slice(0, 3)
          .map((study) => ({ studyId: study.id, userId: cat.id, role: "TEAM_MEMBER" as const })),
      );
    await expectInStep("one member added to three studies at once");

    const ids = made.map((study) => study.id);
    await db()
      .update(studies)
      .set({ archivedDate: new Date() })
      .where(inArray(studies.id, ids.slice(0, 2)));
    await expectInStep("two studies archived");
    await db()
      .update(studies)
      .set({ archivedDate: null })
      .where(eq(studies.id, ids[0] as number));
    await expectInStep("one unarchived");

    await db()
      .delete(studyTeamMembers)
      .where(and(eq(studyTeamMembers.userId, ben.id), inArray(studyTeamMembers.studyId, ids.slice(1, 4))));
    await expectInStep("a member removed from three studies");

    await db()
      .delete(studies)
      .where(eq(studies.id, ids[4] as number));
    await expectInStep("a study deleted");

    await db().delete(users).where(eq(users.id, cat.id));
    await expectInStep("a user deleted");
    expect((await keptAndCounted(everyone)).kept).toEqual([
      `${ana.id}:false:3`,
      `${ana.id}:true:1`,
      `${ben.id}:false:1`,
    ]);
  });
});
