import type { FunnelCounts } from "../contracts/insights";

/** One step of a study's recruitment funnel as the Insights page shows it. */
export interface FunnelStep {
  key: "matched" | "asked" | "interested" | "decided";
  label: string;
  count: number;
  /** This step's count as a share of the previous step's (0 to 1), null for the first step or after 0. */
  conversion: number | null;
}

/**
 * The funnel matched → asked → interested → decided from the lists' counts. Matched is exact + partial
 * + asked (the asked were matched first); decided is eligible + ineligible. A volunteer may show interest
 * without being asked (from the study link or the search), so a step may exceed the previous one: the
 * conversion then says so (above 1) rather than being capped.
 */
export function funnelSteps(counts: FunnelCounts): FunnelStep[] {
  const steps: Omit<FunnelStep, "conversion">[] = [
    { key: "matched", label: "Matched", count: counts.exact + counts.partial + counts.asked },
    { key: "asked", label: "Asked if interested", count: counts.asked },
    { key: "interested", label: "Interested", count: counts.interested },
    { key: "decided", label: "Eligible or ineligible", count: counts.eligible + counts.ineligible },
  ];
  return steps.map((step, index) => {
    const previous = steps[index - 1]?.count;
    return Object.assign({}, step, { conversion: previous ? step.count / previous : null });
  });
}

/**
 * Said under the funnel when a step counts more than the one before it (a conversion above 100%), which
 * would otherwise read as an error.
 */
export const FUNNEL_ABOVE_PREVIOUS_NOTE =
  "Volunteers can also show interest from the study's link or the search without being asked, so a step can count more than the one before it.";

/** Whether some step of the funnel counts more than the step before it. */
export function funnelHasStepAbovePrevious(steps: readonly FunnelStep[]): boolean {
  return steps.some((step) => step.conversion !== null && step.conversion > 1);
}

/** A conversion as a whole percentage ("45%"), or an en dash when there is none. */
export function conversionText(conversion: number | null): string {
  return conversion === null ? "–" : `${Math.round(conversion * 100)}%`;
}

/** A number of days as the Insights page writes it: "1 day", "1.5 days", "7 days". */
export function daysText(days: number): string {
  return `${days} ${days === 1 ? "day" : "days"}`;
}
