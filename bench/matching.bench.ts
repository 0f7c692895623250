import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { connect, type Db } from "../server/db/connect";
import { migrateDatabase } from "../server/db/migrate";
import { loadReferenceData } from "../server/db/seed/load-reference-data";
import { sqlRows } from "../server/db/sql-rows";
import { compileStudyMatch } from "../server/services/matching/compile-match-sql";
import { loadStudyCriteria } from "../server/services/matching/load-study-criteria";
import { LISTABLE_VOLUNTEER_SQL, matchStudy, todayUtc } from "../server/services/matching/match-study";
import { matchVolunteer } from "../server/services/matching/match-volunteer";
import { createBenchDatabase } from "./bench-database";
import { generateVolunteers } from "./generate-volunteers";
import { machineCpu } from "./machine-cpu";
import { BENCH_GROUPS, CONDITIONS, createActiveStudy, createManyActiveStudies } from "./matching-studies";

/**
 * `npm run bench:matching` (issue 5), on PostgreSQL (DATABASE_URL, or the local server) and on PGlite:
 * - a full match, results written, of a study with three typical groups over 1,000,000 volunteers;
 * - the compiled criteria against the same predicate written by hand: same volunteers, time ratio;
 * - re-matching one volunteer against 300 active studies;
 * - a full match over 100,000 volunteers on the embedded PGlite.
 * Each figure is the median of several runs; the last line is one JSON object of the four figures.
 */
const VOLUNTEERS = Number(process.env.BENCH_VOLUNTEERS ?? 1_000_000);
const PGLITE_VOLUNTEERS = Number(process.env.BENCH_PGLITE_VOLUNTEERS ?? 100_000);

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] as number;

async function timed<T>(run: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await run();
  return { ms: performance.now() - start, value };
}

/** A full match from no results: every EXACT/PARTIAL row is written. */
async function fullMatchSeconds(db: Db, studyId: number, runs: number): Promise<number[]> {
  const seconds: number[] = [];
  for (let run = 0; run < runs; run++) {
    await db.execute(sql`delete from matched_participants where study_id = ${studyId}`);
    const { ms, value } = await timed(() => matchStudy(db, studyId));
    seconds.push(ms / 1000);
    console.log(
      `  full match run ${run + 1}: ${(ms / 1000).toFixed(3)} s (${value.exact} exact, ${value.partial} partial written)`,
    );
  }
  return seconds;
}

/** The bench study's three groups and participant types, written by hand the way one would in SQL. */
function handWrittenPredicate(today: string): string {
  const age = `date_part('year', age(date '${today}', p.date_of_birth))`;
  const bmi = `(703 * p.weight::float8 / (p.height::float8 * p.height::float8))`;
  const group = (
    ages: [number, number],
    genders: number[],
    bmiRange: [number, number],
    include: number,
    exclude: number[],
  ) =>
    `(${age} between ${ages[0]} and ${ages[1]} and p.gender_id in (${genders.join(",")})
      and ${bmi} between ${bmiRange[0]} and ${bmiRange[1]} and p.current_condition_ids && array[${include}]
      and not (p.current_condition_ids && array[${exclude.join(",")}]) and p.smoking_status_id not in (264003, 264002))`;
  return `((${age} >= 18 or p.current_condition_ids && array[${CONDITIONS.asthma}]) and (
    ${group([18, 40], [262000], [18.5, 30], CONDITIONS.asthma, [CONDITIONS.copd, CONDITIONS.diabetes1])}
    or ${group([41, 64], [262000, 262001], [20, 35], CONDITIONS.asthma, [CONDITIONS.copd, CONDITIONS.diabetes2])}
    or ${group([65, 85], [262000, 262001, 262002], [18.5, 32], CONDITIONS.asthma, [CONDITIONS.copd, CONDITIONS.depression])}))`;
}

function selection(predicate: string, studyId: number) {
  return sql.raw(`select count(*) filter (where m) as exact, count(*) filter (where m is null) as partial
    from (select p.user_id, ${predicate} as m from volunteer_profiles p join users u on u.id = p.user_id
      where ${LISTABLE_VOLUNTEER_SQL}
        and not exists (select 1 from study_volunteers sv where sv.study_id = ${studyId} and sv.user_id = p.user_id)) q`);
}

