import { describe, expect, it } from "vitest";
import { insightsCsvRows } from "./insights-csv";

describe("the insights' CSV rows", () => {
  it("lists the funnel with its conversions, the lists, the times, the weeks and each tag", () => {
    const rows = insightsCsvRows({
      funnel: {
        exact: 6,
        partial: 2,
        asked: 2,
        interested: 5,
        new: 2,
        eligible: 2,
        ineligible: 1,
        pending: 0,
      },
      interestByWeek: [{ weekStart: Date.UTC(2026, 10, 16), count: 5 }],
      medianDaysToFirstReply: 1.5,
      medianDaysToDecision: null,
      waiting: { count: 1, targetDays: 7 },
      bySource: [{ sourceTag: null, interested: 5, new: 2, eligible: 2, ineligible: 1, pending: 0 }],
    });
    expect(rows[0]).toEqual(["Section", "Item", "Value"]);
    expect(rows).toContainEqual(["Funnel", "Matched", "10"]);
    expect(rows).toContainEqual(["Funnel", "Interested: conversion", "250%"]);
    expect(rows).toContainEqual(["Times", "Median days from interest to first reply", "1.5"]);
    expect(rows).toContainEqual(["Times", "Median days from interest to decision", ""]);
    expect(rows).toContainEqual(["Waiting", "New participants waiting longer than 7 days", "1"]);
    expect(rows).toContainEqual(["Interest per week", "2026-11-16", "5"]);
    expect(rows).toContainEqual(["By source", "no tag: eligible", "2"]);
  });
});
