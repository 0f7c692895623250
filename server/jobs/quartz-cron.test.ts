import { describe, expect, it } from "vitest";
import { nextQuartzRuns } from "./quartz-cron";

/** The next runs as local "YYYY-MM-DD HH:mm:ss", as Quartz's own documentation states them. */
function runs(expression: string, from: string, count = 3): string[] {
  return nextQuartzRuns(expression, new Date(from), count).map((run) => {
    const pad = (n: number) => String(n).padStart(2, "0");
    return `${run.getFullYear()}-${pad(run.getMonth() + 1)}-${pad(run.getDate())} ${pad(run.getHours())}:${pad(run.getMinutes())}:${pad(run.getSeconds())}`;
  });
}

describe("Quartz cron", () => {
  it("fires a nightly job at 02:00:00 each day", () => {
    expect(runs("0 0 2 * * ? *", "2026-11-22T10:00:00", 2)).toEqual([
      "2026-11-23 02:00:00",
      "2026-11-24 02:00:00",
    ]);
  });

  it("reads steps in the seconds and minutes fields", () => {
    expect(runs("0 0/15 * * * ?", "2026-11-22T10:07:00")).toEqual([
      "2026-11-22 10:15:00",
      "2026-11-22 10:30:00",
      "2026-11-22 10:45:00",
    ]);
    expect(runs("*/20 * * * * ?", "2026-11-22T10:00:05", 2)).toEqual([
      "2026-11-22 10:00:20",
      "2026-11-22 10:00:40",
    ]);
  });

  it("reads Quartz weekday numbers (1 = Sunday), weekday ranges and names", () => {
    expect(runs("0 0 12 ? * 1", "2026-11-22T13:00:00", 1)).toEqual(["2026-11-29 12:00:00"]);
    // From Saturday 21 November 2026: Monday to Friday.
    expect(runs("0 0 12 ? * 2-6", "2026-11-21T00:00:00", 3)).toEqual([
      "2026-11-23 12:00:00",
      "2026-11-24 12:00:00",
      "2026-11-25 12:00:00",
    ]);
    expect(runs("0 0 12 ? * MON-FRI", "2026-11-21T00:00:00", 1)).toEqual(["2026-11-23 12:00:00"]);
    expect(runs("0 0 12 ? * SAT,7", "2026-11-21T13:00:00", 1)).toEqual(["2026-11-28 12:00:00"]);
    expect(runs("0 0 12 1 JAN-MAR ?", "2026-11-21T00:00:00", 2)).toEqual([
      "2027-01-01 12:00:00",
      "2027-02-01 12:00:00",
    ]);
  });

  it("reads # (the nth weekday) and L in the weekday field (the last such weekday)", () => {
    // Fridays of November 2026: 6, 13, 20, 27; of December: 4, 11, 18, 25.
    expect(runs("0 15 10 ? * 6#3", "2026-11-01T00:00:00", 2)).toEqual([
      "2026-11-20 10:15:00",
      "2026-12-18 10:15:00",
    ]);
    expect(runs("0 15 10 ? * 6L", "2026-11-01T00:00:00", 2)).toEqual([
      "2026-11-27 10:15:00",
      "2026-12-25 10:15:00",
    ]);
  });

  it("reads L, L-n, nW and LW in the day-of-month field", () => {
    expect(runs("0 0 12 L * ?", "2026-11-01T00:00:00", 2)).toEqual([
      "2026-11-30 12:00:00",
      "2026-12-31 12:00:00",
    ]);
    expect(runs("0 0 12 L-2 * ?", "2026-11-01T00:00:00", 2)).toEqual([
      "2026-11-28 12:00:00",
      "2026-12-29 12:00:00",
    ]);
    // 15 November 2026 is a Sunday: the nearest weekday is Monday 16; 15 December is a Tuesday.
    expect(runs("0 0 12 15W * ?", "2026-11-01T00:00:00", 2)).toEqual([
      "2026-11-16 12:00:00",
      "2026-12-15 12:00:00",
    ]);
    // 1 August 2026 is a Saturday: W does not go back into July, so Monday 3.
    expect(runs("0 0 12 1W * ?", "2026-07-15T00:00:00", 1)).toEqual(["2026-08-03 12:00:00"]);
    // 31 January 2027 is a Sunday: the last weekday is Friday 29.
    expect(runs("0 0 12 LW * ?", "2026-12-01T00:00:00", 2)).toEqual([
      "2026-12-31 12:00:00",
      "2027-01-29 12:00:00",
    ]);
  });

  it("reads the year field: a single year, a range and a step", () => {
    expect(runs("0 0 0 1 1 ? 2030", "2026-11-22T00:00:00", 2)).toEqual(["2030-01-01 00:00:00"]);
    expect(runs("0 0 0 1 1 ? 2027-2028", "2026-11-22T00:00:00", 3)).toEqual([
      "2027-01-01 00:00:00",
      "2028-01-01 00:00:00",
    ]);
    expect(runs("0 0 0 1 1 ? 2027/2", "2026-11-22T00:00:00", 2)).toEqual([
      "2027-01-01 00:00:00",
      "2029-01-01 00:00:00",
    ]);
  });

  it("refuses a malformed expression", () => {
    expect(() => nextQuartzRuns("0 0 2 * *", new Date(), 1)).toThrow();
    expect(() => nextQuartzRuns("0 0 25 * * ?", new Date(), 1)).toThrow();
    expect(() => nextQuartzRuns("0 0 2 * * MONDAY", new Date(), 1)).toThrow();
  });
});
