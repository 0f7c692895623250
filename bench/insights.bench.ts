import type { ChildProcess } from "node:child_process";
import { sql } from "drizzle-orm";
import type { FeasibilityBody } from "../core/contracts/feasibility";
import { connect } from "../server/db/connect";
import { sqlRows } from "../server/db/sql-rows";
import { benchCall, benchSignIn, startBenchApp, stopBenchApp } from "./bench-app";
import { createBenchDatabase } from "./bench-database";
import { generateVolunteers } from "./generate-volunteers";
import { machineCpu } from "./machine-cpu";
import { BENCH_GROUPS, CONDITIONS } from "./matching-studies";
import { seedInterestedLoad } from "./seed-interested-load";
import { BENCH_EMAIL, BENCH_PASSWORD, seedStudyLoad } from "./seed-study-load";

/**
 * `npm run bench:insights` (issue 29), on PostgreSQL (DATABASE_URL or the local server):
 * - a study's insights with 50,000 interested participants and 200,000 status events, as the Insights
 *   page asks for them, one request at a time (median and p95 of 20, after the first);
 * - one feasibility count over 1,000,000 volunteers with the matching benchmark's three typical groups,
 *   as the criteria editor asks for it, one at a time (median and p95 of the runs after the first, which
 *   loads the instance's volunteer columns and is printed on its own), then the same after a thousand
 *   volunteers changed their profiles (the columns catch up before the count).
 */
const VOLUNTEERS = Number(process.env.BENCH_VOLUNTEERS ?? 1_000_000);
const INSIGHTS_RUNS = 20;
const FEASIBILITY_RUNS = 9;
const ADULTS = 265000;
const WITH_CONDITIONS = 265003;

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] as number;

const database = await createBenchDatabase("recruit_bench_insights");
let app: ChildProcess | undefined;
try {
  console.log(
    `Seeding a study with 50,000 interested and 200,000 events, and ${VOLUNTEERS.toLocaleString("en-US")} volunteers...`,
  );
  await seedStudyLoad(database.url);
  const { studyId } = await seedInterestedLoad(database.url);
  const seeded = await connect({ databaseUrl: database.url, poolSize: 2 });
  await generateVolunteers(seeded.db, VOLUNTEERS);
  await seeded.db.execute(sql`analyze`);
  const [events] = sqlRows(
    await seeded.db.execute(
      sql`select count(*)::int as n from participant_status_events where study_id = ${studyId}`,
    ),
  );
  await seeded.close();
  console.log(`status events of the study: ${Number(events?.n)}`);

  app = await startBenchApp(database.url);
  const headers = await benchSignIn(BENCH_EMAIL, BENCH_PASSWORD);
  const insightsPath = `/backend/secure/staff/studies/${studyId}/insights`;
  const first = await benchCall("GET", insightsPath, headers);
  if (first.status !== 200) throw new Error(`insights answered ${first.status}`);
  // One request at a time, as a team opens the page: under 50 connections on two cores every request
  // waits for the others (it timed out at autocannon's 10 s; see the session note).
  const insightsRuns: number[] = [];
  for (let run = 0; run < INSIGHTS_RUNS; run++) {
    const started = performance.now();
    const answer = await benchCall("GET", insightsPath, headers);
    if (answer.status !== 200) throw new Error(`insights answered ${answer.status}`);
    insightsRuns.push(performance.now() - started);
  }

  const body: FeasibilityBody = {
    participantTypeIds: [ADULTS, WITH_CONDITIONS],
    conditionIds: [CONDITIONS.asthma],
    criteria: BENCH_GROUPS,
  };
  const post = { ...headers, "content-type": "application/json" };
  const countOnce = async () => {
    const started = performance.now();
    const answer = await benchCall("POST", "/backend/secure/staff/feasibility", post, JSON.stringify(body));
    const ms = performance.now() - started;
    if (answer.status !== 200) throw new Error(`feasibility answered ${answer.status}: ${answer.body}`);
    return { ms, body: answer.body };
  };
  const cold = await countOnce();
  console.log(`feasibility  ${cold.body}`);
  console.log(`feasibility  first count ${Math.round(cold.ms)} ms (loads the instance's volunteer columns)`);
  const runs: number[] = [];
  for (let run = 0; run < FEASIBILITY_RUNS; run++) runs.push((await countOnce()).ms);
  // A thousand volunteers change their answers between two counts: the next count reads them first.
  const changer = await connect({ databaseUrl: database.url, poolSize: 1 });
  await changer.db.execute(sql`update volunteer_profiles set weight = weight + 1
    where user_id in (select user_id from volunteer_profiles order by user_id desc limit 1000)`);
  await changer.close();
  const afterChanges = await countOnce();
  console.log(`feasibility  ${Math.round(afterChanges.ms)} ms after 1,000 profiles changed`);
  const round = (value: number) => Math.round(value * 10) / 10;
  const cpu = machineCpu();
  console.log(
    `insights     median ${round(percentile(insightsRuns, 0.5))} ms, p95 ${round(percentile(insightsRuns, 0.95))} ms, one at a time (${cpu})`,
  );
  console.log(
    `feasibility  median ${round(percentile(runs, 0.5))} ms, p95 ${round(percentile(runs, 0.95))} ms over ${VOLUNTEERS.toLocaleString("en-US")} volunteers (${cpu})`,
  );
  console.log(
    JSON.stringify({
      insightsP95Ms: round(percentile(insightsRuns, 0.95)),
      insightsMedianMs: round(percentile(insightsRuns, 0.5)),
      feasibility1MMs: round(percentile(runs, 0.5)),
      feasibility1MP95Ms: round(percentile(runs, 0.95)),
      feasibilityFirstCountMs: Math.round(cold.ms),
      feasibilityAfter1000ChangesMs: round(afterChanges.ms),
      statusEvents: Number(events?.n),
      volunteers: VOLUNTEERS,
      cpu,
      targets: { insightsP95Ms: 50, feasibility1MMs: 300 },
    }),
  );
} finally {
  await stopBenchApp(app);
  await database.drop();
}
