import { describe, expect, it } from "vitest";
import { nextQuartzRuns } from "./quartz-cron";

describe("Quartz cron", () => {
  it("fires a nightly job at 02:00:00 each day", () => {
    const runs = nextQuartzRuns("0 0 2 * * ? *", new Date("2026-11-22T10:00:00"), 2);
    expect(runs.map((run) => [run.getDate(), run.getHours(), run.getMinutes()])).toEqual([
      [23, 2, 0],
      [24, 2, 0],
    ]);
  });

  it("reads Quartz day-of-week numbers (1 = Sunday) and the year field", () => {
    const [sunday] = nextQuartzRuns("0 0 12 ? * 1 *", new Date("2026-11-22T13:00:00"), 1);
    expect(sunday?.getDay()).toBe(0);
    expect(nextQuartzRuns("0 0 0 1 1 ? 2030", new Date("2026-11-22T00:00:00"), 1)[0]?.getFullYear()).toBe(
      2030,
    );
  });

  it("refuses a malformed expression", () => {
    expect(() => nextQuartzRuns("0 0 2 * *", new Date(), 1)).toThrow();
  });
});
