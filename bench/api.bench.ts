import type { ChildProcess } from "node:child_process";
import { benchSignIn, benchCall as call, BENCH_PORT as PORT, startBenchApp, stopBenchApp } from "./bench-app";
import { createBenchDatabase } from "./bench-database";
import { runLoad } from "./load";
import { measureAgainstFloor, relativeSummary } from "./relative-load";
import { measureRestarts } from "./restart-load";
import { BENCH_EMAIL, BENCH_PASSWORD, seedStudyLoad } from "./seed-study-load";

/**
 * `npm run bench:api` (issue 3): a user on 500 studies; the current list sorted by new participants and
 * the dashboard's study read, each under 50 concurrent connections from this process against the app
 * in a second process, on PostgreSQL (DATABASE_URL, or the local server).
 */
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);

const database = await createBenchDatabase("recruit_bench_api");
let app: ChildProcess | undefined;
try {
  console.log("Seeding 1,500 studies (500 on the bench user's team)...");
  await seedStudyLoad(database.url);
  app = await startBenchApp(database.url);
  const headers = await benchSignIn(BENCH_EMAIL, BENCH_PASSWORD);
  const list = await call(
    "GET",
    "/backend/secure/staff/studies/?is-archived=false&sort-by=NEW_PARTICIPANTS&page=1",
    headers,
  );
  const firstId = (JSON.parse(list.body) as { page: { id: number }[] }).page[0]?.id;
  if (list.status !== 200 || firstId === undefined) throw new Error(`list failed: ${list.status}`);
  const baseUrl = `http://127.0.0.1:${PORT}`;
  const paths = {
    studyList: "/backend/secure/staff/studies/?is-archived=false&sort-by=NEW_PARTICIPANTS&page=1",
    studyRead: `/backend/secure/staff/studies/${firstId}`,
  };
  const results: Record<string, Awaited<ReturnType<typeof runLoad>>> = {};
  for (const [name, path] of Object.entries(paths)) {
    const url = `${baseUrl}${path}`;
    await runLoad({ url, connections: CONNECTIONS, seconds: 3, headers });
    results[name] = await runLoad({ url, connections: CONNECTIONS, seconds: SECONDS, headers });
    const r = results[name];
    console.log(
      `${name.padEnd(10)} ${CONNECTIONS} connections ${r?.seconds}s: p50 ${r?.p50} ms, p95 ${r?.p95} ms, p99 ${r?.p99} ms, ` +
        `${r?.requestsPerSecond} req/s, ${r?.requests} ok, ${r?.errors} errors`,
    );
  }
  const summary = {
    studyListP50Ms: results.studyList?.p50,
    studyListP95Ms: results.studyList?.p95,
    studyListP99Ms: results.studyList?.p99,
    studyListRps: results.studyList?.requestsPerSecond,
    studyReadP50Ms: results.studyRead?.p50,
    studyReadP95Ms: results.studyRead?.p95,
    studyReadP99Ms: results.studyRead?.p99,
    studyReadRps: results.studyRead?.requestsPerSecond,
    targetP95Ms: 25,
  };
  // The same endpoints against the session check in this run, and under an open-loop load (issue 27).
  const relative = await measureAgainstFloor({
    databaseUrl: database.url,
    baseUrl,
    headers,
    connections: CONNECTIONS,
    seconds: SECONDS,
    targets: paths,
  });
  // A restart's first second at the same offered rate, warmed up and not (issue 27).
  const restarts = await measureRestarts({
    app,
    databaseUrl: database.url,
    path: paths.studyList,
    rate: relative.offeredRate,
    headers,
  });
  app = restarts.app;
  for (const [name, open] of Object.entries({ "warmed up": restarts.warm, "not warmed up": restarts.cold }))
    console.log(
      `studyList in the first second after a restart, ${name}, at ${open.offeredRate} req/s: p50 ${open.p50} ms, p95 ${open.p95} ms, p99 ${open.p99} ms (${open.ok} ok, ${open.errors} errors)`,
    );
  console.log(
    JSON.stringify({
      ...summary,
      ...relativeSummary(relative),
      studyListP99FirstSecondAfterRestartMs: restarts.warm.p99,
      studyListP99FirstSecondAfterRestartNotWarmedMs: restarts.cold.p99,
    }),
  );
} finally {
  await stopBenchApp(app);
  await database.drop();
}
