import { Cron } from "croner";

/**
 * Quartz cron (`second minute hour day-of-month month day-of-week [year]`, DESIGN.md §2), read with
 * Quartz's own rules (its CronExpression, 2.3 line: the cases of its CronExpressionTest are ported in
 * quartz-cron.test.ts) and run on croner. Every plain field is expanded here into the list of its values,
 * so that croner only ever reads lists of numbers; the forms croner lacks (`L-n`, `nW`, `LW`, `L-nW`, the
 * year) become filters on croner's answers.
 */

/** A refusal with Quartz's own wording, shown to the administrator as the reason. */
export class QuartzCronError extends Error {}

type DateFilter = (date: Date) => boolean;

interface FieldRule {
  min: number;
  max: number;
  /** The largest increment after '/', and how Quartz names it in its refusal ("Increment > 60"). */
  maxIncrement: number;
  incrementLabel: number;
  outOfRange: string;
  names?: readonly string[];
  invalidName?: string;
}

const SECOND_OR_MINUTE: FieldRule = {
  min: 0,
  max: 59,
  maxIncrement: 59,
  incrementLabel: 60,
  outOfRange: "Minute and Second values must be between 0 and 59",
};
const HOUR: FieldRule = {
  min: 0,
  max: 23,
  maxIncrement: 23,
  incrementLabel: 24,
  outOfRange: "Hour values must be between 0 and 23",
};
const DAY_OF_MONTH: FieldRule = {
  min: 1,
  max: 31,
  maxIncrement: 31,
  incrementLabel: 31,
  outOfRange: "Day of month values must be between 1 and 31",
};
const MONTH: FieldRule = {
  min: 1,
  max: 12,
  maxIncrement: 12,
  incrementLabel: 12,
  outOfRange: "Month values must be between 1 and 12",
  names: ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"],
  invalidName: "Invalid Month value",
};
const DAY_OF_WEEK: FieldRule = {
  min: 1,
  max: 7,
  maxIncrement: 7,
  incrementLabel: 7,
  outOfRange: "Day-of-Week values must be between 1 and 7",
  names: ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"],
  invalidName: "Invalid Day-of-Week value",
};
const YEAR: FieldRule = {
  min: 1970,
  max: 2199,
  maxIncrement: 229,
  incrementLabel: 229,
  outOfRange: "Year values must be between 1970 and 2199",
};

function fieldValue(text: string, rule: FieldRule): number {
  if (/^\d+$/.test(text)) {
    const value = Number(text);
    if (value < rule.min || value > rule.max) throw new QuartzCronError(rule.outOfRange);
    return value;
  }
  const index = rule.names?.indexOf(text) ?? -1;
  if (index < 0) {
    throw new QuartzCronError(
      rule.invalidName ? `${rule.invalidName}: '${text}'` : `Illegal characters: '${text}'`,
    );
  }
  return index + rule.min;
}

function incrementOf(text: string | undefined, rule: FieldRule): number {
  if (text === undefined) return 1;
  if (!/^\d+$/.test(text)) throw new QuartzCronError("'/' must be followed by an integer.");
  const increment = Number(text);
  if (increment > rule.maxIncrement)
    throw new QuartzCronError(`Increment > ${rule.incrementLabel} : ${increment}`);
  if (increment === 0) throw new QuartzCronError("'/' must be followed by a positive integer.");
  return increment;
}

/**
 * One list item of a plain field as its values: `*`, `v`, `v-w` (a range may wrap past the field's end,
 * as `22-2` hours), each optionally `/n`; `/n` alone starts at the field's first value, as in Quartz.
 */
function itemValues(item: string, rule: FieldRule): number[] {
  const [range = "", step, extra] = item.split("/");
  if (extra !== undefined) throw new QuartzCronError(`Illegal characters: '${item}'`);
  const increment = incrementOf(step, rule);
  let from: number;
  let to: number;
  if (range === "*" || range === "") {
    if (range === "" && step === undefined) throw new QuartzCronError("Unexpected end of expression.");
    [from, to] = [rule.min, rule.max];
  } else {
    const [low = "", high, more] = range.split("-");
    if (more !== undefined) throw new QuartzCronError(`Illegal characters: '${item}'`);
    from = fieldValue(low, rule);
    to = high === undefined ? (step === undefined ? from : rule.max) : fieldValue(high, rule);
  }
  const span = to >= from ? to - from : to - from + (rule.max - rule.min + 1);
  const values: number[] = [];
  for (let offset = 0; offset <= span; offset += increment) {
    const value = from + offset;
    values.push(value > rule.max ? value - (rule.max - rule.min + 1) : value);
  }
  return values;
}

/** A plain field (a list of items) as its sorted values. */
function fieldValues(field: string, rule: FieldRule): number[] {
  const values = new Set(field.split(",").flatMap((item) => itemValues(item, rule)));
  return [...values].sort((a, b) => a - b);
}

const lastDayOfMonth = (date: Date) => new Date(date.getFullYear(), date.getMonth() + 1, 0).getDate();

/** The weekday nearest to `day` in the date's month, never crossing into another month (Quartz `W`). */
function nearestWeekday(date: Date, day: number): number {
  const last = lastDayOfMonth(date);
  const target = Math.min(Math.max(day, 1), last);
  const weekday = new Date(date.getFullYear(), date.getMonth(), target).getDay();
  if (weekday === 6) return target === 1 ? 3 : target - 1;
  if (weekday === 0) return target === last ? target - 2 : target + 1;
  return target;
}

