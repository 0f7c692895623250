import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { compileCatalog } from "./compile-catalog";

describe("a catalog compiled at build time (issue 25)", () => {
  it("gives each message its dotted key, compiled for Lingui's runtime", () => {
    const compiled = compileCatalog({
      study: {
        pi: "Principal investigator: {name}",
        found: "{count, plural, one {# study} other {# studies}}",
      },
      brand: "Recruit",
    });
    expect(Object.keys(compiled)).toEqual(["study.pi", "study.found", "brand"]);
    const i18n = setupI18n({ locale: "en", messages: { en: compiled } });
    expect(i18n._("study.pi", { name: "Ana" })).toBe("Principal investigator: Ana");
    expect(i18n._("study.found", { count: 1 })).toBe("1 study");
    expect(i18n._("study.found", { count: 1200 })).toBe("1,200 studies");
    expect(i18n._("brand")).toBe("Recruit");
  });

  it("fails the build on a message that is not ICU MessageFormat, naming its key", () => {
    expect(() => compileCatalog({ study: { pi: "Principal investigator: {name" } })).toThrow(/study\.pi/);
  });
});
