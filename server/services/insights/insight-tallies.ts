import type { SourceFunnel } from "../../../core/contracts/insights";
import type { InterestedStatus } from "../../../core/rules/interested-lists";

/** One row of `study_insight_tallies` (migration 0045). */
export interface InsightTally {
  dimension: "WEEK" | "SOURCE_STATUS" | "REPLY_TENTHS" | "DECISION_TENTHS" | "UNANSWERED_DAY";
  key: string;
  n: number;
}

const WEEK_MS = 7 * 86_400_000;

/**
 * The median of tallied tenths of a day, in days to one decimal, as `percentile_cont(0.5)` gives it over
 * the values each counted `n` times (the two middle values averaged); null when nothing is tallied.
 */
export function medianOfTenths(tallies: readonly { tenths: number; n: number }[]): number | null {
  const sorted = tallies.filter((tally) => tally.n > 0).sort((a, b) => a.tenths - b.tenths);
  const total = sorted.reduce((sum, tally) => sum + tally.n, 0);
  if (total === 0) return null;
  const valueAt = (rank: number) => {
    let seen = 0;
    for (const tally of sorted) {
      seen += tally.n;
      if (rank < seen) return tally.tenths;
    }
    return sorted.at(-1)?.tenths ?? 0;
  };
  const middle = (total - 1) / 2;
  const tenths = (valueAt(Math.floor(middle)) + valueAt(Math.ceil(middle))) / 2;
  return Math.round(tenths) / 10;
}

/**
 * Interest per week from the week tallies (keys `YYYY-MM-DD`, Mondays in UTC): every week from the first
 * with interest, or `maxWeeks` before the current one if that is later (or nothing is tallied), to the
 * current week, zeros included.
 */
export function weeklySeries(
  tallies: readonly { key: string; n: number }[],
  currentWeekStart: number,
  maxWeeks: number,
): { weekStart: number; count: number }[] {
  const counts = new Map<number, number>();
  for (const tally of tallies) {
    const weekStart = Date.parse(`${tally.key}T00:00:00Z`);
    counts.set(weekStart, (counts.get(weekStart) ?? 0) + tally.n);
  }
  const earliest = currentWeekStart - (maxWeeks - 1) * WEEK_MS;
  const first = counts.size === 0 ? earliest : Math.max(Math.min(...counts.keys()), earliest);
  const weeks = [];
  for (let weekStart = first; weekStart <= currentWeekStart; weekStart += WEEK_MS) {
    weeks.push({ weekStart, count: counts.get(weekStart) ?? 0 });
  }
  return weeks;
}

/**
 * The funnel of each `src` tag from the tallies by status and tag (keys `STATUS:tag`, an empty tag for
 * none), the largest first, ties by tag, "no tag" last among equals.
 */
export function sourceFunnels(tallies: readonly { key: string; n: number }[]): SourceFunnel[] {
  const byTag = new Map<string, SourceFunnel>();
  for (const tally of tallies) {
    const colon = tally.key.indexOf(":");
    const status = tally.key.slice(0, colon) as InterestedStatus;
    const tag = tally.key.slice(colon + 1);
    const funnel = byTag.get(tag) ?? {
      sourceTag: tag === "" ? null : tag,
      interested: 0,
      new: 0,
      eligible: 0,
      ineligible: 0,
      pending: 0,
    };
    funnel.interested += tally.n;
    const field = status.toLowerCase() as "new" | "eligible" | "ineligible" | "pending";
    funnel[field] += tally.n;
    byTag.set(tag, funnel);
  }
  return [...byTag.values()]
    .filter((funnel) => funnel.interested > 0)
    .sort(
      (a, b) =>
        b.interested - a.interested ||
        (a.sourceTag === null ? 1 : b.sourceTag === null ? -1 : a.sourceTag < b.sourceTag ? -1 : 1),
    );
}
