import type { ChildProcess } from "node:child_process";
import pg from "pg";
import { BENCH_PORT, benchCall, benchSignIn, startBenchApp, stopBenchApp } from "./bench-app";
import { createBenchDatabase } from "./bench-database";
import { loadTargets } from "./load";
import { measureAgainstFloor, relativeSummary } from "./relative-load";
import { removeSeededMatchingRuns } from "./remove-seeded-matching-runs";
import { seedInterestedLoad } from "./seed-interested-load";
import { BENCH_EMAIL, BENCH_PASSWORD, seedStudyLoad } from "./seed-study-load";

/**
 * `npm run bench:messaging` (issue 11): the bench user on 500 studies, and one study with 10,000
 * interested volunteers who each wrote to the team (10,000 conversations), one of them 500 messages long,
 * the volunteers' message notification frequencies mixed. Under 50 connections: the inbox's first page
 * and the 500-message conversation, as the web app calls them. Then a bulk message to the whole list
 * (10,000 participants), timed over HTTP to its answer, with the messages and outbox rows counted.
 */
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONVERSATIONS = 10_000;
const LONG_CONVERSATION = 500;
const BULK_RUNS = 3;

const round = (value: number) => Math.round(value * 100) / 100;

/** Frequencies for the study's volunteers, and one conversation of 500 messages; answers its id. */
async function seedConversations(url: string, studyId: number): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(
    `update volunteer_profiles p set message_notification_frequency =
       (array['IMMEDIATELY','DAILY','WEEKLY','NEVER'])[1 + p.user_id % 4]
     from study_volunteers sv where sv.user_id = p.user_id and sv.study_id = $1`,
    [studyId],
  );
  await removeSeededMatchingRuns(client);
  const long = await client.query<{ id: number }>(
    "select id from study_volunteers where study_id = $1 order by id limit 1",
    [studyId],
  );
  const id = long.rows[0]?.id as number;
  await client.query("delete from messages where study_volunteer_id = $1", [id]);
  await client.query(
    `insert into messages (study_id, study_volunteer_id, volunteer_user_id, from_user_id, body,
       recipient_volunteer, status, sent_date)
     select sv.study_id, sv.id, sv.user_id,
       case when k % 3 = 0 then (select user_id from study_team_members where study_id = sv.study_id limit 1)
         else sv.user_id end,
       'Message ' || k || ': a question about the visits and the parking', k % 3 = 0,
       case when k > $2 - 5 and k % 3 <> 0 then 'UNREAD' else 'READ' end,
       now() - interval '30 days' + k * interval '1 hour'
     from study_volunteers sv, generate_series(1, $2::int) k where sv.id = $1`,
    [id, LONG_CONVERSATION],
  );
  await client.query("vacuum analyze");
  await client.end();
  return id;
}

async function countRows(url: string, query: string, params: unknown[]): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const result = await client.query<{ n: string }>(query, params);
  await client.end();
  return Number(result.rows[0]?.n);
}

const database = await createBenchDatabase("recruit_bench_messaging");
let app: ChildProcess | undefined;
try {
  console.log(
    "Seeding 1,500 studies (500 on the bench user's team) and a study with 10,000 conversations...",
  );
  await seedStudyLoad(database.url);
  const { studyId } = await seedInterestedLoad(database.url, { count: CONVERSATIONS, everyoneWrote: true });
  const longId = await seedConversations(database.url, studyId);
  app = await startBenchApp(database.url);
  const headers = await benchSignIn(BENCH_EMAIL, BENCH_PASSWORD);
  const targets: Record<string, string> = {
    inboxList: `/backend/secure/staff/studies/${studyId}/conversations?page=1`,
    conversation: `/backend/secure/conversations/${longId}?study-id=${studyId}`,
  };
  const inbox = await benchCall("GET", targets.inboxList as string, headers);
  const listed = JSON.parse(inbox.body) as { totalCount: number };
  if (listed.totalCount !== CONVERSATIONS) throw new Error(`the inbox lists ${listed.totalCount}`);
  const opened = await benchCall("GET", targets.conversation as string, headers);
  if ((JSON.parse(opened.body) as { totalCount: number }).totalCount !== LONG_CONVERSATION)
    throw new Error(`the conversation answered ${opened.status} ${opened.body.slice(0, 200)}`);

  const results = await loadTargets({
    baseUrl: `http://127.0.0.1:${BENCH_PORT}`,
    targets,
    connections: CONNECTIONS,
    seconds: SECONDS,
    headers,
  });

  // The bulk message, as the web app sends it for 'All (total)' of the All list.
  const csrf = JSON.parse((await benchCall("GET", "/backend/csrf", headers)).body) as {
    headerName: string;
    token: string;
  };
  const bulkHeaders = { ...headers, [csrf.headerName]: csrf.token, "content-type": "application/json" };
  const bulkSeconds: number[] = [];
  for (let run = 0; run < BULK_RUNS; run++) {
    const outboxBefore = await countRows(database.url, "select count(*) as n from outbox_mails", []);
    const started = performance.now();
    const answer = await benchCall(
      "POST",
      "/backend/secure/bulk-messages",
      bulkHeaders,
      JSON.stringify({
        studyId,
        labelId: 0,
        participantStatus: null,
        body: `Dear *|FNAME|*, our study office is closed on Friday (notice ${run + 1}).`,
        attachments: [],
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const counts = JSON.parse(answer.body) as { messaged: number };
    if (answer.status !== 200 || counts.messaged !== CONVERSATIONS)
      throw new Error(`the bulk message answered ${answer.status} ${answer.body.slice(0, 200)}`);
    const stored = await countRows(
      database.url,
      "select count(*) as n from messages where study_id = $1 and body like $2",
      [studyId, `%(notice ${run + 1}).`],
    );
    const outbox =
      (await countRows(database.url, "select count(*) as n from outbox_mails", [])) - outboxBefore;
    bulkSeconds.push(seconds);
    console.log(
      `bulk message  ${stored} messages and ${outbox} outbox mails (the rest wait for digests) in ${round(seconds)} s`,
    );
  }
  const relative = await measureAgainstFloor({
    databaseUrl: database.url,
    baseUrl: `http://127.0.0.1:${BENCH_PORT}`,
    headers,
    connections: CONNECTIONS,
    seconds: SECONDS,
    targets,
  });
  console.log(
    JSON.stringify({
      ...relativeSummary(relative),
      bulkMessage10kSeconds: round(Math.max(...bulkSeconds)),
      inboxListP95Ms: results.inboxList?.p95,
      conversationP95Ms: results.conversation?.p95,
      targets: { bulkMessage10kSeconds: 3, inboxListP95Ms: 25, conversationP95Ms: 25 },
    }),
  );
} finally {
  await stopBenchApp(app);
  await database.drop();
}
