import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeInterest, makeLabel, makeStudy, makeVolunteer } from "../test/factories";
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

/** The counters kept by migration 0021 beside the same numbers counted from the rows. */
async function countersAndRecount() {
  const statuses = sqlRows(
    await db().execute(sql`select st.study_id as "studyId",
        json_build_array(st.new_interested_count, st.eligible_interested_count,
          st.ineligible_interested_count, st.pending_interested_count) as "kept",
        (select json_build_array(count(*) filter (where sv.status = 'NEW'), count(*) filter (where sv.status = 'ELIGIBLE'),
          count(*) filter (where sv.status = 'INELIGIBLE'), count(*) filter (where sv.status = 'PENDING'))
          from study_volunteers sv join users u on u.id = sv.user_id and u.enabled
          where sv.study_id = st.study_id) as "counted"
      from study_statistics st order by st.study_id`),
  );
  const labels = sqlRows(
    await db().execute(sql`select l.id, l.participant_count as "kept",
        (select count(*)::int from study_volunteer_labels svl join study_volunteers sv on sv.id = svl.study_volunteer_id
          join users u on u.id = sv.user_id and u.enabled where svl.label_id = l.id) as "counted"
      from labels l order by l.id`),
  );
  return { statuses, labels };
}

function expectInStep(state: Awaited<ReturnType<typeof countersAndRecount>>, step: string) {
  for (const row of state.statuses) expect(row.kept, `${step}: study ${row.studyId}`).toEqual(row.counted);
  for (const row of state.labels) expect(row.kept, `${step}: label ${row.id}`).toBe(row.counted);
}

const STATUSES = ["NEW", "ELIGIBLE", "INELIGIBLE", "PENDING"] as const;

describe("interested counts per status and label (migration 0021)", () => {
  it("stay equal to a recount through every kind of write, account changes and deletions included", async () => {
    const studies = [await makeStudy(db(), { state: "ACTIVE" }), await makeStudy(db(), { state: "ACTIVE" })];
    const labelIds: number[] = [];
    for (const study of studies)
      for (const name of ["Call back", "Scheduled", "Consented"])
        labelIds.push((await makeLabel(db(), { studyId: study.id, name })).id);
    const volunteers: number[] = [];
    for (let i = 0; i < 12; i++) volunteers.push((await makeVolunteer(db())).id);
    const random = new SeededRandom(20261123);
    const participants = async () =>
      sqlRows(
        await db().execute(sql`select id, study_id as "studyId", user_id as "userId" from study_volunteers`),
      );

    const operations: Record<string, () => Promise<void>> = {
      interest: async () => {
        const study = random.pick(studies);
        await db().execute(sql`insert into study_volunteers (study_id, user_id, status)
          values (${study.id}, ${random.pick(volunteers)}, ${random.pick(STATUSES)}) on conflict do nothing`);
      },
      move: async () => {
        const rows = await participants();
        if (rows.length === 0) return;
        await db().execute(sql`update study_volunteers set status = ${random.pick(STATUSES)}
          where id = ${Number(random.pick(rows).id)}`);
      },
      "move a whole list": async () => {
        await db().execute(sql`update study_volunteers set status = ${random.pick(STATUSES)}
          where status = ${random.pick(STATUSES)} and study_id = ${random.pick(studies).id}`);
      },
      "touch another column": async () => {
        await db().execute(sql`update study_volunteers set show_interest_date = now() - interval '1 day'`);
      },
      label: async () => {
        const rows = await participants();
        if (rows.length === 0) return;
        const row = random.pick(rows);
        await db().execute(sql`insert into study_volunteer_labels (study_volunteer_id, label_id)
          select ${Number(row.id)}, id from labels where study_id = ${Number(row.studyId)}
          order by random() limit 2 on conflict do nothing`);
      },
      unlabel: async () => {
        await db().execute(sql`delete from study_volunteer_labels
          where ctid in (select ctid from study_volunteer_labels order by random() limit 2)`);
      },
      "disable or enable": async () => {
        await db().execute(sql`update users set enabled = not enabled where id = ${random.pick(volunteers)}`);
      },
      "same enabled value": async () => {
        await db().execute(sql`update users set enabled = enabled where id = ${random.pick(volunteers)}`);
      },
      "withdraw interest": async () => {
        const rows = await participants();
        if (rows.length === 0) return;
        await db().execute(sql`delete from study_volunteers where id = ${Number(random.pick(rows).id)}`);
      },
      "delete an account": async () => {
        const userId = random.pick(volunteers);
        await db().execute(sql`delete from users where id = ${userId}`);
        volunteers.splice(volunteers.indexOf(userId), 1, (await makeVolunteer(db())).id);
      },
      "delete a label": async () => {
        const labelId = random.pick(labelIds);
        await db().execute(sql`delete from labels where id = ${labelId}`);
        const [study] = studies;
        if (study)
          labelIds.splice(labelIds.indexOf(labelId), 1, (await makeLabel(db(), { studyId: study.id })).id);
      },
    };
    // Interest and labels more often than removals, so that the lists fill up.
    const names = [
      ...Object.keys(operations),
      "interest",
      "interest",
      "interest",
      "interest",
      "label",
      "label",
    ];
    let most = { participants: 0, labeled: 0, hidden: 0 };
    for (let step = 0; step < 300; step++) {
      const name = random.pick(names);
      await operations[name]?.();
      expectInStep(await countersAndRecount(), `step ${step} (${name})`);
      const [seen] = sqlRows(
        await db().execute(sql`select (select count(*) from study_volunteers)::int as participants,
          (select count(*) from study_volunteer_labels)::int as labeled,
          (select count(*) from study_volunteers sv join users u on u.id = sv.user_id and not u.enabled)::int as hidden`),
      );
      most = {
        participants: Math.max(most.participants, Number(seen?.participants)),
        labeled: Math.max(most.labeled, Number(seen?.labeled)),
        hidden: Math.max(most.hidden, Number(seen?.hidden)),
      };
    }
    // The walk reached the states that matter: many participants, labels, hidden accounts.
    expect(most.participants).toBeGreaterThan(8);
    expect(most.labeled).toBeGreaterThan(4);
    expect(most.hidden).toBeGreaterThan(1);
  });

  it("serves two simultaneous label changes of one study without a deadlock", async () => {
    const study = await makeStudy(db(), { state: "ACTIVE" });
    const [a, b] = [
      await makeLabel(db(), { studyId: study.id }),
      await makeLabel(db(), { studyId: study.id }),
    ];
    const one = await makeInterest(db(), {
      studyId: study.id,
      userId: (await makeVolunteer(db())).id,
      labelIds: [b.id],
    });
    const two = await makeInterest(db(), {
      studyId: study.id,
      userId: (await makeVolunteer(db())).id,
      labelIds: [a.id],
    });
    // Each adds one label and removes the other, in crossing order.
    const change = (svId: number, add: number, remove: number) =>
      db().transaction(async (tx) => {
        await tx.execute(sql`insert into study_volunteer_labels values (${svId}, ${add})`);
        await tx.execute(sql`select pg_sleep(0.05)`);
        await tx.execute(
          sql`delete from study_volunteer_labels where study_volunteer_id = ${svId} and label_id = ${remove}`,
        );
      });
    for (let round = 0; round < 5; round++) {
      await Promise.all([change(one.id, a.id, b.id), change(two.id, b.id, a.id)]);
      await Promise.all([change(one.id, b.id, a.id), change(two.id, a.id, b.id)]);
    }
    expectInStep(await countersAndRecount(), "after the crossing changes");
  });
});
