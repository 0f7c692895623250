import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

/**
 * The server as `npm start` runs it (compiled, with node), stopped as an orchestrator stops it (issue 27):
 * SIGTERM turns readiness to 503 while the requests keep being answered for the drain, then it exits 0.
 */
const port = 3900 + Math.floor(Math.random() * 90);
const dataDir = mkdtempSync(join(tmpdir(), "recruit-stop-"));
let server: ChildProcess | undefined;
afterAll(() => {
  server?.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

const url = (path: string) => `http://127.0.0.1:${port}${path}`;
const status = async (path: string) => (await fetch(url(path))).status;

async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("timed out");
}

describe("a graceful stop", () => {
  it("says not ready at once, keeps answering through the drain, then exits cleanly", async () => {
    const compiled = spawnSync("npm", ["run", "--silent", "build:server"], { stdio: "inherit" });
    expect(compiled.status).toBe(0);
    server = spawn(process.execPath, ["--enable-source-maps", "build/server/start.js"], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        DEMO_DATA: "0",
        LOG_LEVEL: "warn",
        SHUTDOWN_DRAIN_SECONDS: "5",
      },
      stdio: "ignore",
    });
    const exited = new Promise<number | null>((resolve) => server?.once("exit", (code) => resolve(code)));
    await waitFor(async () => (await status("/health/ready")) === 200, 60_000);

    server.kill("SIGTERM");
    const stoppedAt = Date.now();
    // Well inside the drain: a machine busy with other tests may take a while to answer.
    await waitFor(async () => (await status("/health/ready")) === 503, 4_000);
    expect(await status("/health/live")).toBe(200);
    expect(await status("/backend/public/auth-details")).toBe(200);
    expect(await exited).toBe(0);
    expect(Date.now() - stoppedAt).toBeGreaterThanOrEqual(4_900);
    await expect(fetch(url("/health/live"))).rejects.toThrow();
  }, 90_000);
});
