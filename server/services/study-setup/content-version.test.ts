import { describe, expect, it } from "vitest";
import { contentVersion } from "./content-version";

describe("contentVersion", () => {
  it("is the same for the same values whatever the order of their names", () => {
    const version = contentVersion({ title: "Sleep", conditions: [3, 5], nested: { a: 1, b: null } });
    expect(version).toMatch(/^[0-9a-f]{16}$/);
    expect(contentVersion({ nested: { b: null, a: 1 }, conditions: [3, 5], title: "Sleep" })).toBe(version);
  });

  it("changes with any value, an array's order or a name", () => {
    const version = contentVersion({ title: "Sleep", conditions: [3, 5] });
    expect(contentVersion({ title: "Sleep ", conditions: [3, 5] })).not.toBe(version);
    expect(contentVersion({ title: "Sleep", conditions: [5, 3] })).not.toBe(version);
    expect(contentVersion({ name: "Sleep", conditions: [3, 5] })).not.toBe(version);
  });
});
