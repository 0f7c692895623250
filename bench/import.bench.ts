import type { ChildProcess } from "node:child_process";
import { mkdirSync, openAsBlob, readFileSync } from "node:fs";
import { join } from "node:path";
import { createStudyImporter, writeIrbRecordsCsv } from "../server/test/irb-records-file";
import { BENCH_PORT, benchSignIn, startBenchApp, stopBenchApp } from "./bench-app";
import { createBenchDatabase } from "./bench-database";
import { machineCpu } from "./machine-cpu";

/**
 * `npm run bench:import` (issue 14) on PostgreSQL: a 50,000-row CSV of IRB records uploaded over HTTP to
 * the app as production runs it (its own process), as the import page sends it; the server's RSS sampled
 * every 20 ms during the import against its RSS before; then the same file again.
 */
const ROWS = 50_000;
const IMPORTER_EMAIL = "bench-importer@example.edu";
const IMPORTER_PASSWORD = "bench-importer-password";
const round = (value: number) => Math.round(value * 100) / 100;

/** The resident set size of a process, in MB (Linux). */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

/** Uploads with the sign-in's cookies and CSRF token (a token fetched again would come with a new secret cookie). */
async function upload(path: string, name: string, headers: Record<string, string>) {
  const form = new FormData();
  // A file-backed Blob: the client streams the file, it never holds it whole.
  form.append("file", await openAsBlob(path, { type: "text/csv" }), name);
  const started = performance.now();
  const response = await fetch(`http://127.0.0.1:${BENCH_PORT}/backend/secure/staff/study-intake-csv`, {
    method: "POST",
    headers,
    body: form,
  });
  const result = (await response.json()) as Record<string, unknown>;
  const seconds = (performance.now() - started) / 1000;
  if (response.status !== 200)
    throw new Error(`the import answered ${response.status} ${JSON.stringify(result)}`);
  return { seconds, result };
}

const database = await createBenchDatabase("recruit_bench_import");
let app: ChildProcess | undefined;
try {
  const folder = join(process.cwd(), ".tmp");
  mkdirSync(folder, { recursive: true });
  const file = join(folder, "bench-irb-50k.csv");
  const warmUp = join(folder, "bench-irb-100.csv");
  await writeIrbRecordsCsv(file, ROWS);
  await writeIrbRecordsCsv(warmUp, 100);
  await createStudyImporter(database.url, IMPORTER_EMAIL, IMPORTER_PASSWORD);
  app = await startBenchApp(database.url);
  const pid = app.pid as number;
  const headers = await benchSignIn(IMPORTER_EMAIL, IMPORTER_PASSWORD);
  await upload(warmUp, "warm-up.csv", headers);

  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 20);
  const first = await upload(file, "irb-50k.csv", headers);
  clearInterval(sampler);
  peak = Math.max(peak, rssMb(pid));
  console.log(
    `import of ${ROWS} rows: ${round(first.seconds)} s, ${JSON.stringify({ ...first.result, errors: undefined })}; RSS ${round(before)} MB before, ${round(peak)} MB at most`,
  );
  const again = await upload(file, "irb-50k.csv", headers);
  console.log(
    `the same file again: ${round(again.seconds)} s, ${JSON.stringify({ ...again.result, errors: undefined })}`,
  );
  if (first.result.studiesAddedCount !== ROWS - 100 || again.result.studiesAddedCount !== 0) {
    throw new Error("the import did not add what it should");
  }
  console.log(
    JSON.stringify({
      import50kSeconds: round(first.seconds),
      reimport50kSeconds: round(again.seconds),
      importRssGrowthMb: round(peak - before),
      cpu: machineCpu(),
      targets: { import50kSeconds: 10, reimport50kSeconds: 5, importRssGrowthMb: 100 },
    }),
  );
} finally {
  await stopBenchApp(app);
  await database.drop();
}
