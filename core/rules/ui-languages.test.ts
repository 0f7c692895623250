import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { PAGE_DESCRIPTIONS, resolveUiLanguage, UI_LANGUAGES } from "./ui-languages";

describe("the volunteer's language", () => {
  it("is their choice, else the browser's first language with a catalog, else the configured default", () => {
    expect(resolveUiLanguage({ chosen: "es", browser: ["en-US"], configuredDefault: "EN" })).toBe("es");
    expect(
      resolveUiLanguage({ chosen: null, browser: ["fr-FR", "es-MX", "en"], configuredDefault: "EN" }),
    ).toBe("es");
    expect(resolveUiLanguage({ chosen: null, browser: ["fr-FR"], configuredDefault: "ES" })).toBe("es");
    expect(resolveUiLanguage({ chosen: "xx", browser: [], configuredDefault: null })).toBe("en");
  });
});

describe("the pages' description", () => {
  it("is the web app's own in English, and written in every language", () => {
    const page = readFileSync("web/index.html", "utf8");
    const description = page.match(/<meta\s+name="description"\s+content="([^"]*)"/)?.[1];
    expect(description).toBe(PAGE_DESCRIPTIONS.en);
    expect(Object.keys(PAGE_DESCRIPTIONS).sort()).toEqual([...UI_LANGUAGES].sort());
    expect(new Set(Object.values(PAGE_DESCRIPTIONS)).size).toBe(UI_LANGUAGES.length);
  });
});
