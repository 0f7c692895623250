import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeInterest, makeMessage, makeStaffUser, makeStudy, makeVolunteer } from "../test/factories";
import { createTestDatabase } from "../test/test-database";
import type { Database } from "./connect";
import { messages, studyVolunteers } from "./schema/index";
import { sqlRows } from "./sql-rows";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
const db = () => database.db;

/** Each participant's kept message count (migration 0060) beside its conversation counted. */
async function keptAndCounted(studyId: number) {
  const rows = sqlRows(
    await db().execute(sql`select sv.id, sv.message_count as "kept",
        (select count(*) from messages m where m.study_volunteer_id = sv.id)::int as "counted"
      from study_volunteers sv where sv.study_id = ${studyId} order by sv.id`),
  );
  return {
    kept: rows.map((row) => [Number(row.id), Number(row.kept)]),
    counted: rows.map((row) => [Number(row.id), Number(row.counted)]),
  };
}

describe("each conversation's length, kept on its participant's row (issue 27)", () => {
  it("follows messages written one or many at a time, notes joined at interest, and deletions", async () => {
    const pi = await makeStaffUser(db());
    const study = await makeStudy(db(), { team: [{ userId: pi.id, role: "PRINCIPAL_INVESTIGATOR" }] });
    const ana = await makeVolunteer(db());
    const ben = await makeVolunteer(db());
    const cat = await makeVolunteer(db());
    const first = await makeInterest(db(), { studyId: study.id, userId: ana.id });
    const second = await makeInterest(db(), { studyId: study.id, userId: ben.id });
    const expectInStep = async (step: string, lengths: number[]) => {
      const { kept, counted } = await keptAndCounted(study.id);
      expect(kept, step).toEqual(counted);
      expect(
        counted.map(([, count]) => count),
        step,
      ).toEqual(lengths);
    };
    await expectInStep("no messages", [0, 0]);

    const sentDate = new Date();
    await makeMessage(db(), { interest: first, sentDate });
    await makeMessage(db(), { interest: first, fromUserId: pi.id, sentDate });
    await expectInStep("a reply and the team's message", [2, 0]);

    // A bulk message: one statement, several conversations, two messages to one of them.
    const bulk = (interest: { id: number; userId: number }) => ({
      studyId: study.id,
      studyVolunteerId: interest.id,
      volunteerUserId: interest.userId,
      fromUserId: pi.id,
      body: "Hello all",
      sentDate,
      recipientVolunteer: true,
    });
    await db()
      .insert(messages)
      .values([bulk(first), bulk(second), bulk(second)]);
    await expectInStep("a bulk message", [3, 2]);

    // The ask's note, sent before the interest: no conversation yet, joined to it at interest.
    await db().insert(messages).values({
      studyId: study.id,
      studyVolunteerId: null,
      volunteerUserId: cat.id,
      fromUserId: pi.id,
      body: "Are you interested?",
      sentDate,
      recipientVolunteer: true,
      kind: "ASK_IF_INTERESTED",
    });
    const third = await makeInterest(db(), { studyId: study.id, userId: cat.id });
    await expectInStep("a third participant, its note not yet joined", [3, 2, 0]);
    await db().execute(sql`update messages set study_volunteer_id = ${third.id}
      where study_id = ${study.id} and volunteer_user_id = ${cat.id} and study_volunteer_id is null`);
    await expectInStep("the note joined", [3, 2, 1]);
    await db()
      .update(messages)
      .set({ studyVolunteerId: second.id })
      .where(eq(messages.studyVolunteerId, third.id));
    await expectInStep("a message moved to another conversation", [3, 3, 0]);

    await db().update(messages).set({ status: "UNREAD" }).where(eq(messages.studyVolunteerId, first.id));
    await expectInStep("messages marked unread: no change", [3, 3, 0]);
    await db().delete(messages).where(eq(messages.studyVolunteerId, second.id));
    await db().delete(messages).where(eq(messages.body, "Hello"));
    await expectInStep("a conversation deleted, and some messages of another", [1, 0, 0]);

    await makeMessage(db(), { interest: second, sentDate });
    await db().delete(studyVolunteers).where(eq(studyVolunteers.id, first.id));
    await expectInStep("a participant removed with its conversation", [1, 0]);
  });
});
