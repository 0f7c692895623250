import { describe, expect, it } from "vitest";
import { MATCHING_POLL_MS, untilMatchingFinished } from "./study";

describe("untilMatchingFinished", () => {
  it("reads a study again while its matching runs", () => {
    expect(untilMatchingFinished({ matchingFinished: false })).toBe(MATCHING_POLL_MS);
  });

  it("stops once its matching has finished, and waits for a first answer", () => {
    expect(untilMatchingFinished({ matchingFinished: true })).toBe(false);
    expect(untilMatchingFinished(undefined)).toBe(false);
  });
});
