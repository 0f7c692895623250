import { describe, expect, it } from "vitest";
import { nextQuartzRuns, parseQuartzCron } from "./quartz-cron";

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

  it("fires on the weekday nearest the day before the month's last day (L-1W)", () => {
    // L-1 of November 2026 is Sunday 29: the nearest weekday is Monday 30; of December, Wednesday 30.
    // In January 2027 L-1 is Saturday 30: Friday 29.
    expect(runs("0 15 10 L-1W * ? *", "2026-11-01T00:00:00", 3)).toEqual([
      "2026-11-30 10:15:00",
      "2026-12-30 10:15:00",
      "2027-01-29 10:15:00",
    ]);
  });
});

/** Quartz's `isSatisfiedBy`: the expression fires at exactly this local second. */
function satisfiedBy(
  expression: string,
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
) {
  const at = new Date(year, month - 1, day, hour, minute, 0);
  const [next] = nextQuartzRuns(expression, new Date(at.getTime() - 1000), 1);
  return next?.getTime() === at.getTime();
}

/** The reason Quartz gives for refusing the expression, or null when it is read. */
function refusal(expression: string): string | null {
  try {
    parseQuartzCron(expression);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

/** The cases of Quartz's own CronExpressionTest (quartz-scheduler/quartz, 2.3 line), each as Quartz rules. */
describe("Quartz's CronExpressionTest, ported", () => {
  it("testIsSatisfiedBy", () => {
    const expression = "0 15 10 * * ? 2005";
    expect(satisfiedBy(expression, 2005, 6, 1, 10, 15)).toBe(true);
    expect(satisfiedBy(expression, 2006, 6, 1, 10, 15)).toBe(false);
    expect(satisfiedBy(expression, 2005, 6, 1, 10, 16)).toBe(false);
    expect(satisfiedBy(expression, 2005, 6, 1, 10, 14)).toBe(false);
  });

  it("testLastDayOffset", () => {
    expect(satisfiedBy("0 15 10 L-2 * ? 2010", 2010, 10, 29, 10, 15)).toBe(true);
    expect(satisfiedBy("0 15 10 L-2 * ? 2010", 2010, 10, 28, 10, 15)).toBe(false);
    expect(satisfiedBy("0 15 10 L-5W * ? 2010", 2010, 10, 26, 10, 15)).toBe(true);
    expect(satisfiedBy("0 15 10 L-1 * ? 2010", 2010, 10, 30, 10, 15)).toBe(true);
    // The nearest weekday to the day before the last (the 29th is a Friday in October 2010).
    expect(satisfiedBy("0 15 10 L-1W * ? 2010", 2010, 10, 29, 10, 15)).toBe(true);
  });

  it("testQuartz571: a month by name, with a trailing space, is read and fires", () => {
    expect(refusal("19 15 10 4 Apr ? ")).toBeNull();
    expect(nextQuartzRuns("19 15 10 4 Apr ? ", new Date(), 1)).toHaveLength(1);
  });

  it("testQtz259 and testQtz259LW: L-2 and LW never fire twice at the same time", () => {
    for (const expression of ["0 0 0 L-2 * ? *", "0 0 0 LW * ? *"]) {
      const times = nextQuartzRuns(expression, new Date(), 26).map((run) => run.getTime());
      expect(times).toHaveLength(26);
      expect(new Set(times).size).toBe(26);
      expect([...times].sort((a, b) => a - b)).toEqual(times);
    }
  });

  it("testQuartz574: a month that does not exist", () => {
    expect(refusal("* * * * Foo ? ")).toMatch(/^Invalid Month value:/);
    expect(refusal("* * * * Jan-Foo ? ")).toMatch(/^Invalid Month value:/);
  });

  it("testQuartz621: both day fields given, without '?'", () => {
    const both =
      /^Support for specifying both a day-of-week AND a day-of-month parameter is not implemented\./;
    for (const expression of ["0 0 * * * *", "0 0 * 4 * *", "0 0 * * * 4"]) {
      expect(refusal(expression)).toMatch(both);
      expect(refusal(`${expression} *`)).toMatch(both);
    }
  });

  it("testQuartz640: L in a list of days", () => {
    expect(refusal("0 43 9 1,5,29,L * ?")).toMatch(
      /^Support for specifying 'L' and 'LW' with other days of the month is not implemented/,
    );
    expect(refusal("0 43 9 1,5,29,L * ? *")).not.toBeNull();
    expect(refusal("0 43 9 ? * SAT,SUN,L")).toMatch(
      /^Support for specifying 'L' with other days of the week is not implemented/,
    );
    expect(refusal("0 43 9 ? * 6,7,L")).toMatch(
      /^Support for specifying 'L' with other days of the week is not implemented/,
    );
    expect(refusal("0 43 9 ? * 5L")).toBeNull();
  });

  it("testQtz96: W after a day past 31", () => {
    expect(refusal("0/5 * * 32W 1 ?")).toMatch(/^The 'W' option does not make sense with values larger than/);
  });

  it("testSecRangeIntervalAfterSlash, testMinRangeIntervalAfterSlash", () => {
    for (const [expression, reason] of [
      ["/120 0 8-18 ? * 2-6", "Increment > 60 : 120"],
      ["0/120 0 8-18 ? * 2-6", "Increment > 60 : 120"],
      ["/ 0 8-18 ? * 2-6", "'/' must be followed by an integer."],
      ["0/ 0 8-18 ? * 2-6", "'/' must be followed by an integer."],
      ["0 /120 8-18 ? * 2-6", "Increment > 60 : 120"],
      ["0 0/120 8-18 ? * 2-6", "Increment > 60 : 120"],
      ["0 / 8-18 ? * 2-6", "'/' must be followed by an integer."],
      ["0 0/ 8-18 ? * 2-6", "'/' must be followed by an integer."],
    ]) {
      expect(refusal(expression as string), expression).toBe(reason);
    }
  });

  it("testHourRangeIntervalAfterSlash", () => {
    expect(refusal("0 0 /120 ? * 2-6")).toBe("Increment > 24 : 120");
    expect(refusal("0 0 0/120 ? * 2-6")).toBe("Increment > 24 : 120");
    expect(refusal("0 0 / ? * 2-6")).toBe("'/' must be followed by an integer.");
    expect(refusal("0 0 0/ ? * 2-6")).toBe("'/' must be followed by an integer.");
  });

  it("testDayOfMonthRangeIntervalAfterSlash", () => {
    // Quartz refuses these (both day fields are given, and the increments are out of bounds).
    for (const expression of ["0 0 0 /120 * 2-6", "0 0 0 0/120 * 2-6", "0 0 0 / * 2-6", "0 0 0 0/ * 2-6"]) {
      expect(refusal(expression), expression).not.toBeNull();
    }
    expect(refusal("0 0 0 /120 * ?")).toBe("Increment > 31 : 120");
    expect(refusal("0 0 0 / * ?")).toBe("'/' must be followed by an integer.");
  });

  it("testMonthRangeIntervalAfterSlash", () => {
    expect(refusal("0 0 0 ? /120 2-6")).toBe("Increment > 12 : 120");
    expect(refusal("0 0 0 ? 0/120 2-6")).not.toBeNull();
    expect(refusal("0 0 0 ? / 2-6")).toBe("'/' must be followed by an integer.");
    expect(refusal("0 0 0 ? 0/ 2-6")).not.toBeNull();
  });

  it("testDayOfWeekRangeIntervalAfterSlash", () => {
    expect(refusal("0 0 0 ? * /120")).toBe("Increment > 7 : 120");
    expect(refusal("0 0 0 ? * 0/120")).not.toBeNull();
    expect(refusal("0 0 0 ? * /")).toBe("'/' must be followed by an integer.");
    expect(refusal("0 0 0 ? * 0/")).not.toBeNull();
  });

  it("testTooManyTokens (main line): a field too many", () => {
    expect(refusal("0 15 10 * * ? 2005 *")).not.toBeNull();
  });
});
