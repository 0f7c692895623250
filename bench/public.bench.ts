import type { ChildProcess } from "node:child_process";
import pg from "pg";
import { createStaffWithPassword } from "../server/test/staff-with-password";
import { BENCH_PORT, benchCall, benchSignIn, startBenchApp, stopBenchApp } from "./bench-app";
import { createBenchDatabase } from "./bench-database";
import { loadTargets } from "./load";
import { measureAgainstFloor, relativeSummary } from "./relative-load";

const FLOOR_EMAIL = "bench-floor@example.edu";
const FLOOR_PASSWORD = "bench-floor-password";

/**
 * `npm run bench:public` (issue 15): 2,000 active studies with titles, purposes, descriptions, conditions
 * and locations, searched as the landing page does (the first page, and a keyword with a filter) by
 * anonymous readers under 50 connections.
 */
const STUDIES = 2_000;
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const WORDS = [
  "sleep",
  "memory",
  "asthma",
  "diabetes",
  "heart",
  "walking",
  "hearing",
  "pain",
  "vision",
  "diet",
];

async function seedActiveStudies(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(
    `insert into studies (study_num, publishable, contact_name, contact_email, posting_activation_date,
       posting_deactivation_date, participant_type_ids)
     select 'PUB' || lpad(g::text, 6, '0'), true, 'Coordinator ' || g, 'c' || g || '@example.edu',
       now() - interval '10 days', now() + interval '60 days',
       case when g % 3 = 0 then array[265000, 265002] else array[265000, 265003] end
     from generate_series(1, $1::int) g`,
    [STUDIES],
  );
  const words = `array[${WORDS.map((word) => `'${word}'`).join(",")}]`;
  await client.query(
    `insert into study_property_values (study_id, property_id, language, saved_value)
     select s.id, p.id, 'EN', case p.id
         when 1 then 'A study of ' || (${words})[1 + s.id % 10] || ' number ' || s.id
         when 3 then 'We want to learn how ' || (${words})[1 + (s.id / 10) % 10] || ' changes with care.'
         else 'Participants come to ' || (s.id % 5 + 2) || ' visits over six months; we measure ' || (${words})[1 + (s.id / 100) % 10] || '.' end
     from studies s, (values (1), (3), (4)) as p(id) where s.study_num like 'PUB%'`,
  );
  await client.query(
    `insert into study_property_values (study_id, property_id, language, lookup_value_ids)
     select s.id, p.id, 'EN', case p.id
         when 2 then array[(select min(id) from lookup_values where type = 'MEDICAL_CONDITION') + s.id % 40]
         when 5 then array[(select min(id) from lookup_values where type = 'STUDY_LOCATION') + s.id % 8]
         else array[260000 + s.id % 2] end
     from studies s, (values (2), (5), (6)) as p(id) where s.study_num like 'PUB%'`,
  );
  await client.query("vacuum analyze");
  await client.end();
}

const database = await createBenchDatabase("recruit_bench_public");
let app: ChildProcess | undefined;
try {
  console.log(`Seeding ${STUDIES} active studies...`);
  await seedActiveStudies(database.url);
  app = await startBenchApp(database.url);
  const headers = { accept: "application/json", "accept-language": "en" };
  const targets = {
    publicSearch: "/backend/public/participate/studies?page=1",
    publicSearchKeyword: "/backend/public/participate/studies?q=sleep&healthy=true&page=1",
  };
  const first = JSON.parse((await benchCall("GET", targets.publicSearch, headers)).body) as {
    totalCount: number;
  };
  if (first.totalCount !== STUDIES) throw new Error(`the search found ${first.totalCount} studies`);
  const results = await loadTargets({
    baseUrl: `http://127.0.0.1:${BENCH_PORT}`,
    targets,
    connections: CONNECTIONS,
    seconds: SECONDS,
    headers,
  });
  // The floor is a signed-in session check: a staff member made for it.
  await createStaffWithPassword(database.url, FLOOR_EMAIL, FLOOR_PASSWORD);
  const relative = await measureAgainstFloor({
    databaseUrl: database.url,
    baseUrl: `http://127.0.0.1:${BENCH_PORT}`,
    headers,
    floorHeaders: await benchSignIn(FLOOR_EMAIL, FLOOR_PASSWORD),
    connections: CONNECTIONS,
    seconds: SECONDS,
    targets,
  });
  console.log(
    JSON.stringify({
      ...relativeSummary(relative),
      publicSearchP95Ms: Math.max(results.publicSearch?.p95 ?? 0, results.publicSearchKeyword?.p95 ?? 0),
      publicSearchFirstPageP95Ms: results.publicSearch?.p95,
      publicSearchKeywordP95Ms: results.publicSearchKeyword?.p95,
      targets: { publicSearchP95Ms: 25 },
    }),
  );
} finally {
  await stopBenchApp(app);
  await database.drop();
}
