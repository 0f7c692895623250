import { describe, expect, it } from "vitest";
import { UI_LANGUAGES } from "../../core/rules/ui-languages";
import { formatCount } from "./format-count";

describe("a count in the reader's language", () => {
  it("writes every count as Intl does, in every language of the volunteers' pages", () => {
    for (const language of UI_LANGUAGES) {
      const intl = new Intl.NumberFormat(language);
      for (const count of [0, 1, 7, 42, 999, 1000, 1234, 12345, 1234567]) {
        expect(formatCount(count, language), `${language} ${count}`).toBe(intl.format(count));
      }
      for (let count = 0; count < 1000; count++)
        expect(formatCount(count, language)).toBe(intl.format(count));
    }
  });
});
