import { describe, expect, it } from "vitest";
import { isSourceTag, SOURCE_TAG_MAX_LENGTH, sourceTagOf, taggedStudyLink } from "./source-tags";

describe("a study link's src tag", () => {
  it("takes letters, digits, dots, hyphens and underscores, starting with a letter or digit", () => {
    expect(isSourceTag("flyer-2026")).toBe(true);
    expect(isSourceTag("news_letter.v2")).toBe(true);
    expect(isSourceTag("-flyer")).toBe(false);
    expect(isSourceTag("flyer 2026")).toBe(false);
    expect(isSourceTag("=cmd")).toBe(false);
    expect(isSourceTag("x".repeat(SOURCE_TAG_MAX_LENGTH + 1))).toBe(false);
  });

  it("reads a link's value as a tag, trimmed, or nothing", () => {
    expect(sourceTagOf(" flyer-2026 ")).toBe("flyer-2026");
    expect(sourceTagOf("<script>")).toBeNull();
    expect(sourceTagOf("")).toBeNull();
    expect(sourceTagOf(null)).toBeNull();
  });

  it("puts the tag on the study link", () => {
    expect(taggedStudyLink("https://recruit.example.edu/participate/studies/STUDY1", "flyer-2026")).toBe(
      "https://recruit.example.edu/participate/studies/STUDY1?src=flyer-2026",
    );
  });
});
