import { describe, expect, it } from "vitest";
import { openingIndex, previousIndex } from "./conversation-window";

describe("the conversation window", () => {
  it("opens at the first unread message from the volunteer", () => {
    expect(openingIndex(25, 7)).toBe(7);
    expect(openingIndex(25, 0)).toBe(0);
    expect(openingIndex(25, 24)).toBe(24);
  });

  it("opens at the last ten when nothing is unread, or at 0 when there are fewer", () => {
    expect(openingIndex(25, null)).toBe(15);
    expect(openingIndex(10, null)).toBe(0);
    expect(openingIndex(3, null)).toBe(0);
    expect(openingIndex(0, null)).toBe(0);
  });

  it("ignores an unread index outside the conversation", () => {
    expect(openingIndex(12, 12)).toBe(2);
    expect(openingIndex(12, -1)).toBe(2);
  });

  it("moves back by ten, never below 0", () => {
    expect(previousIndex(25)).toBe(15);
    expect(previousIndex(10)).toBe(0);
    expect(previousIndex(4)).toBe(0);
    expect(previousIndex(0)).toBe(0);
  });
});
