import { describe, expect, it } from "vitest";
import { cursorFromSearch, pageCount, pageFromSearch, pageSearch } from "./page-param";

const rows = [{ id: 30 }, { id: 20 }, { id: 10 }];

describe("page addresses", () => {
  it("reads the page number, anything but a positive whole number being page 1", () => {
    expect(pageFromSearch(new URLSearchParams("page=3"))).toBe(3);
    for (const bad of ["page=0", "page=-2", "page=1.5", "page=x", ""])
      expect(pageFromSearch(new URLSearchParams(bad))).toBe(1);
  });

  it("names the last row for Next and the first for Previous, nothing for page 1 or a jump", () => {
    expect(pageSearch(4, 5, rows)).toEqual({ page: "5", after: "10" });
    expect(pageSearch(5, 4, rows)).toEqual({ page: "4", before: "30" });
    expect(pageSearch(2, 1, rows)).toEqual({ page: "1" });
    expect(pageSearch(1, 7, rows)).toEqual({ page: "7" });
    expect(pageSearch(1, 2, [])).toEqual({ page: "2" });
  });

  it("reads a cursor that is a row id, and ignores anything else", () => {
    expect(cursorFromSearch(new URLSearchParams("page=5&after=10"))).toEqual({ after: 10 });
    expect(cursorFromSearch(new URLSearchParams("page=4&before=30"))).toEqual({ before: 30 });
    expect(cursorFromSearch(new URLSearchParams("after=0&before=x"))).toEqual({});
    expect(cursorFromSearch(new URLSearchParams("after=99999999999"))).toEqual({});
  });
});

describe("pageCount", () => {
  it("counts the pages a list takes, a last page partly full and an empty list one page", () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(45, 20)).toBe(3);
  });
});
