import { describe, expect, it } from "vitest";
import { documentTitle, tabWordsOfMarkup } from "./document-title";

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

describe("tabWordsOfMarkup", () => {
  it("reads the first main heading's text, without its inner tags", () => {
    expect(tabWordsOfMarkup('<main><h1 class="t">Sleep <em>and</em> memory</h1><h1>Other</h1></main>')).toBe(
      "Sleep and memory",
    );
  });

  it("takes the words a heading that names a volunteer gives the tab instead of the name", () => {
    expect(tabWordsOfMarkup('<h1 class="t" data-tab-title="Conversation">Olivia Anderson</h1>')).toBe(
      "Conversation",
    );
  });

  it("is nothing for a page without a main heading", () => {
    expect(tabWordsOfMarkup("<main><h2>Part</h2></main>")).toBeUndefined();
  });
});
