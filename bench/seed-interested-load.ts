import pg from "pg";
import { removeSeededMatchingRuns } from "./remove-seeded-matching-runs";
import { BENCH_EMAIL } from "./seed-study-load";

export const INTERESTED_COUNT = 50_000;
export const BENCH_STUDY_NUM = "BENCH-INTERESTED";
export const BENCH_MATCHED_STUDY_NUM = "BENCH-MATCHED";

/**
 * On top of `seedStudyLoad` (the bench user on 500 studies): one active study of the bench user with
 * 50,000 (or `count`) interested volunteers of their own (profiles with contact details), every status, five labels
 * on a third of them, one to three messages with half of them (all: `everyoneWrote`), and three screening questions most of
 * them answered. With `matchedStudy`, a second study of the bench user's to which the same volunteers are
 * matched, seven in ten EXACT and the rest PARTIAL (the matched lists are lists a team works in too).
 * Deterministic (setseed), plain SQL.
 */
export async function seedInterestedLoad(
  url: string,
  options: { count?: number; everyoneWrote?: boolean; matchedStudy?: boolean } = {},
): Promise<{ studyId: number; labelId: number; matchedStudyId: number | null }> {
  const count = options.count ?? INTERESTED_COUNT;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query("begin");
  await client.query("select setseed(0.17)");
  const pi = await client.query<{ id: number }>("select id from users where email = $1", [BENCH_EMAIL]);
  const piId = pi.rows[0]?.id as number;
  const studyId = await seedActiveStudy(client, piId, {
    studyNum: BENCH_STUDY_NUM,
    title: "Interested participants benchmark study",
    activeDays: 400,
  });
  await client.query(
    `with created as (
       insert into users (type, email, username, first_name, middle_name, last_name, enabled)
       select 'VOLUNTEER', 'interested' || g || '@bench.example.org', 'interested' || g || '@bench.example.org',
         (array['Ana','Ben','Chloe','Dev','Elif','Femi','Gus','Hana','Ivan','Jo'])[1 + g % 10] || g,
         case when g % 4 = 0 then 'M' end, 'Interested' || (g % 997), true
       from generate_series(1, $1::int) g returning id)
     insert into volunteer_profiles (user_id, date_of_birth, gender_id, race_ids, height, weight,
       current_condition_ids, smoking_status_id, english_fluency_id, phone, street_address, city, state, zip_code)
     select id, date '1940-01-01' + floor(random() * 25000)::int, 262000 + floor(random() * 2.04)::int,
       array[263000 + floor(random() * 6)::int], round((58 + random() * 20)::numeric, 1),
       round((100 + random() * 180)::numeric, 1), array[272000 + floor(random() * 118)::int],
       264000 + floor(random() * 5)::int, 266000, '734-555-' || lpad((id % 10000)::text, 4, '0'),
       (id % 900 + 100) || ' Main Street', 'Ann Arbor', 'MI', '48109'
     from created`,
    [count],
  );
  await client.query(
    `insert into study_volunteers (study_id, user_id, status, show_interest_date)
     select $1, u.id, (array['NEW','NEW','ELIGIBLE','INELIGIBLE','PENDING'])[1 + floor(random() * 5)::int],
       now() - random() * interval '365 days'
     from users u where u.email like 'interested%@bench.example.org'`,
    [studyId],
  );
  // Where they came from (issue 29's insights): four tagged links and the untagged ones.
  await client.query(
    `update study_volunteers set source_tag = (array['flyer-2026','newsletter','radio','clinic-poster'])[1 + id % 6]
     where study_id = $1`,
    [studyId],
  );
  // A history of moves, as a team leaves it: with the interest itself, four status events a participant.
  await client.query(
    `insert into participant_status_events (study_id, user_id, list, from_status, to_status, at, by_user_id)
     select sv.study_id, sv.user_id, 'INTERESTED', (array['NEW','PENDING','NEW'])[k], (array['PENDING','NEW','ELIGIBLE'])[k],
       sv.show_interest_date + k * interval '2 days', $2
     from study_volunteers sv, generate_series(1, 3) k where sv.study_id = $1`,
    [studyId, piId],
  );
  const labelRows = await client.query<{ id: number }>(
    `insert into labels (study_id, name, style)
     select $1, (array['Call back','Scheduled','Consented','Needs review','Spanish speaker'])[g], 'label-color-' || g
     from generate_series(1, 5) g returning id`,
    [studyId],
  );
  const labelIds = labelRows.rows.map((row) => row.id);
  await client.query(
    `insert into study_volunteer_labels (study_volunteer_id, label_id)
     select sv.id, ($2::int[])[1 + sv.id % 5] from study_volunteers sv where sv.study_id = $1 and sv.id % 3 = 0
     union all
     select sv.id, ($2::int[])[1 + (sv.id + 2) % 5] from study_volunteers sv where sv.study_id = $1 and sv.id % 9 = 0`,
    [studyId, labelIds],
  );
  await client.query(
    `insert into messages (study_id, study_volunteer_id, volunteer_user_id, from_user_id, body, recipient_volunteer, status, sent_date)
     select sv.study_id, sv.id, sv.user_id, case when k % 2 = 1 then sv.user_id else $2 end,
       'Hello, a question about the visits', k % 2 = 0, case when k = 3 or sv.id % 4 = 0 then 'UNREAD' else 'READ' end,
       sv.show_interest_date + k * interval '1 hour'
     from study_volunteers sv, generate_series(1, 3) k
     where sv.study_id = $1 and ($3 or sv.id % 2 = 0) and k <= 1 + sv.id % 3`,
    [studyId, piId, options.everyoneWrote ?? false],
  );
  const questionnaire = await client.query<{ id: number }>(
    "insert into screening_questionnaires (study_id) values ($1) returning id",
    [studyId],
  );
  const questions = await client.query<{ id: number; input_type: string }>(
    `insert into screening_questions (questionnaire_id, order_num, text, input_type, question_type)
     values ($1, 1, 'How would you travel to our clinic?', 'PARAGRAPH_TEXT', 'USER_DEFINED'),
       ($1, 2, 'Which days could you come?', 'CHECKBOX', 'USER_DEFINED'),
       ($1, 3, 'Have you been in a study this year?', 'RADIO_BUTTONS', 'USER_DEFINED')
     returning id, input_type`,
    [questionnaire.rows[0]?.id],
  );
  const [text, days, yesNo] = questions.rows.map((row) => row.id);
  await client.query(
    `insert into screening_question_options (question_id, order_num, text)
     select $1::int, g, (array['Monday','Tuesday','Wednesday','Thursday','Friday'])[g] from generate_series(1, 5) g
     union all select $2::int, g, (array['Yes','No'])[g] from generate_series(1, 2) g`,
    [days, yesNo],
  );
  await client.query(
    `insert into screening_answers (question_id, user_id, study_volunteer_id, answer_value)
     select q, sv.user_id, sv.id, case when q = $2 then 'By bus, then a short walk' end
     from study_volunteers sv, unnest(array[$2, $3, $4]::int[]) q
     where sv.study_id = $1 and sv.id % 5 <> 0`,
    [studyId, text, days, yesNo],
  );
  await client.query(
    `insert into screening_answer_options (answer_id, option_id)
     select a.id, o.id from screening_answers a
     join screening_question_options o on o.question_id = a.question_id
     where a.question_id in ($1, $2) and (o.order_num + a.id) % 3 = 0`,
    [days, yesNo],
  );
  const matchedStudyId = options.matchedStudy ? await seedMatchedStudy(client, piId) : null;
  await removeSeededMatchingRuns(client);
  await client.query("commit");
  await client.query("vacuum analyze");
  const counted = await client.query<{ n: string }>(
    "select count(*) as n from study_volunteers where study_id = $1",
    [studyId],
  );
  if (Number(counted.rows[0]?.n) !== count)
    throw new Error(`the study has ${counted.rows[0]?.n} interested volunteers, not ${count}`);
  await client.end();
  return { studyId, labelId: labelIds[0] as number, matchedStudyId };
}

