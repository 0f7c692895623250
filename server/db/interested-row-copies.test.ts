import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INTERESTED_ROW_COLUMNS_BASE } from "../services/interested-participants/interested-row";
import { saveLabel } from "../services/labels/save-label";
import {
  makeInterest,
  makeLabel,
  makeMessage,
  makeStaffUser,
  makeStudy,
  makeVolunteer,
  makeVolunteerUser,
} from "../test/factories";
import { createTestDatabase } from "../test/test-database";
import type { Database } from "./connect";
import { labels, messages, studyVolunteerLabels, users, volunteerProfiles } from "./schema/index";
import { sqlRows } from "./sql-rows";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
const db = () => database.db;

/**
 * Each participant of the study as its row keeps it (migration 0054) and as the account, profile,
 * messages and labels say, read as the interested lists read them before the copies.
 */
async function keptAndRead(studyId: number) {
  const rows = async (columns: string) =>
    sqlRows(
      await db().execute(sql`select row(${sql.raw(columns)})::text as shown from study_volunteers sv
        join users u on u.id = sv.user_id left join volunteer_profiles p on p.user_id = sv.user_id
        where sv.study_id = ${studyId} order by sv.id`),
    ).map((row) => String(row.shown));
  const kept = await rows(`sv.id, sv.volunteer_first_name, sv.volunteer_middle_name, sv.volunteer_last_name,
    sv.volunteer_enabled, sv.volunteer_place, sv.volunteer_date_of_birth, sv.volunteer_gender,
    sv.unread_message_count, array(select x from unnest(sv.label_ids) x order by x), sv.label_summaries::text,
    array(select (l.volunteer_enabled, l.show_interest_date) from study_volunteer_labels l
      where l.study_volunteer_id = sv.id order by l.label_id)`);
  const read = await rows(`sv.id, u.first_name, u.middle_name, u.last_name, u.enabled,
    nullif(concat_ws(', ', nullif(p.city, ''), nullif(p.state, '')), ''), p.date_of_birth,
    (select g.display_text from lookup_values g where g.id = p.gender_id),
    (select count(*) from messages m where m.study_volunteer_id = sv.id and m.status = 'UNREAD'
      and not m.recipient_volunteer)::int,
    array(select l.label_id from study_volunteer_labels l where l.study_volunteer_id = sv.id order by l.label_id),
    (select coalesce(json_object_agg(l.id, json_build_object('id', l.id, 'name', l.name, 'style', l.style)
      order by l.id), '{}')
      from study_volunteer_labels x join labels l on l.id = x.label_id where x.study_volunteer_id = sv.id)::text,
    array(select (u.enabled, sv.show_interest_date) from study_volunteer_labels l
      where l.study_volunteer_id = sv.id order by l.label_id)`);
  return { kept, read };
}

/**
 * Each participant's JSON as its row keeps it (migration 0069) and as the lists' columns write it now
 * from the row (interested-row.ts), both as jsonb so that only names, values and types are compared.
 */
async function rowJsonKeptAndWritten(studyId: number) {
  const rows = sqlRows(
    await db().execute(sql`select sv.row_json::jsonb::text as kept,
        (select to_jsonb(r) from (select ${INTERESTED_ROW_COLUMNS_BASE}) r)::text as written
      from study_volunteers sv where sv.study_id = ${studyId} order by sv.id`),
  );
  return { kept: rows.map((row) => String(row.kept)), written: rows.map((row) => String(row.written)) };
}

