import { spawn } from "node:child_process";
import { once } from "node:events";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { connect, type Database } from "../db/connect";
import { type DatabaseLink, openDatabaseLink } from "../test/database-link";
import { freePort } from "../test/server-process";
import { createTestDatabase, type TestDatabase } from "../test/test-database";
import { waitForDatabase } from "./wait-for-database";

describe.runIf(inject("testDatabase").kind === "postgres")("waiting at start for the database", () => {
  let direct: TestDatabase;
  let link: DatabaseLink;
  let linked: Database;
  beforeAll(async () => {
    direct = await createTestDatabase();
    link = await openDatabaseLink(direct.url as string);
    linked = await connect({ databaseUrl: link.url, poolSize: 1, connectTimeoutMs: 500 });
  });
  afterAll(async () => {
    await linked?.close();
    await link?.close();
    await direct?.close();
  });

  it("waits while the database refuses, and goes on once it answers", async () => {
    link.cut();
    const told: string[] = [];
    const restored = setTimeout(() => link.restore(), 400);
    await waitForDatabase(linked.db, { seconds: 10, retryMs: 100, tell: (line) => told.push(line) });
    clearTimeout(restored);
    expect(told.length).toBeGreaterThan(0);
    expect(told[0]).toMatch(/^the database does not answer yet \(.+\); trying again \(attempt 1\)$/);
  });

  it("gives up when the time is up, with the database's own error", async () => {
    link.cut();
    const waited = waitForDatabase(linked.db, { seconds: 0.3, retryMs: 100, tell: () => undefined });
    await expect(waited).rejects.toThrow();
    link.restore();
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
