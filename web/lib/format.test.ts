import { describe, expect, it } from "vitest";
import { formatCreator, formatPiName } from "./format";

describe("formatPiName", () => {
  it("writes last, first middle", () => {
    expect(formatPiName("Investigator", "Patricia", "Q.")).toBe("Investigator, Patricia Q.");
    expect(formatPiName("Gupta", "Rohan", null)).toBe("Gupta, Rohan");
    expect(formatPiName(null, null, null)).toBe("");
  });
});

describe("formatCreator", () => {
  it("names who added something, or N/A when the account is gone", () => {
    expect(formatCreator("Patricia", "Investigator")).toBe("Patricia Investigator");
    expect(formatCreator("Patricia", null)).toBe("Patricia");
    expect(formatCreator(null, null)).toBe("N/A");
  });
});