/** The day-of-month field: croner's part and the filter for the forms croner lacks. */
function dayOfMonth(field: string): { pattern: string; filter: DateFilter } {
  if (field === "?") return { pattern: "*", filter: () => true };
  const items = field.split(",");
  if (items.length > 1 && items.some((item) => item.includes("L"))) {
    throw new QuartzCronError(
      "Support for specifying 'L' and 'LW' with other days of the month is not implemented",
    );
  }
  if (items.length > 1 && items.some((item) => item.includes("W"))) {
    throw new QuartzCronError("Support for specifying 'W' with other days of the month is not implemented");
  }
  const last = /^L(?:-(\d+))?(W)?$/.exec(field);
  if (last) {
    const offset = Number(last[1] ?? 0);
    if (offset > 30) throw new QuartzCronError("Offset from last day must be <= 30");
    const day = (date: Date) => lastDayOfMonth(date) - offset;
    const filter: DateFilter = last[2]
      ? (date) => date.getDate() === nearestWeekday(date, day(date))
      : (date) => date.getDate() === day(date);
    return { pattern: "*", filter };
  }
  const weekday = /^(\d+)W$/.exec(field);
  if (weekday) {
    const day = Number(weekday[1]);
    if (day > 31) {
      throw new QuartzCronError(
        "The 'W' option does not make sense with values larger than 31 (max number of days in a month)",
      );
    }
    if (day < 1) throw new QuartzCronError(DAY_OF_MONTH.outOfRange);
    return { pattern: "*", filter: (date) => date.getDate() === nearestWeekday(date, day) };
  }
  if (/[LW#]/.test(field)) throw new QuartzCronError(`Illegal characters for this position: '${field}'`);
  return { pattern: fieldValues(field, DAY_OF_MONTH).join(","), filter: () => true };
}

/** Quartz numbers weekdays 1-7 from Sunday, croner 0-6. */
const cronerWeekday = (text: string) => String(fieldValue(text, DAY_OF_WEEK) - 1);

/** The day-of-week field as croner's part: `nL` (the last such weekday) and `n#k` (the kth) included. */
function dayOfWeek(field: string): string {
  if (field === "?") return "*";
  const items = field.split(",");
  if (items.length > 1 && items.some((item) => item.includes("L"))) {
    throw new QuartzCronError("Support for specifying 'L' with other days of the week is not implemented");
  }
  if (items.length > 1 && items.some((item) => item.includes("#"))) {
    throw new QuartzCronError('Support for specifying multiple "nth" days is not implemented.');
  }
  if (field === "L") return cronerWeekday("7");
  const last = /^(\w+)L$/.exec(field);
  if (last) return `${cronerWeekday(last[1] as string)}#L`;
  const nth = /^(\w+)#(\d+)$/.exec(field);
  if (nth) {
    const which = Number(nth[2]);
    if (which < 1 || which > 5)
      throw new QuartzCronError("A numeric value between 1 and 5 must follow the '#' option");
    return `${cronerWeekday(nth[1] as string)}#${which}`;
  }
  if (/[LW#]/.test(field)) throw new QuartzCronError(`Illegal characters for this position: '${field}'`);
  return fieldValues(field, DAY_OF_WEEK)
    .map((day) => day - 1)
    .join(",");
}

/** A parsed expression: croner's six-field pattern and the filter on its answers. */
interface QuartzSchedule {
  pattern: string;
  accepts: DateFilter;
}

/** Reads a Quartz expression, or throws QuartzCronError with Quartz's reason. */
export function parseQuartzCron(expression: string): QuartzSchedule {
  const fields = expression.trim().toUpperCase().split(/\s+/);
  if (fields.length < 6) throw new QuartzCronError("Unexpected end of expression.");
  if (fields.length > 7)
    throw new QuartzCronError("Expression has too many fields: a cron expression has 6 or 7");
  const [second, minute, hour, day, month, weekday, year = "*"] = fields as [
    string,
    string,
    string,
    string,
    string,
    string,
    string?,
  ];
  for (const field of [second, minute, hour, month, year]) {
    if (field.includes("?")) {
      throw new QuartzCronError("'?' can only be specified for Day-of-Month or Day-of-Week.");
    }
    if (/[LW#]/.test(field)) throw new QuartzCronError(`Illegal characters for this position: '${field}'`);
  }
  if (day !== "?" && weekday !== "?") {
    throw new QuartzCronError(
      "Support for specifying both a day-of-week AND a day-of-month parameter is not implemented.",
    );
  }
  if (day === "?" && weekday === "?") {
    throw new QuartzCronError("'?' can only be specified for Day-of-Month -OR- Day-of-Week.");
  }
  const days = dayOfMonth(day);
  const years = new Set(fieldValues(year, YEAR));
  return {
    pattern: [
      fieldValues(second, SECOND_OR_MINUTE).join(","),
      fieldValues(minute, SECOND_OR_MINUTE).join(","),
      fieldValues(hour, HOUR).join(","),
      days.pattern,
      fieldValues(month, MONTH).join(","),
      dayOfWeek(weekday),
    ].join(" "),
    accepts: (date) => years.has(date.getFullYear()) && days.filter(date),
  };
}

/** The next `count` times the expression fires after `from` (fewer when it stops firing). */
export function nextQuartzRuns(expression: string, from: Date, count: number): Date[] {
  const { pattern, accepts } = parseQuartzCron(expression);
  const cron = new Cron(pattern, { paused: true, legacyMode: false });
  const runs: Date[] = [];
  let cursor: Date | null = from;
  for (let guard = 0; runs.length < count && cursor && guard < 20_000; guard++) {
    cursor = cron.nextRun(cursor);
    if (cursor && accepts(cursor)) runs.push(cursor);
  }
  return runs;
}
