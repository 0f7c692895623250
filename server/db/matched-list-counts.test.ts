import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeMatch, makeStaffUser, makeStudy, makeVolunteer, makeVolunteerUser } from "../test/factories";
import { wrongMatchedCopies } from "../test/matched-copies";
import { createTestDatabase } from "../test/test-database";
import type { Database } from "./connect";
import { matchedParticipants, users, volunteerProfiles } from "./schema/index";
import { sqlRows } from "./sql-rows";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
const db = () => database.db;

/** The lists' lengths as the statistics row keeps them (migration 0058), and as counting the lists says. */
async function keptAndCounted(studyId: number) {
  const [kept] = sqlRows(
    await db().execute(sql`select exact_matched_count as "EXACT", partial_matched_count as "PARTIAL",
        asked_matched_count as "ASKED_IF_INTERESTED", dismissed_matched_count as "DISMISSED"
      from study_statistics where study_id = ${studyId}`),
  );
  const counted: Record<string, number> = { EXACT: 0, PARTIAL: 0, ASKED_IF_INTERESTED: 0, DISMISSED: 0 };
  for (const row of sqlRows(
    await db().execute(sql`select mp.status, count(*)::int as n from matched_participants mp
        join users u on u.id = mp.user_id join volunteer_profiles p on p.user_id = mp.user_id
      where mp.study_id = ${studyId} and u.enabled and p.visible_to_study_teams = 'ALL_STUDY_TEAMS'
      group by mp.status`),
  )) {
    counted[String(row.status)] = Number(row.n);
  }
  return { kept: kept as Record<string, number>, counted };
}

const wrongCopies = (studyId: number) => wrongMatchedCopies(db(), studyId);

describe("the matched lists' lengths and what they show, kept on the statistics row and the matches (issue 27)", () => {
  it("follow matches, moves, accounts and profiles, one row or many at a time", async () => {
    const pi = await makeStaffUser(db());
    const study = await makeStudy(db(), {
      team: [{ userId: pi.id, role: "PRINCIPAL_INVESTIGATOR" }],
      state: "ACTIVE",
    });
    const ada = await makeVolunteer(db());
    const bo = await makeVolunteer(db());
    const cy = await makeVolunteer(db(), {}, { enabled: false });
    const dee = await makeVolunteer(db(), { visibleToStudyTeams: "INTERESTED_STUDY_TEAMS_ONLY" });
    const eli = await makeVolunteerUser(db());
    const expectInStep = async (step: string, lengths: Record<string, number>) => {
      const { kept, counted } = await keptAndCounted(study.id);
      expect(counted, step).toEqual(lengths);
      expect(kept, step).toEqual(counted);
      expect(await wrongCopies(study.id), step).toEqual([]);
    };

    await makeMatch(db(), { studyId: study.id, userId: ada.id, status: "EXACT" });
    await expectInStep("one visible match", { EXACT: 1, PARTIAL: 0, ASKED_IF_INTERESTED: 0, DISMISSED: 0 });
    // One statement: a disabled account, a profile seen by interested teams only and no profile at all.
    await db()
      .insert(matchedParticipants)
      .values([
        { studyId: study.id, userId: bo.id, status: "PARTIAL" },
        { studyId: study.id, userId: cy.id, status: "EXACT" },
        { studyId: study.id, userId: dee.id, status: "EXACT" },
        { studyId: study.id, userId: eli.id, status: "PARTIAL" },
      ]);
    await expectInStep("matched together, three not seen", {
      EXACT: 1,
      PARTIAL: 1,
      ASKED_IF_INTERESTED: 0,
      DISMISSED: 0,
    });

    await db().update(users).set({ enabled: false }).where(eq(users.id, ada.id));
    await expectInStep("an account disabled", { EXACT: 0, PARTIAL: 1, ASKED_IF_INTERESTED: 0, DISMISSED: 0 });
    await db()
      .update(users)
      .set({ enabled: true })
      .where(inArray(users.id, [ada.id, cy.id]));
    await expectInStep("two accounts enabled", {
      EXACT: 2,
      PARTIAL: 1,
      ASKED_IF_INTERESTED: 0,
      DISMISSED: 0,
    });

    await db()
      .update(volunteerProfiles)
      .set({ visibleToStudyTeams: "ALL_STUDY_TEAMS" })
      .where(eq(volunteerProfiles.userId, dee.id));
    await db()
      .update(volunteerProfiles)
      .set({ visibleToStudyTeams: "INTERESTED_STUDY_TEAMS_ONLY" })
      .where(eq(volunteerProfiles.userId, bo.id));
    await expectInStep("one profile shown, another hidden", {
      EXACT: 3,
      PARTIAL: 0,
      ASKED_IF_INTERESTED: 0,
      DISMISSED: 0,
    });

    await db().update(users).set({ firstName: "Adaline", middleName: "Q" }).where(eq(users.id, ada.id));
    await db()
      .update(volunteerProfiles)
      .set({ city: "Ypsilanti", state: "MI", dateOfBirth: "1975-04-05", genderId: 262001 })
      .where(inArray(volunteerProfiles.userId, [ada.id, dee.id]));
    await expectInStep("a name and two profiles changed", {
      EXACT: 3,
      PARTIAL: 0,
      ASKED_IF_INTERESTED: 0,
      DISMISSED: 0,
    });
    await db().execute(
      sql`update lookup_values set display_text = display_text || ' (renamed)' where id = 262001`,
    );
    await expectInStep("a gender's text changed", {
      EXACT: 3,
      PARTIAL: 0,
      ASKED_IF_INTERESTED: 0,
      DISMISSED: 0,
    });

    await db().insert(volunteerProfiles).values({ userId: eli.id });
    await expectInStep("a profile made", { EXACT: 3, PARTIAL: 1, ASKED_IF_INTERESTED: 0, DISMISSED: 0 });
    await db().delete(volunteerProfiles).where(eq(volunteerProfiles.userId, ada.id));
    await expectInStep("a profile removed", { EXACT: 2, PARTIAL: 1, ASKED_IF_INTERESTED: 0, DISMISSED: 0 });

    await db()
      .update(matchedParticipants)
      .set({ status: "ASKED_IF_INTERESTED" })
      .where(
        and(eq(matchedParticipants.studyId, study.id), inArray(matchedParticipants.userId, [cy.id, eli.id])),
      );
    await db()
      .update(matchedParticipants)
      .set({ status: "DISMISSED" })
      .where(and(eq(matchedParticipants.studyId, study.id), eq(matchedParticipants.userId, dee.id)));
    await expectInStep("asked and dismissed", { EXACT: 0, PARTIAL: 0, ASKED_IF_INTERESTED: 2, DISMISSED: 1 });

    await db().delete(matchedParticipants).where(eq(matchedParticipants.studyId, study.id));
    await expectInStep("all removed", { EXACT: 0, PARTIAL: 0, ASKED_IF_INTERESTED: 0, DISMISSED: 0 });
  });
});
