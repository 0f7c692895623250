import { spawn } from "node:child_process";
import { once } from "node:events";
import { describe, expect, it } from "vitest";
import {
  benchmarkProcesses,
  otherProcessesCpu,
  type ProcessTable,
  parseProcessStat,
  readProcessTable,
  startOtherProcessesMeter,
} from "./other-processes-cpu";

/** A /proc/<pid>/stat line with the fields the meter reads: ppid 4th, utime 14th, stime 15th, starttime 22nd. */
const statLine = (pid: number, name: string, ppid: number, utime: number, stime: number, started = 500) =>
  `${pid} (${name}) S ${ppid} ${pid} ${pid} 0 -1 4194560 100 0 0 0 ${utime} ${stime} 0 0 20 0 1 0 ${started} 0 0`;

const machine = (busy: number, idle: number) => `cpu  ${busy} 0 0 ${idle} 0 0 0 0 0 0\n`;

const table = (...lines: string[]): ProcessTable =>
  new Map(
    lines.map((line) => {
      const process = parseProcessStat(line);
      if (!process) throw new Error(`unreadable: ${line}`);
      return [process.pid, process];
    }),
  );

const DRIVER = 100;

describe("the other processes' CPU meter (issue 27)", () => {
  it("reads a process's parent, name and CPU ticks, even with spaces and parentheses in its name", () => {
    expect(parseProcessStat(statLine(77, "kdamond.0", 2, 30, 1600, 321))).toEqual({
      pid: 77,
      ppid: 2,
      name: "kdamond.0",
      ticks: 1630,
      started: 321,
    });
    expect(parseProcessStat(statLine(9, "a (b) c", 1, 1, 2))).toMatchObject({
      name: "a (b) c",
      ppid: 1,
      ticks: 3,
    });
    expect(parseProcessStat("")).toBeNull();
    expect(parseProcessStat("12 (cut")).toBeNull();
  });

  it("counts as the benchmark's the driver, everything it started below it, and PostgreSQL", () => {
    const processes = table(
      statLine(1, "init", 0, 0, 0),
      statLine(50, "npm run bench", 1, 0, 0),
      statLine(DRIVER, "node", 50, 0, 0),
      statLine(101, "node", DRIVER, 0, 0),
      statLine(102, "node", 101, 0, 0),
      statLine(200, "postgres", 1, 0, 0),
      statLine(201, "postgres", 200, 0, 0),
      statLine(77, "kdamond.0", 2, 0, 0),
      statLine(300, "redis-server", 1, 0, 0),
    );
    expect([...benchmarkProcesses(processes, DRIVER)].sort()).toEqual([DRIVER, 101, 102, 200, 201].sort());
  });

  it("gives the others' share of the machine's time, and the busiest name with its processes summed", () => {
    const before = {
      stat: machine(1_000, 1_000),
      table: table(
        statLine(DRIVER, "node", 1, 100, 10),
        statLine(101, "node", DRIVER, 500, 50),
        statLine(200, "postgres", 1, 300, 30),
        statLine(77, "kdamond.0", 2, 0, 100),
        statLine(40, "kworker/0:1-events", 2, 0, 5),
        statLine(41, "kworker/0:1", 2, 0, 5),
        statLine(300, "redis-server", 1, 20, 20),
        statLine(401, "sh", 1, 50, 50, 100),
      ),
    };
    const after = {
      // 2,000 ticks passed on the machine.
      stat: machine(2_000, 2_000),
      table: table(
        statLine(DRIVER, "node", 1, 300, 10),
        statLine(101, "node", DRIVER, 900, 50),
        statLine(200, "postgres", 1, 500, 30),
        statLine(77, "kdamond.0", 2, 0, 160),
        statLine(40, "kworker/0:1", 2, 0, 40),
        statLine(41, "kworker/0:1", 2, 0, 36),
        statLine(300, "redis-server", 1, 30, 20),
        // Started during the window: all of its time is the window's, a reused pid's too.
        statLine(400, "cron", 1, 3, 2, 900),
        statLine(401, "cron", 1, 3, 2, 950),
      ),
    };
    // Others: kdamond 60, the kernel workers 35 (renamed by its work) + 31, redis 10, cron 10 = 146 of 2,000
    // ticks.
    expect(otherProcessesCpu(before, after, DRIVER)).toEqual({
      percent: 7.3,
      busiest: { name: "kworker/0:1", percent: 3.3 },
    });
  });

  it("answers no busiest process when none used any time, and null when nothing could be read", () => {
    const quiet = table(statLine(DRIVER, "node", 1, 5, 5), statLine(77, "kdamond.0", 2, 0, 9));
    expect(
      otherProcessesCpu(
        { stat: machine(10, 10), table: quiet },
        { stat: machine(20, 20), table: quiet },
        DRIVER,
      ),
    ).toEqual({ percent: 0, busiest: null });
    expect(
      otherProcessesCpu({ stat: "", table: quiet }, { stat: machine(20, 20), table: quiet }, DRIVER),
    ).toBeNull();
    expect(
      otherProcessesCpu(
        { stat: machine(10, 10), table: quiet },
        { stat: machine(20, 20), table: new Map() },
        DRIVER,
      ),
    ).toBeNull();
  });

  it.runIf(process.platform === "linux")(
    "reads this machine's processes and knows its own children",
    async () => {
      const stop = startOtherProcessesMeter();
      const child = spawn(process.execPath, ["-e", "setTimeout(() => undefined, 5000)"], { stdio: "ignore" });
      try {
        await once(child, "spawn");
        const processes = await readProcessTable();
        expect(processes.get(process.pid)?.ticks).toBeGreaterThan(0);
        const ours = benchmarkProcesses(processes, process.pid);
        expect(ours.has(process.pid)).toBe(true);
        expect(ours.has(child.pid as number)).toBe(true);
        expect(ours.has(1)).toBe(false);
        // Long enough for the machine's clock ticks to advance: a window with none measures nothing.
        await new Promise((resolve) => setTimeout(resolve, 300));
        const measured = await stop();
        expect(measured?.percent).toBeGreaterThanOrEqual(0);
        expect(measured?.percent).toBeLessThanOrEqual(100);
      } finally {
        child.kill();
      }
    },
  );
});
