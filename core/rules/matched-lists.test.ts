import { describe, expect, it } from "vitest";
import { isMatchedList, MATCHED_TEXTS, matchedListActions } from "./matched-lists";

describe("matchedListActions", () => {
  it("offers ask and dismiss only on the exact and partial lists of an active study", () => {
    expect(matchedListActions("exact", true)).toEqual({ ask: true, dismiss: true, notice: null });
    expect(matchedListActions("partial", true)).toEqual({ ask: true, dismiss: true, notice: null });
    expect(matchedListActions("asked", true)).toEqual({
      ask: false,
      dismiss: false,
      notice: MATCHED_TEXTS.askedReadOnly,
    });
    expect(matchedListActions("dismissed", true)).toEqual({ ask: false, dismiss: false, notice: null });
  });

  it("explains why nothing can be done while the study is not active", () => {
    expect(matchedListActions("exact", false).notice).toBe(MATCHED_TEXTS.notActive);
    expect(matchedListActions("partial", false).ask).toBe(false);
    expect(matchedListActions("asked", false).notice).toBe(MATCHED_TEXTS.inactive);
    expect(matchedListActions("dismissed", false)).toEqual({
      ask: false,
      dismiss: false,
      notice: MATCHED_TEXTS.inactive,
    });
  });

  it("knows the four lists and nothing else", () => {
    expect(["exact", "partial", "asked", "dismissed"].every(isMatchedList)).toBe(true);
    expect(isMatchedList("maybe")).toBe(false);
    expect(isMatchedList("EXACT")).toBe(false);
  });
});
