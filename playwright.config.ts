import { existsSync } from "node:fs";
import { defineConfig } from "@playwright/test";
import { QUIET_CHROMIUM_FLAGS } from "./e2e/chromium-flags";
import { E2E_BASE_PATH, E2E_WORKER_PORT, E2E_WORKERS, e2ePortOf } from "./e2e/servers";

const servers = Array.from({ length: E2E_WORKERS }, (_, index) => e2ePortOf(index));

/**
 * Debian's headless shell (package chromium-headless-shell), the browser Playwright itself runs headless: the
 * same Blink without the full browser around it, a fifth to a third less time for the same tests than
 * Chromium in its new headless mode (decision 020, item 44). The full browser where the shell is missing.
 */
const HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";
const browserPath =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");

/** Browser tests drive Debian's Chromium against the app as `npm start` serves it, under a base path. */
export default defineConfig({
  testDir: "e2e",
  // Two workers share the two cores with their servers and PostgreSQL: a test's steps take longer than alone,
  // and on a slow machine a whole flow took over a minute (each step still fails within the expect timeout).
  timeout: 90_000,
  // A page's first visit in a browser loads and compiles its ~50 scripts: once, with the other worker's
  // browser and both servers busy, the interested list took 9 s to show its heading (its scripts 1–1.7 s each
  // to arrive, then 5 s before its first request), and failed a 10 s wait. Passing steps do not wait longer.
  expect: { timeout: 20_000 },
  // A file's tests run in order on one worker; files are spread over the workers, each with its own server.
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://localhost:${E2E_WORKER_PORT}${E2E_BASE_PATH}/`,
    launchOptions: {
      executablePath: browserPath,
      args: QUIET_CHROMIUM_FLAGS,
    },
    // The trace keeps its DOM snapshots but no film strip: recording the screen cost a third of the tests' time
    // (decision 020, item 24). A failure still leaves its screenshot.
    trace: { mode: "retain-on-failure", screenshots: false },
    screenshot: "only-on-failure",
  },
  // Started one after the other: the first builds the web app if its sources changed, the others find it built.
  webServer: servers.map((port) => ({
    command: "npx tsx e2e/serve.ts",
    url: `http://localhost:${port}${E2E_BASE_PATH}/backend/csrf`,
    timeout: 240_000,
    reuseExistingServer: false,
    // Playwright kills a web server at once unless told otherwise: SIGTERM lets e2e/serve.ts stop the app and
    // drop its database (the next run's start dropped it otherwise, and the last run's stayed behind).
    gracefulShutdown: { signal: "SIGTERM" as const, timeout: 15_000 },
    stdout: "pipe" as const,
    stderr: "pipe" as const,
    env: { E2E_PORT: String(port), E2E_BASE_PATH },
  })),
});
