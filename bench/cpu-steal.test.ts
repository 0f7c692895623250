import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseCpuTicks, startStealMeter } from "./cpu-steal";

const stat = (user: number, idle: number, steal: number) =>
  `cpu  ${user} 0 10 ${idle} 0 0 0 ${steal} 7 0\ncpu0 1 2 3 4 5 6 7 8 9 10\nintr 12345\n`;

describe("the CPU steal meter (issue 27)", () => {
  it("sums the first eight fields of the machine's line and reads steal from the eighth", () => {
    expect(parseCpuTicks(stat(100, 880, 10))).toEqual({ total: 1000, steal: 10 });
  });

  it("answers null where /proc/stat does not say", () => {
    expect(parseCpuTicks("")).toBeNull();
    expect(parseCpuTicks("cpu  1 2 3\n")).toBeNull();
  });

  it("gives the steal's share of the CPU time that passed while it measured", () => {
    const readings = [stat(100, 880, 10), stat(400, 1380, 210)];
    const stop = startStealMeter(() => readings.shift() ?? "");
    // 1,000 ticks passed (300 user, 500 idle, 200 steal).
    expect(stop()).toBe(20);
  });

  it("answers null when no time passed or nothing could be read", () => {
    expect(startStealMeter(() => stat(1, 1, 1))()).toBeNull();
    expect(startStealMeter(() => "")()).toBeNull();
  });

  it.runIf(process.platform === "linux")("parses this machine's own /proc/stat", () => {
    const ticks = parseCpuTicks(readFileSync("/proc/stat", "utf8"));
    expect(ticks?.total).toBeGreaterThan(0);
    expect(ticks?.steal).toBeGreaterThanOrEqual(0);
  });
});
