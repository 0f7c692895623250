import { describe, expect, it } from "vitest";
import { contrastRatio } from "./color-contrast";
import {
  countedTitle,
  INTERESTED_LIST_TITLES,
  INTERESTED_STATUS_COLORS,
  isInterestedList,
  LABELED_LIST_TITLE,
  STATUS_OF_INTERESTED_LIST,
} from "./interested-lists";

describe("interested lists", () => {
  it("title a list in the singular for one participant and in the plural otherwise", () => {
    expect(countedTitle(INTERESTED_LIST_TITLES.new, 1)).toBe("New Participant");
    expect(countedTitle(INTERESTED_LIST_TITLES.new, 0)).toBe("New Participants");
    expect(countedTitle(INTERESTED_LIST_TITLES.all, 12)).toBe("Total Participants");
    expect(countedTitle(LABELED_LIST_TITLE, 1)).toBe("Participant Labeled");
    expect(countedTitle(LABELED_LIST_TITLE, 2)).toBe("Participants Labeled");
  });

  it("know the five list names, All being every status", () => {
    expect(["new", "eligible", "ineligible", "pending", "all"].every(isInterestedList)).toBe(true);
    expect(isInterestedList("label")).toBe(false);
    expect(isInterestedList("New")).toBe(false);
    expect(STATUS_OF_INTERESTED_LIST.all).toBeNull();
    expect(STATUS_OF_INTERESTED_LIST.pending).toBe("PENDING");
  });
});

describe("status badge colours", () => {
  it("each pass WCAG AA contrast (4.5:1) under white text", () => {
    for (const color of Object.values(INTERESTED_STATUS_COLORS))
      expect(contrastRatio(color, "#ffffff")).toBeGreaterThanOrEqual(4.5);
  });
});
