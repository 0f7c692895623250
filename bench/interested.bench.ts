import type { ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import http from "node:http";
import { parse } from "csv-parse";
import { BENCH_PORT, benchCall, benchSignIn, startBenchApp, stopBenchApp } from "./bench-app";
import { createBenchDatabase } from "./bench-database";
import { loadTargets } from "./load";
import { measureAgainstFloor, relativeSummary } from "./relative-load";
import { INTERESTED_COUNT, seedInterestedLoad } from "./seed-interested-load";
import { BENCH_EMAIL, BENCH_PASSWORD, seedStudyLoad } from "./seed-study-load";

/**
 * `npm run bench:interested` (issue 10): a study with 50,000 interested participants, the user on 500
 * studies. Under 50 connections: the New list's first page, a page deep in All, a label list and the
 * statistics, each as the web app calls them, and the first page of a matched list as long (a second study,
 * its 50,000 volunteers matched); then the CSV export of all 50,000, timed to its last byte,
 * with the server's resident memory sampled while it streams. PostgreSQL (DATABASE_URL or the local server).
 * The same study's insights are measured by bench:insights.
 */
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const EXPORT_RUNS = 3;

function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(status.match(/VmRSS:\s+(\d+) kB/)?.[1] ?? Number.NaN) / 1024;
}

/** Downloads the export, parsing it as it arrives; answers the records, seconds and peak RSS growth. */
function timeExport(path: string, headers: Record<string, string>, pid: number) {
  const before = residentMb(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentMb(pid));
  }, 10);
  const started = performance.now();
  return new Promise<{ records: number; seconds: number; rssGrowthMb: number }>((resolve, reject) => {
    const request = http.get({ host: "127.0.0.1", port: BENCH_PORT, path, headers }, (response) => {
      if (response.statusCode !== 200) reject(new Error(`export answered ${response.statusCode}`));
      let records = 0;
      const parser = parse({ bom: true });
      parser.on("data", () => {
        records += 1;
      });
      parser.on("error", reject);
      parser.on("end", () => {
        clearInterval(sampler);
        peak = Math.max(peak, residentMb(pid));
        resolve({
          records,
          seconds: (performance.now() - started) / 1000,
          rssGrowthMb: peak - before,
        });
      });
      response.pipe(parser);
    });
    request.on("error", reject);
  });
}

const round = (value: number) => Math.round(value * 100) / 100;
const database = await createBenchDatabase("recruit_bench_interested");
let app: ChildProcess | undefined;
try {
  console.log("Seeding 1,500 studies (500 on the bench user's team) and a study with 50,000 interested...");
  await seedStudyLoad(database.url);
  const { studyId, labelId, matchedStudyId } = await seedInterestedLoad(database.url, { matchedStudy: true });
  app = await startBenchApp(database.url);
  const pid = app.pid as number;
  const headers = await benchSignIn(BENCH_EMAIL, BENCH_PASSWORD);
  const base = `/backend/secure/staff/studies/${studyId}`;
  const statistics = await benchCall("GET", `${base}/interested-statistics`, headers);
  const all = (JSON.parse(statistics.body) as { all: number }).all;
  // Halfway through All, reached as the web app reaches it: Next from the page before names its last row.
  const deepPage = Math.ceil(all / 10 / 2);
  const before = await benchCall("GET", `${base}/interested-participants?page=${deepPage - 1}`, headers);
  const lastRow = (JSON.parse(before.body) as { page: { id: number }[] }).page.at(-1)?.id;
  const targets: Record<string, string> = {
    newList: `${base}/interested-participants?status=NEW&page=1`,
    allDeepPage: `${base}/interested-participants?page=${deepPage}&after=${lastRow}`,
    // The same page typed into the address bar: counted from the top (reported, not a target).
    allDeepPageByNumber: `${base}/interested-participants?page=${deepPage}`,
    labelList: `${base}/interested-participants?label-id=${labelId}&page=1`,
    statistics: `${base}/interested-statistics`,
  };
  // The matched list of a study with as many matches (its EXACT list: seven in ten of them). Measured after
  // the exports: its slow answers, still running when its load stops, would otherwise be timed with them.
  const matchedTargets = {
    matchedList: `/backend/secure/staff/studies/${matchedStudyId}/matched-participants?status=EXACT&page=1`,
  };
  for (const path of [...Object.values(targets), ...Object.values(matchedTargets)]) {
    const answer = await benchCall("GET", path, headers);
    if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
  }
  const results = await loadTargets({
    baseUrl: `http://127.0.0.1:${BENCH_PORT}`,
    targets,
    connections: CONNECTIONS,
    seconds: SECONDS,
    headers,
  });

  const exports = [];
  for (let run = 0; run < EXPORT_RUNS; run++) {
    const measured = await timeExport(`${base}/interested-participant-profiles/export`, headers, pid);
    if (measured.records !== INTERESTED_COUNT + 1)
      throw new Error(`the export held ${measured.records} records`);
    exports.push(measured);
    console.log(
      `export       ${measured.records - 1} participants in ${round(measured.seconds)} s, RSS +${round(measured.rssGrowthMb)} MB`,
    );
  }
  const matched = await loadTargets({
    baseUrl: `http://127.0.0.1:${BENCH_PORT}`,
    targets: matchedTargets,
    connections: CONNECTIONS,
    seconds: SECONDS,
    headers,
  });
  const lists = [results.newList, results.allDeepPage, results.labelList];
  const summary = {
    interestedListP95Ms: Math.max(...lists.map((result) => result?.p95 ?? Number.NaN)),
    interestedStatsP95Ms: results.statistics?.p95,
    export50kSeconds: round(Math.max(...exports.map((run) => run.seconds))),
    exportRssGrowthMb: round(Math.max(...exports.map((run) => run.rssGrowthMb))),
    newListP95Ms: results.newList?.p95,
    allDeepPageP95Ms: results.allDeepPage?.p95,
    labelListP95Ms: results.labelList?.p95,
    allDeepPageByNumberP95Ms: results.allDeepPageByNumber?.p95,
    matchedListP95Ms: matched.matchedList?.p95,
    targets: { listP95Ms: 25, statsP95Ms: 25, exportSeconds: 3, exportRssGrowthMb: 100 },
  };
  const relative = await measureAgainstFloor({
    databaseUrl: database.url,
    baseUrl: `http://127.0.0.1:${BENCH_PORT}`,
    headers,
    connections: CONNECTIONS,
    seconds: SECONDS,
    targets: Object.assign({}, targets, matchedTargets),
  });
  console.log(JSON.stringify({ ...summary, ...relativeSummary(relative) }));
} finally {
  await stopBenchApp(app);
  await database.drop();
}
