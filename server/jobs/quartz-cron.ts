import { Cron } from "croner";

type DateFilter = (date: Date) => boolean;

const lastDayOfMonth = (date: Date) => new Date(date.getFullYear(), date.getMonth() + 1, 0).getDate();

/** The weekday nearest to `day` in the date's month, never crossing into another month (Quartz `W`). */
function nearestWeekday(date: Date, day: number): number {
  const last = lastDayOfMonth(date);
  const target = Math.min(day, last);
  const weekday = new Date(date.getFullYear(), date.getMonth(), target).getDay();
  if (weekday === 6) return target === 1 ? 3 : target - 1;
  if (weekday === 0) return target === last ? target - 2 : target + 1;
  return target;
}

/**
 * Day-of-month forms croner does not read (`L-3`, `15W`, `LW`) become a filter on croner's daily answers;
 * anything else (numbers, ranges, steps, `L`) croner reads itself.
 */
function dayOfMonth(field: string): { pattern: string; filter: DateFilter } {
  const offset = /^L-(\d{1,2})$/.exec(field);
  if (offset) return { pattern: "*", filter: (d) => d.getDate() === lastDayOfMonth(d) - Number(offset[1]) };
  if (field === "LW") return { pattern: "*", filter: (d) => d.getDate() === nearestWeekday(d, 31) };
  const weekday = /^(\d{1,2})W$/.exec(field);
  if (weekday) return { pattern: "*", filter: (d) => d.getDate() === nearestWeekday(d, Number(weekday[1])) };
  return { pattern: field, filter: () => true };
}

/** Quartz numbers weekdays 1-7 from Sunday, croner 0-6; `6L` (last Friday) is croner's `5#L`. */
function dayOfWeek(field: string): string {
  const croner = (value: string) => (/^\d+$/.test(value) ? String(Number(value) - 1) : value);
  return field
    .split(",")
    .map((part) => {
      const last = /^(\w+)L$/i.exec(part);
      if (last) return `${croner(last[1] as string)}#L`;
      const [range, suffix] = part.split(/(?=[#/])/);
      return (range ?? "").split("-").map(croner).join("-") + (suffix ?? "");
    })
    .join(",");
}

function yearFilter(field: string): DateFilter {
  if (field === "*") return () => true;
  const parts = field.split(",").map((part) => {
    const [range, step] = part.split("/");
    const [low, high] = (range ?? "").split("-").map(Number);
    const from = Number.isFinite(low) ? (low as number) : 1970;
    const to = high !== undefined && Number.isFinite(high) ? high : step ? 2199 : from;
    const every = step ? Number(step) : 1;
    return (year: number) => year >= from && year <= to && (year - from) % every === 0;
  });
  return (date) => parts.some((test) => test(date.getFullYear()));
}

/**
 * Quartz cron (`second minute hour day month day-of-week [year]`, DESIGN.md §2) on croner, which reads
 * the first six fields: '?' becomes '*', weekdays are renumbered, and the year field and the
 * day-of-month forms croner lacks filter croner's answers.
 */
function toCroner(expression: string): { pattern: string; accepts: DateFilter } {
  const fields = expression.trim().split(/\s+/);
  if (fields.length < 6 || fields.length > 7) throw new Error("A cron expression has 6 or 7 fields");
  const [second, minute, hour, day, month, weekday, year = "*"] = fields.map((field) =>
    field.replace(/\?/g, "*"),
  ) as [string, string, string, string, string, string, string?];
  const days = dayOfMonth(day);
  const years = yearFilter(year);
  return {
    pattern: [second, minute, hour, days.pattern, month, dayOfWeek(weekday)].join(" "),
    accepts: (date) => years(date) && days.filter(date),
  };
}

/** The next `count` times the expression fires after `from`. */
export function nextQuartzRuns(expression: string, from: Date, count: number): Date[] {
  const { pattern, accepts } = toCroner(expression);
  const cron = new Cron(pattern, { paused: true, legacyMode: false });
  const runs: Date[] = [];
  let cursor: Date | null = from;
  for (let guard = 0; runs.length < count && cursor && guard < 20_000; guard++) {
    cursor = cron.nextRun(cursor);
    if (cursor && accepts(cursor)) runs.push(cursor);
  }
  return runs;
}
