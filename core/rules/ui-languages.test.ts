import { describe, expect, it } from "vitest";
import { resolveUiLanguage } from "./ui-languages";

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