async function compareWithHandWritten(db: Db, studyId: number, today: string) {
  const criteria = (await loadStudyCriteria(db, [studyId])).get(studyId);
  if (!criteria) throw new Error("bench study has no criteria");
  const compiled = compileStudyMatch(criteria, today);
  const hand = handWrittenPredicate(today);
  const [difference] = sqlRows(
    await db.execute(
      sql.raw(`select count(*) as differing from (select (${compiled}) as c, ${hand} as h
        from volunteer_profiles p) q where c is distinct from h`),
    ),
  );
  const compiledMs: number[] = [];
  const handMs: number[] = [];
  let counts: Record<string, unknown> = {};
  for (let run = 0; run < 5; run++) {
    const a = await timed(() => db.execute(selection(compiled, studyId)));
    const b = await timed(() => db.execute(selection(hand, studyId)));
    compiledMs.push(a.ms);
    handMs.push(b.ms);
    counts = sqlRows(a.value)[0] ?? {};
  }
  return {
    differing: Number(difference?.differing ?? -1),
    compiledMs: median(compiledMs),
    handMs: median(handMs),
    counts,
  };
}

async function oneVolunteerMs(db: Db, runs: number): Promise<number[]> {
  const users = sqlRows(
    await db.execute(sql`select user_id from volunteer_profiles order by user_id limit ${runs} offset 5000`),
  ).map((row) => Number(row.user_id));
  const times: number[] = [];
  for (const userId of users) {
    await db.execute(sql`update volunteer_profiles set updated_at = now() where user_id = ${userId}`);
    const { ms } = await timed(() => matchVolunteer(db, userId));
    times.push(ms);
  }
  return times;
}

async function benchPostgres() {
  const bench = await createBenchDatabase("recruit_bench_matching");
  const database = await connect({ databaseUrl: bench.url, poolSize: 4 });
  try {
    const generated = await timed(() => generateVolunteers(database.db, VOLUNTEERS));
    console.log(
      `PostgreSQL: ${VOLUNTEERS.toLocaleString("en-US")} volunteers generated in ${(generated.ms / 1000).toFixed(1)} s`,
    );
    const studyId = await createActiveStudy(database.db, "BENCHMAIN", BENCH_GROUPS, [CONDITIONS.asthma]);
    await fullMatchSeconds(database.db, studyId, 1); // warm-up: caches, plans
    const full = median(await fullMatchSeconds(database.db, studyId, 3));
    console.log(`full match (median of 3): ${full.toFixed(3)} s  [target <= 2.0 s]`);

    const comparison = await compareWithHandWritten(database.db, studyId, todayUtc());
    const ratio = comparison.compiledMs / comparison.handMs;
    console.log(
      `compiled vs hand-written SQL: ${comparison.differing} volunteers differ; selection ${comparison.compiledMs.toFixed(0)} ms vs ${comparison.handMs.toFixed(0)} ms, ratio ${ratio.toFixed(2)}  [target: 0 differ, ratio <= 1.5] (${JSON.stringify(comparison.counts)})`,
    );
    if (comparison.differing !== 0)
      throw new Error("the compiled criteria and the hand-written SQL disagree");

    await createManyActiveStudies(database.db, 299);
    const volunteerTimes = await oneVolunteerMs(database.db, 30);
    const oneVolunteer = median(volunteerTimes);
    console.log(
      `one volunteer vs 300 active studies: median ${oneVolunteer.toFixed(1)} ms, p95 ${percentile(volunteerTimes, 0.95).toFixed(1)} ms over 30 volunteers  [target <= 50 ms]`,
    );
    return { full, ratio, oneVolunteer };
  } finally {
    await database.close();
    await bench.drop();
  }
}

async function benchPglite() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "recruit-bench-pglite-"));
  const database = await connect({ dataDir });
  try {
    await migrateDatabase(database);
    await loadReferenceData(database.db, { applicationUrl: "http://localhost" });
    const generated = await timed(() => generateVolunteers(database.db, PGLITE_VOLUNTEERS));
    console.log(
      `PGlite: ${PGLITE_VOLUNTEERS.toLocaleString("en-US")} volunteers generated in ${(generated.ms / 1000).toFixed(1)} s`,
    );
    const studyId = await createActiveStudy(database.db, "BENCHMAIN", BENCH_GROUPS, [CONDITIONS.asthma]);
    await fullMatchSeconds(database.db, studyId, 1);
    const full = median(await fullMatchSeconds(database.db, studyId, 3));
    console.log(`PGlite full match (median of 3): ${full.toFixed(3)} s  [target <= 3.0 s]`);
    return full;
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const postgres = await benchPostgres();
const pglite = await benchPglite();
console.log(
  JSON.stringify({
    fullMatch1MSeconds: Number(postgres.full.toFixed(3)),
    ratioToHandWrittenSql: Number(postgres.ratio.toFixed(3)),
    oneVolunteer300StudiesMs: Number(postgres.oneVolunteer.toFixed(1)),
    pgliteFullMatch100kSeconds: Number(pglite.toFixed(3)),
    cpu: machineCpu(),
  }),
);
