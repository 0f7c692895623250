import { describe, expect, it } from "vitest";
import { conversionText, daysText, funnelHasStepAbovePrevious, funnelSteps } from "./funnel";

const counts = {
  exact: 60,
  partial: 30,
  asked: 10,
  interested: 8,
  new: 3,
  eligible: 3,
  ineligible: 1,
  pending: 1,
};

describe("the recruitment funnel", () => {
  it("counts the matched as exact, partial and asked, the decided as eligible and ineligible", () => {
    expect(funnelSteps(counts).map((step) => [step.key, step.count])).toEqual([
      ["matched", 100],
      ["asked", 10],
      ["interested", 8],
      ["decided", 4],
    ]);
  });

  it("converts each step from the one before, none for the first or after an empty step", () => {
    expect(funnelSteps(counts).map((step) => step.conversion)).toEqual([null, 0.1, 0.8, 0.5]);
    const empty = funnelSteps({ ...counts, exact: 0, partial: 0, asked: 0 });
    expect(empty.map((step) => step.conversion)).toEqual([null, null, null, 0.5]);
  });

  it("says so when more showed interest than were asked (they came by the link)", () => {
    const step = funnelSteps({ ...counts, asked: 4 })[2];
    expect(step?.conversion).toBe(2);
    expect(conversionText(step?.conversion ?? null)).toBe("200%");
    expect(conversionText(null)).toBe("–");
    expect(conversionText(1 / 3)).toBe("33%");
  });

  it("explains the funnel only when a step counts more than the one before", () => {
    expect(funnelHasStepAbovePrevious(funnelSteps(counts))).toBe(false);
    expect(funnelHasStepAbovePrevious(funnelSteps({ ...counts, asked: 4 }))).toBe(true);
    // Exactly as many as the step before is no surprise.
    expect(funnelHasStepAbovePrevious(funnelSteps({ ...counts, asked: 8 }))).toBe(false);
  });

  it("writes one day in the singular, every other count of days in the plural", () => {
    expect(daysText(1)).toBe("1 day");
    expect(daysText(1.5)).toBe("1.5 days");
    expect(daysText(0)).toBe("0 days");
    expect(daysText(7)).toBe("7 days");
  });
});
