import { describe, expect, it } from "vitest";
import { PUBLIC_SEARCH_KEYWORD_MAX_LENGTH } from "../../../core/rules/limits";
import { studySearchOf, studySearchParams } from "./study-search-params";

describe("the landing page's search in its address", () => {
  it("reads what a plain form sends, empty fields as no narrowing", () => {
    expect(studySearchOf(new URLSearchParams("q=+sleep+&condition=&location=12&healthy=true"))).toEqual({
      q: "sleep",
      condition: null,
      location: 12,
      healthy: true,
      page: 1,
    });
  });

  it("searches the first characters of a keyword longer than the search takes", () => {
    const long = `${"memory ".repeat(20)}`;
    const search = studySearchOf(new URLSearchParams({ q: long }));
    expect(search.q).toBe(long.slice(0, PUBLIC_SEARCH_KEYWORD_MAX_LENGTH).trim());
    expect(search.q.length).toBeLessThanOrEqual(PUBLIC_SEARCH_KEYWORD_MAX_LENGTH);
    expect(long.trim().length).toBeGreaterThan(PUBLIC_SEARCH_KEYWORD_MAX_LENGTH);
  });

  it("ignores values that are not lookup ids or pages", () => {
    expect(studySearchOf(new URLSearchParams("condition=abc&location=-3&healthy=yes&page=0"))).toEqual({
      q: "",
      condition: null,
      location: null,
      healthy: false,
      page: 1,
    });
  });

  it("writes only what narrows the search, and reads back the same search", () => {
    const search = { q: "asthma", condition: 4, location: null, healthy: false, page: 3 };
    const params = studySearchParams(search);
    expect(params.toString()).toBe("q=asthma&condition=4&page=3");
    expect(studySearchOf(params)).toEqual(search);
    expect(studySearchParams({ ...search, q: "", condition: null, page: 1 }).toString()).toBe("");
  });
});
