import { describe, expect, it } from "vitest";
import { emptyGroupForm } from "../../../../core/eligibility/criteria-form";
import { criteriaFromDraft, withGroupAdded, withGroupDeleted, withGroupReplaced } from "./criteria-draft";

const draft = { participantTypeIds: [265000], groups: [{ ...emptyGroupForm("Group 1"), ageMin: "18" }] };

describe("criteria draft", () => {
  it("adds a group with id 0 and an empty name at the end", () => {
    const next = withGroupAdded(draft);
    expect(next.groups.map((group) => [group.id, group.groupName])).toEqual([
      [0, "Group 1"],
      [0, ""],
    ]);
  });

  it("deletes only while more than one group exists, and the rest close up", () => {
    expect(withGroupDeleted(draft, 0)).toBe(draft);
    const three = withGroupAdded(withGroupAdded(draft));
    const named = withGroupReplaced(three, 2, { ...emptyGroupForm("C"), ageMax: "9" });
    const next = withGroupDeleted(named, 1);
    expect(next.groups.map((group) => group.groupName)).toEqual(["Group 1", "C"]);
    expect(criteriaFromDraft(next, { translating: false }).criteria.map((group) => group.name)).toEqual([
      "Group 1",
      "C",
    ]);
  });
});