describe("what the interested lists show, kept on each participant's row (issue 27)", () => {
  it("follows the account, the profile, the messages and the labels, one row or many at a time", async () => {
    const pi = await makeStaffUser(db());
    const study = await makeStudy(db(), { team: [{ userId: pi.id, role: "PRINCIPAL_INVESTIGATOR" }] });
    const ana = await makeVolunteer(db(), { city: "Ann Arbor", state: "MI", dateOfBirth: "1980-02-03" });
    const ben = await makeVolunteer(db(), { city: "", state: "OH" });
    // An account without a profile yet.
    const cat = await makeVolunteerUser(db(), { firstName: "Cat" });
    const first = await makeInterest(db(), { studyId: study.id, userId: ana.id });
    const second = await makeInterest(db(), { studyId: study.id, userId: ben.id });
    const third = await makeInterest(db(), { studyId: study.id, userId: cat.id });
    const expectInStep = async (step: string) => {
      const { kept, read } = await keptAndRead(study.id);
      expect(read.length, step).toBe(3);
      expect(kept, step).toEqual(read);
      const json = await rowJsonKeptAndWritten(study.id);
      expect(json.kept, step).toEqual(json.written);
    };
    await expectInStep("three participants, one without a profile");
    const [row] = sqlRows(
      await db().execute(sql`select volunteer_place as "place", volunteer_first_name as "firstName"
        from study_volunteers where id = ${second.id}`),
    );
    expect(row).toEqual({ place: "OH", firstName: "Vic" });

    await db().update(users).set({ firstName: "Ana", middleName: "B" }).where(eq(users.id, ana.id));
    await db().update(users).set({ enabled: false }).where(eq(users.id, ben.id));
    await expectInStep("a name changed, an account disabled");
    await db()
      .update(users)
      .set({ enabled: true })
      .where(inArray(users.id, [ana.id, ben.id]));
    await db().insert(volunteerProfiles).values({ userId: cat.id, city: "Toledo", genderId: 262000 });
    await db()
      .update(volunteerProfiles)
      .set({ city: "Detroit", dateOfBirth: "1990-05-06" })
      .where(eq(volunteerProfiles.userId, ana.id));
    await expectInStep("a profile made, another changed");
    const [gender] = sqlRows(
      await db().execute(
        sql`select volunteer_gender as "gender" from study_volunteers where id = ${third.id}`,
      ),
    );
    expect(gender?.gender).toEqual(expect.stringMatching(/\w/));
    await db().execute(
      sql`update lookup_values set display_text = display_text || ' (renamed)' where id = 262000`,
    );
    await expectInStep("a gender's text changed");
    await db().delete(volunteerProfiles).where(eq(volunteerProfiles.userId, ben.id));
    await expectInStep("a profile deleted");
    // Many at once: the copies follow per statement (migration 0067), each participant its own profile.
    await db()
      .delete(volunteerProfiles)
      .where(inArray(volunteerProfiles.userId, [ana.id, cat.id]));
    await expectInStep("two profiles deleted in one statement");
    await db()
      .insert(volunteerProfiles)
      .values([
        { userId: ana.id, city: "Lansing", state: "MI", dateOfBirth: "1971-07-08", genderId: 262001 },
        { userId: cat.id, city: "Toledo", genderId: 262000 },
        { userId: ben.id, state: "IN", dateOfBirth: "1999-12-31" },
      ]);
    await expectInStep("three profiles made in one statement");

    const sentDate = new Date();
    const unread = await makeMessage(db(), { interest: first, status: "UNREAD", sentDate });
    await makeMessage(db(), { interest: first, status: "UNREAD", sentDate });
    await makeMessage(db(), { interest: second, status: "UNREAD", sentDate });
    // The team's own messages and read ones are not counted.
    await makeMessage(db(), { interest: first, fromUserId: pi.id, status: "UNREAD", sentDate });
    await makeMessage(db(), { interest: third, status: "READ", sentDate });
    await expectInStep("replies, read and unread, and the team's");
    await db().update(messages).set({ status: "READ" }).where(eq(messages.id, unread.id));
    await db().update(messages).set({ status: "UNREAD" }).where(eq(messages.studyVolunteerId, third.id));
    await expectInStep("messages marked read and unread");
    await db().delete(messages).where(eq(messages.studyVolunteerId, first.id));
    await expectInStep("a conversation deleted");

    const callBack = await makeLabel(db(), { studyId: study.id });
    const scheduled = await makeLabel(db(), { studyId: study.id });
    await db()
      .insert(studyVolunteerLabels)
      .values([
        { studyVolunteerId: first.id, labelId: callBack.id },
        { studyVolunteerId: first.id, labelId: scheduled.id },
        { studyVolunteerId: second.id, labelId: callBack.id },
      ]);
    await expectInStep("labels added, two at once to one participant");
    await db()
      .update(users)
      .set({ enabled: false })
      .where(inArray(users.id, [ana.id, cat.id]));
    await db().insert(studyVolunteerLabels).values({ studyVolunteerId: third.id, labelId: scheduled.id });
    await expectInStep("accounts with labels disabled, a label added to a disabled account");
    await db().update(users).set({ enabled: true }).where(eq(users.id, cat.id));
    await expectInStep("an account with a label enabled again");
    await db().execute(sql`update study_volunteers set show_interest_date = now() - interval '2 days'
      where id = ${first.id}`);
    await expectInStep("a labelled participant's date of interest changed");
    await saveLabel({
      db: db(),
      studyId: study.id,
      labelId: callBack.id,
      body: { name: "Call back", style: "label-color-3" },
    });
    await expectInStep("a label renamed and restyled");
    await db().delete(studyVolunteerLabels).where(eq(studyVolunteerLabels.labelId, scheduled.id));
    await db().delete(labels).where(eq(labels.id, callBack.id));
    await expectInStep("a label taken off, another deleted with its rows");
    await db().execute(sql`update study_volunteers set status = 'ELIGIBLE', source_tag = 'flyer'
      where id = ${second.id}`);
    await expectInStep("a participant moved, its source tag changed");
    const { kept } = await keptAndRead(study.id);
    expect(kept.every((shown) => shown.endsWith(",{},{},{})"))).toBe(true);
  });
});
