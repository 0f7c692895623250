import { describe, expect, it } from "vitest";
import { medianOfTenths, sourceFunnels, weeklySeries } from "./insight-tallies";

const WEEK = 7 * 86_400_000;
const monday = Date.parse("2026-11-23T00:00:00Z");

describe("the median of tallied tenths of a day", () => {
  it("is the middle value of an odd count and the mean of the two middle values of an even one", () => {
    expect(
      medianOfTenths([
        { tenths: 10, n: 1 },
        { tenths: 40, n: 1 },
        { tenths: 20, n: 1 },
      ]),
    ).toBe(2);
    expect(
      medianOfTenths([
        { tenths: 10, n: 1 },
        { tenths: 40, n: 1 },
      ]),
    ).toBe(2.5);
    expect(
      medianOfTenths([
        { tenths: 10, n: 3 },
        { tenths: 40, n: 2 },
      ]),
    ).toBe(1);
    expect(
      medianOfTenths([
        { tenths: 10, n: 2 },
        { tenths: 40, n: 2 },
        { tenths: 90, n: 0 },
      ]),
    ).toBe(2.5);
  });

  it("is null when nothing is tallied, zero tallies included", () => {
    expect(medianOfTenths([])).toBeNull();
    expect(medianOfTenths([{ tenths: 5, n: 0 }])).toBeNull();
  });

  it("rounds the mean of two middle tenths to one decimal", () => {
    expect(
      medianOfTenths([
        { tenths: 1, n: 1 },
        { tenths: 2, n: 1 },
      ]),
    ).toBe(0.2);
  });
});

describe("interest per week", () => {
  it("runs from the first week with interest to the current week, zeros included", () => {
    const weeks = weeklySeries(
      [
        { key: "2026-11-09", n: 3 },
        { key: "2026-11-23", n: 1 },
      ],
      monday,
      104,
    );
    expect(weeks).toEqual([
      { weekStart: monday - 2 * WEEK, count: 3 },
      { weekStart: monday - WEEK, count: 0 },
      { weekStart: monday, count: 1 },
    ]);
  });

  it("shows two years at most, and two years of zeros when nobody is tallied", () => {
    expect(weeklySeries([{ key: "2020-01-06", n: 5 }], monday, 104)).toHaveLength(104);
    const empty = weeklySeries([], monday, 104);
    expect(empty).toHaveLength(104);
    expect(empty.every((week) => week.count === 0)).toBe(true);
  });
});

describe("the funnel per source tag", () => {
  it("adds each tag's statuses, largest first, 'no tag' after a tag of the same size", () => {
    expect(
      sourceFunnels([
        { key: "NEW:", n: 2 },
        { key: "NEW:flyer", n: 1 },
        { key: "ELIGIBLE:flyer", n: 1 },
        { key: "PENDING:radio", n: 3 },
        { key: "INELIGIBLE:gone", n: 0 },
      ]),
    ).toEqual([
      { sourceTag: "radio", interested: 3, new: 0, eligible: 0, ineligible: 0, pending: 3 },
      { sourceTag: "flyer", interested: 2, new: 1, eligible: 1, ineligible: 0, pending: 0 },
      { sourceTag: null, interested: 2, new: 2, eligible: 0, ineligible: 0, pending: 0 },
    ]);
  });

  it("keeps a tag with a colon in it whole", () => {
    expect(sourceFunnels([{ key: "NEW:a:b", n: 1 }])[0]?.sourceTag).toBe("a:b");
  });
});
