import { describe, expect, it } from "vitest";
import { contrastRatio } from "./color-contrast";
import { ACCOUNT_STATE_COLORS } from "./customer-support";

describe("the account state badge", () => {
  it("keeps white text readable (WCAG AA) on each colour", () => {
    for (const color of Object.values(ACCOUNT_STATE_COLORS)) {
      expect(contrastRatio(color, "#ffffff"), color).toBeGreaterThanOrEqual(4.5);
    }
  });
});
