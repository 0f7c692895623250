import { describe, expect, it } from "vitest";
import { emptyGroupForm } from "../../../../core/eligibility/criteria-form";
import {
  criteriaDraftFromText,
  criteriaFromDraft,
  withGroupAdded,
  withGroupDeleted,
  withGroupReplaced,
} from "./criteria-draft";

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

  it("reads a kept draft back as it was, each group on the fields a group has now", () => {
    const edited = withGroupReplaced(withGroupAdded(draft), 1, { ...emptyGroupForm("B"), bmiMax: "30.5" });
    expect(criteriaDraftFromText(JSON.stringify(edited))).toEqual(edited);
    // A field the page no longer has is dropped; a field it has since gained takes its empty value.
    const { ageMin: _gained, ...older } = draft.groups[0] as Record<string, unknown>;
    const kept = { participantTypeIds: [265000, "x"], groups: [{ ...older, retired: [1] }] };
    expect(criteriaDraftFromText(JSON.stringify(kept))).toEqual({
      participantTypeIds: [265000],
      groups: [{ ...emptyGroupForm("Group 1") }],
    });
  });

  it("reads no draft from a text that is not one", () => {
    for (const text of [
      "",
      "not json",
      "[]",
      "null",
      '{"groups":[]}',
      '{"participantTypeIds":[],"groups":[]}',
    ]) {
      expect(criteriaDraftFromText(text)).toBeNull();
    }
  });
});