/** An active study of the bench user's, led by them, with its title. */
async function seedActiveStudy(
  client: pg.Client,
  piId: number,
  study: { studyNum: string; title: string; activeDays: number },
): Promise<number> {
  const made = await client.query<{ id: number }>(
    `insert into studies (study_num, publishable, contact_name, contact_email, posting_activation_date, posting_deactivation_date)
     values ($1, true, 'Casey', 'casey@example.edu', now() - make_interval(days => $2), now() + interval '90 days') returning id`,
    [study.studyNum, study.activeDays],
  );
  const studyId = made.rows[0]?.id as number;
  await client.query(
    `insert into study_team_members (study_id, user_id, role) values ($1, $2, 'PRINCIPAL_INVESTIGATOR')`,
    [studyId, piId],
  );
  await client.query(
    `insert into study_property_values (study_id, property_id, language, saved_value) values ($1, 1, 'EN', $2)`,
    [studyId, study.title],
  );
  return studyId;
}

/** The second, matched study: every interested volunteer of the first is matched to it. */
async function seedMatchedStudy(client: pg.Client, piId: number): Promise<number> {
  const studyId = await seedActiveStudy(client, piId, {
    studyNum: BENCH_MATCHED_STUDY_NUM,
    title: "Matched participants benchmark study",
    activeDays: 200,
  });
  await client.query(
    `insert into matched_participants (study_id, user_id, status, timestamp)
     select $1, u.id, case when random() < 0.7 then 'EXACT' else 'PARTIAL' end, now() - random() * interval '200 days'
     from users u where u.email like 'interested%@bench.example.org'`,
    [studyId],
  );
  return studyId;
}
