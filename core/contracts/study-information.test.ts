import { describe, expect, it } from "vitest";
import { BOOLEAN_FALSE_ID, BOOLEAN_TRUE_ID } from "../rules/lookup-ids";
import {
  EMPTY_STUDY_INFORMATION,
  isValidPhone,
  normalizeStudyInformation,
  type StudyInformationValues,
  studyInformationIssues,
} from "./study-information";

const valid: StudyInformationValues = {
  ...EMPTY_STUDY_INFORMATION,
  title: "Sleep and memory",
  conditions: [270001],
  purpose: "Learn how sleep helps memory.",
  studyDescription: "Two visits.",
  locations: [280001],
  offersCompensation: BOOLEAN_FALSE_ID,
  department: 281001,
  contactName: "Dana Lee",
  contactEmail: "dana@example.edu",
};

describe("study information rules", () => {
  it("accepts a complete form", () => {
    expect(studyInformationIssues(valid, { defaultLanguage: true })).toEqual([]);
  });

  it("names every blank required field with the general message", () => {
    const issues = studyInformationIssues(EMPTY_STUDY_INFORMATION, { defaultLanguage: true });
    expect(issues.map((issue) => issue.message)).toEqual([
      "Study title is required",
      "Conditions is required",
      "Purpose is required",
      "Study description is required",
      "Locations is required",
      "Offers compensation is required",
      "Department is required",
      "Contact name is required",
      "Contact email is required",
    ]);
  });

  it("requires compensation details only when compensation is offered", () => {
    expect(
      studyInformationIssues({ ...valid, offersCompensation: BOOLEAN_TRUE_ID }, { defaultLanguage: true }),
    ).toEqual([{ field: "compensation", message: "Compensation details is required" }]);
    expect(
      studyInformationIssues({ ...valid, compensation: "x".repeat(600) }, { defaultLanguage: true }),
    ).toEqual([]);
    expect(normalizeStudyInformation({ ...valid, compensation: "$20" }).compensation).toBe("");
  });

  it.each([
    ["title", 400],
    ["purpose", 300],
    ["studyDescription", 2000],
    ["contactName", 100],
    ["contactWebsite", 100],
    ["aboutStudy", 1000],
  ] as const)("caps %s at %i characters", (field, limit) => {
    expect(
      studyInformationIssues({ ...valid, [field]: "x".repeat(limit) }, { defaultLanguage: true }),
    ).toEqual([]);
    const [issue] = studyInformationIssues(
      { ...valid, [field]: "x".repeat(limit + 1) },
      { defaultLanguage: true },
    );
    expect(issue?.field).toBe(field);
    expect(issue?.message).toMatch(new RegExp(`must have at most ${limit} characters$`));
  });

  it("checks the e-mail and the optional phone", () => {
    expect(studyInformationIssues({ ...valid, contactEmail: "dana@" }, { defaultLanguage: true })).toEqual([
      { field: "contactEmail", message: "Contact email must be a valid email address" },
    ]);
    expect(studyInformationIssues({ ...valid, contactPhone: "call me" }, { defaultLanguage: true })).toEqual([
      { field: "contactPhone", message: "Contact phone must be a valid phone number" },
    ]);
    expect(isValidPhone("(734) 555-0100 ext. 12")).toBe(true);
    expect(isValidPhone("+1 734.555.0100")).toBe(true);
    expect(isValidPhone("12345")).toBe(false);
  });

  it("in another language checks only the lengths of the texts", () => {
    expect(studyInformationIssues(EMPTY_STUDY_INFORMATION, { defaultLanguage: false })).toEqual([]);
    expect(
      studyInformationIssues(
        { ...EMPTY_STUDY_INFORMATION, purpose: "x".repeat(301) },
        { defaultLanguage: false },
      ),
    ).toEqual([{ field: "purpose", message: "Purpose must have at most 300 characters" }]);
  });
});
