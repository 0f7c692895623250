import { describe, expect, it } from "vitest";
import { prefixSearchQuery } from "./search-words";

describe("prefixSearchQuery", () => {
  it("asks for every word as a prefix", () => {
    expect(prefixSearchQuery("diab heart")).toBe("diab:* & heart:*");
    expect(prefixSearchQuery("  Sueño   pez ")).toBe("Sueño:* & pez:*");
  });

  it("keeps letters and digits only, so that no input breaks the query syntax", () => {
    expect(prefixSearchQuery("covid-19 & !sleep's:*")).toBe("covid:* & 19:* & sleep:* & s:*");
    expect(prefixSearchQuery("'|(a)")).toBe("a:*");
  });

  it("answers null when there is no word", () => {
    expect(prefixSearchQuery("%")).toBeNull();
    expect(prefixSearchQuery("  -- ")).toBeNull();
  });
});
