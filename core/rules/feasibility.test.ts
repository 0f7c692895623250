import { describe, expect, it } from "vitest";
import { countText, shownCount } from "./feasibility";

describe("feasibility's threshold", () => {
  it("sends a count from the minimum up and nothing below it", () => {
    expect(shownCount(10, 10)).toBe(10);
    expect(shownCount(9, 10)).toBeNull();
    expect(shownCount(0, 10)).toBeNull();
    expect(shownCount(1_234, 10)).toBe(1_234);
  });

  it("reads a count, or 'fewer than' the minimum", () => {
    expect(countText(1_234, 10)).toBe("1,234");
    expect(countText(null, 10)).toBe("fewer than 10");
    expect(countText(null, 25)).toBe("fewer than 25");
  });
});
