import { hash } from "@node-rs/argon2";
import pg from "pg";
import { removeSeededMatchingRuns } from "./remove-seeded-matching-runs";

export const BENCH_EMAIL = "bench-pi@example.edu";
export const BENCH_PASSWORD = "bench-password";

/**
 * A principal investigator on 500 studies (and 1,000 studies of other teams), each with a title,
 * 40 interested volunteers, 20 messages and 300 matched participants, drawn from 20,000 volunteers.
 */
export async function seedStudyLoad(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const passwordHash = await hash(BENCH_PASSWORD);
  await client.query("begin");
  const { rows } = await client.query<{ id: number }>(
    `insert into users (type, email, username, first_name, last_name, password_hash, agreed_to_user_agreement_at)
     values ('STAFF', $1, $1, 'Bench', 'Investigator', $2, now()) returning id`,
    [BENCH_EMAIL, passwordHash],
  );
  const piId = rows[0]?.id;
  await client.query(`insert into users (type, email, username, first_name, last_name)
    select 'STAFF', 'other' || g || '@example.edu', 'other' || g || '@example.edu', 'Other', 'Lead' || g from generate_series(1, 10) g`);
  await client.query(`insert into users (type, email, username, first_name, last_name)
    select 'VOLUNTEER', 'v' || g || '@example.org', 'v' || g || '@example.org', 'Vol', 'Unteer' || g from generate_series(1, 20000) g`);
  await client.query(`insert into studies (study_num, publishable, contact_name, contact_email, posting_activation_date, posting_deactivation_date, archived_date)
    select 'BENCH' || lpad(g::text, 5, '0'), g % 7 <> 0, 'Casey', 'casey@example.edu', now() - interval '10 days',
      now() + (g % 90 - 20) * interval '1 day', case when g % 10 = 0 then now() - interval '1 day' end
    from generate_series(1, 1500) g`);
  await client.query(
    `insert into study_team_members (study_id, user_id, role)
     select s.id, case when s.id % 3 = 0 then $1 else (select id from users where email = 'other' || (1 + s.id % 10) || '@example.edu') end,
       'PRINCIPAL_INVESTIGATOR'
     from studies s`,
    [piId],
  );
  await client.query(`insert into study_property_values (study_id, property_id, language, saved_value)
    select id, 1, 'EN', 'Bench study ' || md5(id::text) from studies`);
  await client.query(`with v as (select min(id) as first from users where type = 'VOLUNTEER')
    insert into study_volunteers (study_id, user_id, status, show_interest_date)
    select s.id, v.first + (s.id * 97 + g * 13) % 20000, (array['NEW','ELIGIBLE','PENDING','INELIGIBLE'])[1 + (s.id + g) % 4],
      now() - g * interval '1 hour'
    from studies s, v, generate_series(1, 40) g on conflict do nothing`);
  await client.query(`insert into messages (study_id, study_volunteer_id, volunteer_user_id, from_user_id, body, recipient_volunteer, status)
    select sv.study_id, sv.id, sv.user_id, sv.user_id, 'Hello', false, case when sv.id % 3 = 0 then 'UNREAD' else 'READ' end
    from study_volunteers sv where sv.id % 2 = 0`);
  await client.query(`with v as (select min(id) as first from users where type = 'VOLUNTEER')
    insert into matched_participants (study_id, user_id, status)
    select s.id, v.first + (s.id * 31 + g * 7) % 20000, (array['EXACT','PARTIAL','ASKED_IF_INTERESTED','DISMISSED'])[1 + (s.id + g) % 4]
    from studies s, v, generate_series(1, 300) g on conflict do nothing`);
  await removeSeededMatchingRuns(client);
  await client.query("commit");
  // A live database is kept vacuumed by autovacuum; a freshly loaded one is not until it runs.
  await client.query("vacuum analyze");
  const counted = await client.query<{ n: string }>(
    "select count(*) as n from study_team_members where user_id = $1",
    [piId],
  );
  if (Number(counted.rows[0]?.n) !== 500)
    throw new Error(`bench user is on ${counted.rows[0]?.n} studies, not 500`);
  await client.end();
}
