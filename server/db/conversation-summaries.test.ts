import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeInterest, makeStaffUser, makeStudy, makeVolunteer } from "../test/factories";
import { createTestDatabase } from "../test/test-database";
import type { Database } from "./connect";
import { SeededRandom } from "./seed/demo/random";
import { sqlRows } from "./sql-rows";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
const db = () => database.db;

/** The summaries kept by migration 0024 beside the same figures computed from the messages. */
async function keptAndRecounted() {
  return sqlRows(
    await db().execute(sql`select coalesce(k.id, r.id) as "id", k.kept, r.counted from
      (select study_volunteer_id as id, json_build_array(study_id, last_received_date, unread_count, visible) as kept
        from conversation_summaries) k
      full join (select m.study_volunteer_id as id, json_build_array(min(m.study_id), max(m.sent_date),
          count(*) filter (where m.status = 'UNREAD'), bool_and(u.enabled)) as counted
        from messages m join study_volunteers sv on sv.id = m.study_volunteer_id join users u on u.id = sv.user_id
        where not m.recipient_volunteer group by m.study_volunteer_id) r on r.id = k.id
      order by 1`),
  );
}

/** The inbox's totals kept in study_statistics beside a recount of the summaries. */
async function totalsKeptAndRecounted() {
  return sqlRows(
    await db().execute(sql`select st.study_id as "studyId",
        json_build_array(st.conversation_count, st.unread_conversation_count) as kept,
        (select json_build_array(count(*) filter (where c.visible), count(*) filter (where c.visible and c.unread_count > 0))
          from conversation_summaries c where c.study_id = st.study_id) as counted
      from study_statistics st order by st.study_id`),
  );
}

/**
 * Each summary's JSON as it keeps it (migration 0073) beside the same row written from its columns and the
 * volunteer's account now, both as jsonb so that only names, values and types are compared.
 */
async function rowJsonKeptAndWritten() {
  return sqlRows(
    await db().execute(sql`select c.study_volunteer_id as "id", c.row_json::jsonb::text as kept,
        jsonb_build_object('studyVolunteerId', c.study_volunteer_id, 'firstName', u.first_name,
          'lastName', u.last_name, 'unreadMessageCount', c.unread_count,
          'lastReceivedDate', round(extract(epoch from c.last_received_date) * 1000))::text as written
      from conversation_summaries c join study_volunteers sv on sv.id = c.study_volunteer_id
        join users u on u.id = sv.user_id
      order by 1`),
  );
}

describe("conversation summaries (migration 0024)", () => {
  it("and the inbox's totals stay equal to a recount, and each row's JSON to its columns and names, through messages both ways, read marks, renames, account changes and deletions", async () => {
    const staff = await makeStaffUser(db(), {});
    const studies = [await makeStudy(db(), { state: "ACTIVE" }), await makeStudy(db(), { state: "ACTIVE" })];
    const random = new SeededRandom(20261124);
    const participants: { id: number; studyId: number; userId: number }[] = [];
    for (let i = 0; i < 8; i++) {
      const volunteer = await makeVolunteer(db());
      participants.push(await makeInterest(db(), { studyId: random.pick(studies).id, userId: volunteer.id }));
    }
    let minute = 0;
    const write = (inbound: boolean, count: number) => async () => {
      const participant = random.pick(participants);
      minute += 1;
      await db().execute(sql`insert into messages (study_id, study_volunteer_id, volunteer_user_id, from_user_id,
          body, recipient_volunteer, status, sent_date)
        select ${participant.studyId}, ${participant.id}, ${participant.userId},
          ${inbound ? participant.userId : staff.id}, 'hello', ${!inbound}, 'UNREAD',
          now() - interval '1 day' + (${minute} + g) * interval '1 minute'
        from generate_series(1, ${count}) g`);
    };
    const operations: Record<string, () => Promise<void>> = {
      volunteerWrites: write(true, 1),
      volunteerWritesSeveral: write(true, 3),
      teamWrites: write(false, 2),
      readConversation: async () => {
        await db().execute(sql`update messages set status = 'READ'
          where study_volunteer_id = ${random.pick(participants).id} and not recipient_volunteer`);
      },
      markOneUnread: async () => {
        await db().execute(sql`update messages set status = 'UNREAD' where id = (select id from messages
          where study_volunteer_id = ${random.pick(participants).id} order by id limit 1)`);
      },
      rename: async () => {
        minute += 1;
        await db().execute(sql`update users set first_name = ${`Renamed ${minute}`}, last_name = 'O"Brien \\ Ünal'
          where id = ${random.pick(participants).userId}`);
      },
      disableOrEnable: async () => {
        await db().execute(
          sql`update users set enabled = not enabled where id = ${random.pick(participants).userId}`,
        );
      },
      deleteOneMessage: async () => {
        await db().execute(sql`delete from messages where id = (select max(id) from messages
          where study_volunteer_id = ${random.pick(participants).id})`);
      },
      withdraw: async () => {
        const participant = random.pick(participants);
        await db().execute(sql`delete from study_volunteers where id = ${participant.id}`);
        participants.splice(participants.indexOf(participant), 1);
        const volunteer = await makeVolunteer(db());
        participants.push(await makeInterest(db(), { studyId: participant.studyId, userId: volunteer.id }));
      },
    };
    const names = Object.keys(operations);
    for (let step = 0; step < 150; step++) {
      const name = random.pick(names);
      await operations[name]?.();
      for (const row of await keptAndRecounted()) {
        expect(row.kept, `step ${step} (${name}): conversation ${row.id}`).toEqual(row.counted);
      }
      for (const row of await rowJsonKeptAndWritten()) {
        expect(row.kept, `step ${step} (${name}): the JSON of conversation ${row.id}`).toEqual(row.written);
      }
      for (const row of await totalsKeptAndRecounted()) {
        expect(row.kept, `step ${step} (${name}): totals of study ${row.studyId}`).toEqual(row.counted);
      }
    }
  });
});
