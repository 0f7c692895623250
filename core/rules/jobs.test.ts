import { describe, expect, it } from "vitest";
import { contrastRatio } from "./color-contrast";
import { JOB_STATE_COLORS } from "./jobs";

describe("the job state badge", () => {
  it("keeps white text readable (WCAG AA) on each colour", () => {
    for (const color of Object.values(JOB_STATE_COLORS)) {
      expect(contrastRatio(color, "#ffffff"), color).toBeGreaterThanOrEqual(4.5);
    }
  });
});
