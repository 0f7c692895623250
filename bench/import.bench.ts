import type { ChildProcess } from "node:child_process";
import { once } from "node:events";
import { createWriteStream, mkdirSync, openAsBlob, readFileSync } from "node:fs";
import { join } from "node:path";
import { hash } from "@node-rs/argon2";
import pg from "pg";
import { BENCH_PORT, benchCall, benchSignIn, startBenchApp, stopBenchApp } from "./bench-app";
import { createBenchDatabase } from "./bench-database";

/**
 * `npm run bench:import` (issue 14) on PostgreSQL: a 50,000-row CSV of IRB records uploaded over HTTP to
 * the app as production runs it (its own process), as the import page sends it; the server's RSS sampled
 * every 20 ms during the import against its RSS before; then the same file again.
 */
const ROWS = 50_000;
const IMPORTER_EMAIL = "bench-importer@example.edu";
const IMPORTER_PASSWORD = "bench-importer-password";
const DEPARTMENTS = ["Cardiology", "Neurology", "Oncology", "Pediatrics", "Psychiatry", "Endocrinology"];
const STATUSES = ["APPROVED", "APPROVED", "APPROVED", "EXEMPT", "PENDING", "EXPIRED", "CLOSED"];

const round = (value: number) => Math.round(value * 100) / 100;

/** Writes the file row by row, as an IRB system's export would look (quoted titles with commas). */
async function writeCsv(path: string, rows: number): Promise<void> {
  const out = createWriteStream(path);
  out.write(
    "study_number,title,pi_first_name,pi_middle_name,pi_last_name,pi_email,irb_status,department,approval_date,expiration_date,sponsor\r\n",
  );
  for (let index = 0; index < rows; index++) {
    const number = `IRB${String(index + 1).padStart(8, "0")}`;
    const pi = index % 2_000;
    const line = `${number},"A randomized study of treatment ${index % 97}, follow-up and quality of life in ""cohort ${index % 13}""",Pat${pi},,Investigator${pi},pi${pi}@example.edu,${STATUSES[index % STATUSES.length]},${DEPARTMENTS[index % DEPARTMENTS.length]},2026-0${1 + (index % 9)}-15,2027-0${1 + (index % 9)}-14,Sponsor ${index % 50}\r\n`;
    if (!out.write(line)) await once(out, "drain");
  }
  out.end();
  await once(out, "finish");
}

async function createImporter(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const passwordHash = await hash(IMPORTER_PASSWORD);
  const { rows } = await client.query<{ id: number }>(
    `insert into users (type, email, username, first_name, last_name, password_hash, agreed_to_user_agreement_at)
     values ('STAFF', $1, $1, 'Bench', 'Importer', $2, now()) returning id`,
    [IMPORTER_EMAIL, passwordHash],
  );
  await client.query("insert into user_roles (user_id, role) values ($1, 'STUDY_IMPORTER')", [rows[0]?.id]);
  await client.end();
}

/** The resident set size of a process, in MB (Linux). */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

async function upload(path: string, name: string, headers: Record<string, string>) {
  const csrf = JSON.parse((await benchCall("GET", "/backend/csrf", headers)).body) as {
    headerName: string;
    token: string;
  };
  const form = new FormData();
  // A file-backed Blob: the client streams the file, it never holds it whole.
  form.append("file", await openAsBlob(path, { type: "text/csv" }), name);
  const started = performance.now();
  const response = await fetch(`http://127.0.0.1:${BENCH_PORT}/backend/secure/staff/study-intake-csv`, {
    method: "POST",
    headers: { ...headers, [csrf.headerName]: csrf.token },
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
  await writeCsv(file, ROWS);
  await writeCsv(warmUp, 100);
  await createImporter(database.url);
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
      targets: { import50kSeconds: 10, reimport50kSeconds: 5, importRssGrowthMb: 100 },
    }),
  );
} finally {
  await stopBenchApp(app);
  await database.drop();
}
