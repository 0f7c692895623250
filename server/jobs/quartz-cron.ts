import { Cron } from "croner";

/**
 * Quartz cron (`second minute hour day month day-of-week [year]`, DESIGN.md §2) on croner, which reads
 * the first six fields: '?' becomes '*', Quartz's day numbers 1-7 (SUN-SAT) become croner's 0-6, and
 * the year field filters croner's answers.
 */
function toCroner(expression: string): { pattern: string; years: (year: number) => boolean } {
  const fields = expression.trim().split(/\s+/);
  if (fields.length < 6 || fields.length > 7) throw new Error("A cron expression has 6 or 7 fields");
  const [second, minute, hour, day, month, weekday, year = "*"] = fields.map((field) =>
    field.replace(/\?/g, "*"),
  ) as [string, string, string, string, string, string, string?];
  const croneWeekday = weekday.replace(/\d+/g, (digits) => String((Number(digits) + 6) % 7));
  return { pattern: [second, minute, hour, day, month, croneWeekday].join(" "), years: yearFilter(year) };
}

function yearFilter(field: string): (year: number) => boolean {
  if (field === "*") return () => true;
  const parts = field.split(",").map((part) => {
    const [range, step] = part.split("/");
    const [low, high] = (range ?? "").split("-").map(Number);
    const from = Number.isFinite(low) ? (low as number) : 1970;
    const to = high !== undefined && Number.isFinite(high) ? high : step ? 2199 : from;
    const every = step ? Number(step) : 1;
    return (year: number) => year >= from && year <= to && (year - from) % every === 0;
  });
  return (year) => parts.some((test) => test(year));
}

/** The next `count` times the expression fires after `from`. */
export function nextQuartzRuns(expression: string, from: Date, count: number): Date[] {
  const { pattern, years } = toCroner(expression);
  const cron = new Cron(pattern, { paused: true, legacyMode: false });
  const runs: Date[] = [];
  let cursor: Date | null = from;
  for (let guard = 0; runs.length < count && cursor && guard < 10_000; guard++) {
    cursor = cron.nextRun(cursor);
    if (cursor && years(cursor.getFullYear())) runs.push(cursor);
  }
  return runs;
}
