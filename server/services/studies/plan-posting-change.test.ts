import { describe, expect, it } from "vitest";
import type { PostingStatus } from "../../../core/rules/posting-status";
import { planPostingChange } from "./plan-posting-change";

const now = new Date(Date.UTC(2026, 5, 1, 12));
const day = 86_400_000;
const active: PostingStatus = { status: "ACTIVE" };
const inactive: PostingStatus = { status: "INACTIVE", reason: "NEVER_ACTIVATED" };
const archived: PostingStatus = { status: "ARCHIVED" };
const deactivateAt = (ms: number) => ({
  op: "replace" as const,
  path: "/postingDeactivationDate" as const,
  value: ms,
});
const activateAt = (ms: number) => ({
  op: "replace" as const,
  path: "/postingActivationDate" as const,
  value: ms,
});

describe("planPostingChange", () => {
  it("activates with the server's now, whatever activation time the client sent", () => {
    const plan = planPostingChange({
      status: inactive,
      publishable: true,
      patch: [deactivateAt(now.getTime() + day), activateAt(now.getTime() - 7 * day)],
      now,
    });
    expect(plan).toEqual({
      action: "ACTIVATE",
      activation: now,
      deactivation: new Date(now.getTime() + day),
    });
  });

  it("reads a deactivation date at or a little past now as Deactivate", () => {
    expect(
      planPostingChange({
        status: active,
        publishable: true,
        patch: [deactivateAt(now.getTime() + 60_000)],
        now,
      }),
    ).toEqual({
      action: "DEACTIVATE",
      deactivation: now,
    });
  });

  it("reads a later deactivation date as Edit deactivation date", () => {
    const later = now.getTime() + 3 * day;
    expect(
      planPostingChange({ status: active, publishable: true, patch: [deactivateAt(later)], now }),
    ).toEqual({
      action: "EDIT_DEACTIVATION_DATE",
      deactivation: new Date(later),
    });
  });

  it.each([
    ["activate an archived study", archived, [deactivateAt(now.getTime() + day), activateAt(now.getTime())]],
    [
      "activate with a deactivation date in the past",
      inactive,
      [deactivateAt(now.getTime() - 1), activateAt(now.getTime())],
    ],
    [
      "activate with the deactivation date at now",
      inactive,
      [deactivateAt(now.getTime()), activateAt(now.getTime())],
    ],
    ["activate an active study", active, [deactivateAt(now.getTime() + day), activateAt(now.getTime())]],
    ["deactivate an inactive study", inactive, [deactivateAt(now.getTime())]],
    ["send only an activation date", inactive, [activateAt(now.getTime())]],
  ])("refuses to %s", (_name, status, patch) => {
    expect(() => planPostingChange({ status, publishable: true, patch, now })).toThrow();
  });

  it("refuses to activate a study that is not publishable", () => {
    expect(() =>
      planPostingChange({
        status: inactive,
        publishable: false,
        patch: [deactivateAt(now.getTime() + day), activateAt(now.getTime())],
        now,
      }),
    ).toThrow(/administrative review/);
  });
});
