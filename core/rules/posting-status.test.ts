import { describe, expect, it } from "vitest";
import { type PostingFields, postingStatus } from "./posting-status";

const activation = Date.UTC(2026, 0, 10, 12);
const deactivation = Date.UTC(2026, 1, 10, 12);
const base: PostingFields = {
  publishable: true,
  postingActivationDate: activation,
  postingDeactivationDate: deactivation,
  archivedDate: null,
};

describe("postingStatus", () => {
  it("is active from the exact activation instant", () => {
    expect(postingStatus(base, activation)).toEqual({ status: "ACTIVE" });
    expect(postingStatus(base, activation - 1)).toEqual({
      status: "INACTIVE",
      reason: "NOT_MARKED_TO_BE_ACTIVE_NOW",
    });
  });

  it("is inactive from the exact deactivation instant", () => {
    expect(postingStatus(base, deactivation - 1)).toEqual({ status: "ACTIVE" });
    expect(postingStatus(base, deactivation)).toEqual({
      status: "INACTIVE",
      reason: "NOT_MARKED_TO_BE_ACTIVE_NOW",
    });
  });

  it("says archived even when the dates would make the study active", () => {
    expect(postingStatus({ ...base, archivedDate: activation }, activation + 1)).toEqual({
      status: "ARCHIVED",
    });
  });

  it("reads activation equal to deactivation as never activated", () => {
    const study = { ...base, postingDeactivationDate: activation };
    expect(postingStatus(study, activation)).toEqual({ status: "INACTIVE", reason: "NEVER_ACTIVATED" });
  });

  it("reads missing dates as never activated", () => {
    const study = { ...base, postingActivationDate: null, postingDeactivationDate: null };
    expect(postingStatus(study, activation)).toEqual({ status: "INACTIVE", reason: "NEVER_ACTIVATED" });
  });

  it("puts not publishable before every date rule", () => {
    expect(postingStatus({ ...base, publishable: false }, activation + 1)).toEqual({
      status: "INACTIVE",
      reason: "NOT_PUBLISHABLE",
    });
  });
});
