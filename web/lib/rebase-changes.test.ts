import { describe, expect, it } from "vitest";
import { rebaseChanges } from "./rebase-changes";

describe("rebaseChanges", () => {
  const base = { title: "Sleep", purpose: "Learn", conditions: [3, 5], phone: "" };

  it("takes the team member's changes where the user changed nothing and keeps the user's", () => {
    const mine = { ...base, purpose: "Learn how sleep helps" };
    const theirs = { ...base, title: "Sleep and memory", conditions: [3] };
    expect(rebaseChanges(base, mine, theirs)).toEqual({
      values: { title: "Sleep and memory", purpose: "Learn how sleep helps", conditions: [3], phone: "" },
      changedByOthers: ["title", "conditions"],
      changedByBoth: [],
    });
  });

  it("keeps the user's value where both changed a field, and names it; the same change is no conflict", () => {
    const mine = { ...base, title: "Mine", phone: "734-555-0100", conditions: [5, 3] };
    const theirs = { ...base, title: "Theirs", phone: "734-555-0100" };
    const rebased = rebaseChanges(base, mine, theirs);
    expect(rebased.values).toEqual({ ...base, title: "Mine", phone: "734-555-0100", conditions: [5, 3] });
    expect(rebased.changedByBoth).toEqual(["title"]);
    expect(rebased.changedByOthers).toEqual([]);
  });

  it("finds nothing to tell when the team member's save changed nothing", () => {
    const mine = { ...base, title: "Mine" };
    expect(rebaseChanges(base, mine, { ...base })).toEqual({
      values: mine,
      changedByOthers: [],
      changedByBoth: [],
    });
  });
});
