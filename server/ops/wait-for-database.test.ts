import { spawn } from "node:child_process";
import { once } from "node:events";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type LinkedTestDatabase, openLinkedTestDatabase } from "../test/linked-test-database";
import { freePort } from "../test/server-process";
import { waitForDatabase } from "./wait-for-database";

describe.runIf(inject("testDatabase").kind === "postgres")("waiting at start for the database", () => {
  let database: LinkedTestDatabase;
  beforeAll(async () => {
    database = await openLinkedTestDatabase({ poolSize: 1, connectTimeoutMs: 500 });
  });
  afterAll(() => database?.close());

  it("waits while the database refuses, and goes on once it answers", async () => {
    database.link.cut();
    const told: string[] = [];
    const restored = setTimeout(() => database.link.restore(), 400);
    await waitForDatabase(database.linked.db, { seconds: 10, retryMs: 100, tell: (line) => told.push(line) });
    clearTimeout(restored);
    expect(told.length).toBeGreaterThan(0);
    expect(told[0]).toMatch(/^the database does not answer yet \(.+\); trying again \(attempt 1\)$/);
  });

  it("gives up when the time is up, with the database's own error", async () => {
    database.link.cut();
    const waited = waitForDatabase(database.linked.db, { seconds: 0.3, retryMs: 100, tell: () => undefined });
    await expect(waited).rejects.toThrow();
    database.link.restore();
  });
});

describe("npm start without its database", () => {
  it("says in one line why it could not start, and exits 1", async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ["--import", "tsx", "server/start.ts"], {
      env: {
        ...process.env,
        DATABASE_URL: `postgres://recruit@127.0.0.1:${port}/recruit`,
        DATABASE_WAIT_SECONDS: "1",
        PORT: String(await freePort()),
        HOST: "127.0.0.1",
      },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr?.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const [code] = await once(child, "exit");
    expect(code).toBe(1);
    expect(stderr).toContain("the database does not answer yet (connect ECONNREFUSED");
    expect(stderr).toContain(`Recruit could not start: connect ECONNREFUSED 127.0.0.1:${port}`);
    expect(stderr).not.toMatch(/\n\s+at /);
  }, 30_000);
});
