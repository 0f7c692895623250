import { describe, expect, it } from "vitest";
import { availableLifecycleActions, daysUntilDeactivation } from "./lifecycle";
import { DAY_MS } from "./limits";

describe("availableLifecycleActions", () => {
  it("offers what spec 000 §4.2 offers in each state", () => {
    expect(availableLifecycleActions({ status: "ACTIVE" })).toEqual(["DEACTIVATE", "EDIT_DEACTIVATION_DATE"]);
    expect(availableLifecycleActions({ status: "ARCHIVED" })).toEqual(["UNARCHIVE"]);
    expect(availableLifecycleActions({ status: "INACTIVE", reason: "NOT_PUBLISHABLE" })).toEqual([
      "ACTIVATE",
      "ARCHIVE",
    ]);
  });
});

describe("daysUntilDeactivation", () => {
  it("rounds part of a day up", () => {
    expect(daysUntilDeactivation(14 * DAY_MS, 0)).toBe(14);
    expect(daysUntilDeactivation(14 * DAY_MS + 1, 0)).toBe(15);
    expect(daysUntilDeactivation(1, 0)).toBe(1);
  });
});
