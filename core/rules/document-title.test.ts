import { describe, expect, it } from "vitest";
import { documentTitle } from "./document-title";

describe("documentTitle", () => {
  it("puts the page's heading before the app's name", () => {
    expect(documentTitle("Screening Questions", "Recruit")).toBe("Screening Questions – Recruit");
  });

  it("writes a heading's spaces and line breaks as one space", () => {
    expect(documentTitle("  Sleep and\n   memory  study ", "Recruit")).toBe(
      "Sleep and memory study – Recruit",
    );
  });

  it("is the app's name alone while there is no heading", () => {
    expect(documentTitle(undefined, "Recruit")).toBe("Recruit");
    expect(documentTitle(null, "Recruit")).toBe("Recruit");
    expect(documentTitle(" \n ", "Recruit")).toBe("Recruit");
  });
});
