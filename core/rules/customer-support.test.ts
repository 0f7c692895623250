import { describe, expect, it } from "vitest";
import { contrastRatio } from "./color-contrast";
import { ACCOUNT_STATE_COLORS, accountState } from "./customer-support";

describe("the account state badge", () => {
  it("keeps white text readable (WCAG AA) on each colour", () => {
    for (const color of Object.values(ACCOUNT_STATE_COLORS)) {
      expect(contrastRatio(color, "#ffffff"), color).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe("an account's state", () => {
  const reason = { reason: { displayText: "Duplicate account" } };
  it("is active when enabled, whatever else it holds", () => {
    expect(accountState({ enabled: true, token: true, deactivationInfo: reason })).toEqual({
      state: "active",
      text: "Active",
    });
  });
  it("is verification pending when not enabled with a token", () => {
    expect(accountState({ enabled: false, token: true, deactivationInfo: null }).text).toBe(
      "Verification pending",
    );
  });
  it("is inactive with its reason otherwise", () => {
    expect(accountState({ enabled: false, token: false, deactivationInfo: reason }).text).toBe(
      "Inactive: Duplicate account",
    );
    expect(accountState({ enabled: false, token: false, deactivationInfo: null }).text).toBe("Inactive");
  });
});
