import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sqlRows } from "../../db/sql-rows";
import { makeInterest, makeMessage, makeStaffUser, makeStudy, makeVolunteer } from "../../test/factories";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { waitingCondition, waitingCountSql } from "../interested-participants/interested-row";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
const db = () => database.db;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The study's tallies as migration 0045's triggers kept them. */
async function keptTallies(studyId: number) {
  return sqlRows(
    await db().execute(sql`select dimension, key, n from study_insight_tallies
      where study_id = ${studyId} and n <> 0 order by 1, 2`),
  );
}

/**
 * The same tallies computed afresh from the participants of enabled accounts, their messages and their
 * status events, without the columns the triggers keep.
 */
async function freshTallies(studyId: number) {
  return sqlRows(
    await db().execute(sql`
      with seen as (
        select sv.status, sv.source_tag, sv.show_interest_date,
          (select min(m.sent_date) from messages m where m.study_volunteer_id = sv.id and m.recipient_volunteer)
            as messaged,
          (select min(m.sent_date) from messages m where m.study_volunteer_id = sv.id and m.recipient_volunteer
            and m.kind = 'MESSAGE' and m.sent_date >= sv.show_interest_date) as replied,
          (select min(e.at) from participant_status_events e where e.study_id = sv.study_id
            and e.user_id = sv.user_id and e.list = 'INTERESTED' and e.to_status in ('ELIGIBLE', 'INELIGIBLE')
            and e.at >= sv.show_interest_date) as decided
        from study_volunteers sv join users u on u.id = sv.user_id and u.enabled where sv.study_id = ${studyId}
      ), keyed as (
        select 'WEEK' as dimension,
          to_char(date_trunc('week', show_interest_date at time zone 'UTC'), 'YYYY-MM-DD') as key from seen
        union all select 'SOURCE_STATUS', status || ':' || coalesce(source_tag, '') from seen
        union all select 'REPLY_TENTHS', round(extract(epoch from replied - show_interest_date) / 8640)::bigint::text
          from seen where replied is not null
        union all select 'DECISION_TENTHS', round(extract(epoch from decided - show_interest_date) / 8640)::bigint::text
          from seen where decided is not null
        union all select 'UNANSWERED_DAY', to_char(show_interest_date at time zone 'UTC', 'YYYY-MM-DD')
          from seen where status = 'NEW' and messaged is null
      )
      select dimension, key, count(*)::int as n from keyed group by 1, 2 order by 1, 2`),
  );
}

async function waitingCounts(studyId: number, targetDays: number) {
  const [row] = sqlRows(
    await db().execute(sql`select ${waitingCountSql(sql`${studyId}::int`, sql`${targetDays}::int`)} as tallied,
      (select count(*)::int from study_volunteers sv join users u on u.id = sv.user_id and u.enabled
        where sv.study_id = ${studyId} and ${waitingCondition(sql`${targetDays}::int`)}
          and not exists (select 1 from messages tm where tm.study_volunteer_id = sv.id and tm.recipient_volunteer))
        as counted`),
  );
  return { tallied: Number(row?.tallied), counted: Number(row?.counted) };
}

