import type { StudyInsights } from "../../../core/contracts/insights";
import { conversionText, daysText, funnelSteps } from "../../../core/rules/funnel";

/** One row of the insights' CSV: the section, what is counted or measured, and its value. */
export type InsightsCsvRow = [section: string, item: string, value: string];

const dayText = (days: number | null) => (days === null ? "" : String(days));

/**
 * The figures of the Insights page as rows, in the page's order: the funnel with its conversions, the
 * lists, the times, the waiting participants, interest per week, and the funnel of each src tag.
 */
export function insightsCsvRows(insights: StudyInsights): InsightsCsvRow[] {
  const { funnel } = insights;
  const rows: InsightsCsvRow[] = [["Section", "Item", "Value"]];
  for (const step of funnelSteps(funnel)) {
    rows.push(["Funnel", step.label, String(step.count)]);
    if (step.conversion !== null)
      rows.push(["Funnel", `${step.label}: conversion`, conversionText(step.conversion)]);
  }
  rows.push(
    ["Lists", "Exact matches", String(funnel.exact)],
    ["Lists", "Partial matches", String(funnel.partial)],
    ["Lists", "New", String(funnel.new)],
    ["Lists", "Eligible", String(funnel.eligible)],
    ["Lists", "Ineligible", String(funnel.ineligible)],
    ["Lists", "Pending", String(funnel.pending)],
    ["Times", "Median days from interest to first reply", dayText(insights.medianDaysToFirstReply)],
    ["Times", "Median days from interest to decision", dayText(insights.medianDaysToDecision)],
    [
      "Waiting",
      `New participants waiting longer than ${daysText(insights.waiting.targetDays)}`,
      String(insights.waiting.count),
    ],
  );
  for (const week of insights.interestByWeek) {
    rows.push(["Interest per week", new Date(week.weekStart).toISOString().slice(0, 10), String(week.count)]);
  }
  for (const source of insights.bySource) {
    const tag = source.sourceTag ?? "no tag";
    for (const [name, value] of [
      ["interested", source.interested],
      ["new", source.new],
      ["eligible", source.eligible],
      ["ineligible", source.ineligible],
      ["pending", source.pending],
    ] as const) {
      rows.push(["By source", `${tag}: ${name}`, String(value)]);
    }
  }
  return rows;
}
