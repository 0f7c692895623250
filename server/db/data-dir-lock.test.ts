import { spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { freePort } from "../test/server-process";
import { connect } from "./connect";
import { LOCK_FILE, lockDataDir } from "./data-dir-lock";

const folders: string[] = [];
const folder = () => {
  const made = mkdtempSync(join(tmpdir(), "recruit-lock-"));
  folders.push(made);
  return made;
};
afterEach(() => {
  for (const made of folders.splice(0)) rmSync(made, { recursive: true, force: true });
});

describe("one process per embedded database", () => {
  it("refuses a folder a live process holds, and gives it up on release", () => {
    const dataDir = folder();
    const release = lockDataDir(dataDir);
    expect(() => lockDataDir(dataDir)).toThrow(`is in use by process ${process.pid}`);
    release();
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
    lockDataDir(dataDir)();
  });

  it("takes over a folder left by a process that is gone", () => {
    const dataDir = folder();
    const gone = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"]);
    writeFileSync(join(dataDir, LOCK_FILE), gone.stdout.toString());
    const release = lockDataDir(dataDir);
    release();
  });

  it("opens the embedded database once at a time", async () => {
    const dataDir = folder();
    const first = await connect({ dataDir });
    await expect(connect({ dataDir })).rejects.toThrow(/is in use by process/);
    await first.close();
    const second = await connect({ dataDir });
    await second.close();
  }, 60_000);

  it("keeps npm start off a folder another instance uses, in one line", async () => {
    const dataDir = folder();
    const release = lockDataDir(dataDir);
    const child = spawn(process.execPath, ["--import", "tsx", "server/start.ts"], {
      env: { ...process.env, DATABASE_URL: "", DATA_DIR: dataDir, PORT: String(await freePort()) },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr?.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const [code] = await once(child, "exit");
    release();
    expect(code).toBe(1);
    expect(stderr).toContain(
      `Recruit could not start: the embedded database in ${dataDir} is in use by process ${process.pid}`,
    );
  }, 30_000);
});
