import { describe, expect, it } from "vitest";
import { formatPiName } from "./format";

describe("formatPiName", () => {
  it("writes last, first middle", () => {
    expect(formatPiName("Investigator", "Patricia", "Q.")).toBe("Investigator, Patricia Q.");
    expect(formatPiName("Gupta", "Rohan", null)).toBe("Gupta, Rohan");
    expect(formatPiName(null, null, null)).toBe("");
  });
});
