import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { postgresAvailable } from "./postgres-available";

/**
 * `npm test`: unit and server tests (on PostgreSQL when one is reachable, and then once more on PGlite
 * so that both paths stay true), then the browser tests. Ends with one "N passed, N failed" line.
 */
const root = process.cwd();
const reports = join(root, ".tmp", "test-reports");
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const bin = (name: string) => join(root, "node_modules", ".bin", name);

interface Totals {
  passed: number;
  failed: number;
  skipped: number;
}
const totals: Totals = { passed: 0, failed: 0, skipped: 0 };
let exitCode = 0;

function run(title: string, command: string, args: string[], env: Record<string, string> = {}): number {
  console.log(`\n=== ${title} ===`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  const code = result.status ?? 1;
  if (code !== 0) exitCode = code;
  return code;
}

/** The failed tests' names, printed again at the very end: a CI log that keeps only its tail still names them. */
const failedNames: string[] = [];

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: { name: string; message?: string; assertionResults: { fullName: string; status: string }[] }[];
}

function addVitest(title: string, file: string): void {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, "utf8")) as VitestReport;
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
  for (const result of report.testResults) {
    const where = result.name.startsWith(root) ? result.name.slice(root.length + 1) : result.name;
    const failed = result.assertionResults.filter((assertion) => assertion.status === "failed");
    for (const assertion of failed) failedNames.push(`${title}: ${where} › ${assertion.fullName}`);
    // A file that fails before its tests run (an import, a hook) has no failed assertion to name.
    if (failed.length === 0 && result.message)
      failedNames.push(`${title}: ${where}: ${result.message.split("\n")[0]}`);
  }
}

interface PlaywrightSpec {
  title: string;
  file: string;
  line: number;
  tests: { status: string }[];
}
interface PlaywrightSuite {
  title: string;
  specs?: PlaywrightSpec[];
  suites?: PlaywrightSuite[];
}
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites?: PlaywrightSuite[];
}

function namePlaywrightFailures(suites: PlaywrightSuite[], path: string[]): void {
  for (const suite of suites) {
    const titles = suite.title.endsWith(".ts") ? path : [...path, suite.title];
    for (const spec of suite.specs ?? []) {
      if (spec.tests.some((test) => test.status === "unexpected")) {
        failedNames.push(`Browser: ${spec.file}:${spec.line} › ${[...titles, spec.title].join(" › ")}`);
      }
    }
    namePlaywrightFailures(suite.suites ?? [], titles);
  }
}

function addPlaywright(file: string): void {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, "utf8")) as PlaywrightReport;
  const { stats } = report;
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
  namePlaywrightFailures(report.suites ?? [], []);
}

const onPostgres = await postgresAvailable();
const vitestFile = join(reports, "vitest.json");
run(`Unit and server tests (${onPostgres ? "PostgreSQL server" : "PGlite"})`, bin("vitest"), [
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${vitestFile}`,
]);
addVitest(onPostgres ? "PostgreSQL" : "PGlite", vitestFile);

/**
 * Server test files whose outcome does not depend on the database the tests are given, left out of the
 * second run: the same test twice would only cost its time (~60 s of a worker's on the 2-core machines).
 */
const SAME_ON_EITHER_DATABASE = [
  // Starts the compiled server on an embedded database of its own, whatever TEST_DB says.
  "server/ops/graceful-stop.test.ts",
  // Lints the API reference, which the contracts shape, not the database.
  "server/http/openapi/api-reference-lint.test.ts",
];

if (onPostgres) {
  const pgliteFile = join(reports, "vitest-pglite.json");
  run(
    "Server tests on PGlite",
    bin("vitest"),
    [
      "run",
      "--project",
      "server",
      ...SAME_ON_EITHER_DATABASE.flatMap((file) => ["--exclude", file]),
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${pgliteFile}`,
    ],
    { TEST_DB: "pglite" },
  );
  addVitest("PGlite", pgliteFile);
}

const playwrightFile = join(reports, "playwright.json");
run("Browser tests (Chromium)", bin("playwright"), ["test", "--reporter=list,json"], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightFile,
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1",
});
addPlaywright(playwrightFile);

if (exitCode !== 0 && totals.failed === 0) totals.failed = 1;
if (failedNames.length > 0) console.log(`\nFailed:\n${failedNames.map((name) => `  ${name}`).join("\n")}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(exitCode);
