import { describe, expect, it } from "vitest";
import { findNulCharacter } from "./find-nul-character";

describe("findNulCharacter", () => {
  it("names the field holding U+0000 as validation errors do", () => {
    expect(findNulCharacter({ email: "a\u0000b@example.edu", password: "x" })).toBe("email");
    expect(findNulCharacter({ criteria: [{ name: "ok" }, { name: "\u0000" }] })).toBe("criteria.1.name");
    expect(findNulCharacter(["fine", "no\u0000"])).toBe("1");
    expect(findNulCharacter("\u0000")).toBe("request");
    expect(findNulCharacter({ nested: { "bad\u0000key": 1 } })).toBe("nested");
  });

  it("passes everything else, other control and unusual characters included", () => {
    expect(
      findNulCharacter({ a: "\u0001\u001f\ud800😀\u202e", b: [1, null, true, { c: "%00" }] }),
    ).toBeNull();
    expect(findNulCharacter(undefined)).toBeNull();
  });

  it("walks a very deep body without exhausting the stack", () => {
    let deep: unknown = "bottom\u0000";
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(findNulCharacter(deep)?.split(".")).toHaveLength(100_000);
  });
});