describe("the insights' tallies (migration 0045)", () => {
  it("agree with the participants, messages and events after every kind of change", async () => {
    const pi = await makeStaffUser(db());
    const study = await makeStudy(db(), {
      state: "ACTIVE",
      team: [{ userId: pi.id, role: "PRINCIPAL_INVESTIGATOR" }],
    });
    const now = Date.now();
    const tags = ["flyer-2026", undefined, "radio", undefined];
    const statuses = ["NEW", "NEW", "ELIGIBLE", "PENDING", "INELIGIBLE"] as const;
    // Around the response target's boundary too (7 days ago), so that its own day is counted row by row.
    const ages = [40 * DAY, 7 * DAY + 60_000, 7 * DAY + 2 * HOUR, 7 * DAY - 60_000, 3.3 * DAY, 0];
    const interests = [];
    for (let index = 0; index < 14; index++) {
      const volunteer = await makeVolunteer(db());
      interests.push(
        await makeInterest(db(), {
          studyId: study.id,
          userId: volunteer.id,
          status: statuses[index % statuses.length],
          showInterestDate: new Date(now - (ages[index % ages.length] ?? 0) - index * HOUR),
          ...(tags[index % tags.length] && { sourceTag: tags[index % tags.length] }),
        }),
      );
    }
    expect(await keptTallies(study.id)).toEqual(await freshTallies(study.id));

    const [a, b, c, d, e, f, g, h] = interests as [
      (typeof interests)[0],
      (typeof interests)[0],
      (typeof interests)[0],
      (typeof interests)[0],
      (typeof interests)[0],
      (typeof interests)[0],
      (typeof interests)[0],
      (typeof interests)[0],
    ];
    // Replies from the team, a second one later, a message from the volunteer, a team message before the
    // interest (it ends the wait but replies to nothing).
    await makeMessage(db(), {
      interest: a,
      fromUserId: pi.id,
      sentDate: new Date(a.showInterestDate.getTime() + 36 * HOUR),
    });
    await makeMessage(db(), {
      interest: a,
      fromUserId: pi.id,
      sentDate: new Date(a.showInterestDate.getTime() + 80 * HOUR),
    });
    await makeMessage(db(), { interest: b, sentDate: new Date(b.showInterestDate.getTime() + HOUR) });
    await makeMessage(db(), {
      interest: c,
      fromUserId: pi.id,
      sentDate: new Date(c.showInterestDate.getTime() - HOUR),
    });
    // The ask's note joins the conversation at interest, as the interest form does.
    await db().execute(sql`insert into messages (study_id, volunteer_user_id, from_user_id, body, recipient_volunteer, kind, sent_date)
      values (${study.id}, ${g.userId}, ${pi.id}, 'Would you?', true, 'ASK_IF_INTERESTED', ${new Date(g.showInterestDate.getTime() - DAY)})`);
    await db().execute(sql`update messages set study_volunteer_id = ${g.id}
      where study_id = ${study.id} and volunteer_user_id = ${g.userId} and study_volunteer_id is null`);
    // A bulk message to several at once.
    await db().execute(sql`insert into messages (study_id, study_volunteer_id, volunteer_user_id, from_user_id, body, recipient_volunteer, sent_date)
      select sv.study_id, sv.id, sv.user_id, ${pi.id}, 'To all', true, now() from study_volunteers sv
      where sv.id in (${d.id}, ${e.id}, ${h.id})`);
    // Moves: one, then several at once; a participant decided twice keeps the first decision.
    await db().execute(sql`update study_volunteers set status = 'ELIGIBLE', status_updated_at = now() - interval '2 hours'
      where id = ${b.id}`);
    await db().execute(sql`update study_volunteers set status = 'INELIGIBLE', status_updated_at = now()
      where id in (${b.id}, ${d.id}, ${h.id})`);
    await db().execute(
      sql`update study_volunteers set status = 'PENDING', status_updated_at = now() where id = ${a.id}`,
    );
    expect(await keptTallies(study.id)).toEqual(await freshTallies(study.id));

    // Accounts disabled, enabled again, deleted; a participant removed.
    await db().execute(sql`update users set enabled = false where id in (${e.userId}, ${f.userId})`);
    expect(await keptTallies(study.id)).toEqual(await freshTallies(study.id));
    await db().execute(sql`update users set enabled = true where id = ${f.userId}`);
    await db().execute(sql`delete from users where id = ${h.userId}`);
    await db().execute(sql`delete from study_volunteers where id = ${c.id}`);
    expect(await keptTallies(study.id)).toEqual(await freshTallies(study.id));
    // A disabled account's participant moved while disabled counts as it is once enabled again.
    await db().execute(sql`update study_volunteers set status = 'NEW' where id = ${e.id}`);
    await db().execute(sql`update users set enabled = true where id = ${e.userId}`);
    const kept = await keptTallies(study.id);
    expect(kept).toEqual(await freshTallies(study.id));
    expect(kept.map((row) => row.dimension)).toEqual(
      expect.arrayContaining(["WEEK", "SOURCE_STATUS", "REPLY_TENTHS", "DECISION_TENTHS", "UNANSWERED_DAY"]),
    );

    // New participants on both sides of the boundary of a 7-day target, nobody has written to.
    for (const age of [7 * DAY + 60_000, 7 * DAY + 2 * HOUR, 7 * DAY + 5 * HOUR, 7 * DAY - 60_000, 9 * DAY]) {
      const volunteer = await makeVolunteer(db());
      await makeInterest(db(), {
        studyId: study.id,
        userId: volunteer.id,
        showInterestDate: new Date(now - age),
      });
    }
    expect(await keptTallies(study.id)).toEqual(await freshTallies(study.id));
    const waiting = await waitingCounts(study.id, 7);
    expect(waiting.tallied).toBe(waiting.counted);
    expect(waiting.counted).toBeGreaterThan(0);
    for (const targetDays of [0, 3, 8, 41]) {
      const other = await waitingCounts(study.id, targetDays);
      expect(other.tallied).toBe(other.counted);
    }
  });

  it("go with their study", async () => {
    const study = await makeStudy(db(), { state: "ACTIVE" });
    const volunteer = await makeVolunteer(db());
    await makeInterest(db(), { studyId: study.id, userId: volunteer.id });
    expect((await keptTallies(study.id)).length).toBeGreaterThan(0);
    await db().execute(sql`delete from studies where id = ${study.id}`);
    expect(await keptTallies(study.id)).toEqual([]);
  });
});
