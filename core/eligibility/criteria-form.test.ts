import { describe, expect, it } from "vitest";
import { BOOLEAN_FALSE_ID, BOOLEAN_TRUE_ID, GENDER_IDS } from "../rules/lookup-ids";
import {
  type CriteriaGroupForm,
  criteriaFromForm,
  criterionFromForm,
  emptyGroupForm,
  groupFormFromCriterion,
  groupFormsFromCriteria,
  sanitizeNumberInput,
} from "./criteria-form";
import { GROUP_NAMES_MISSING_MESSAGE, groupFormIssues, groupNamesMissing } from "./criteria-form-rules";
import { savedCriteriaIssues, uncountableCriteriaIssues } from "./saved-criteria-rules";

function group(values: Partial<CriteriaGroupForm>): CriteriaGroupForm {
  return { ...emptyGroupForm("Group 1"), ...values };
}

const inclusionOf = (form: CriteriaGroupForm) => criterionFromForm(form)?.clauses[0]?.expressions ?? [];

describe("criteria form to saved criteria", () => {
  it("saves a pair of bounds as BETWEEN 'min:max', one bound as a single operator, none as nothing", () => {
    const saved = inclusionOf(
      group({ ageMin: "18", ageMax: "65", heightMin: "60", weightMax: "250", bmiMin: "" }),
    );
    expect(saved.map((item) => [item.variable, item.operator, item.savedValue])).toEqual([
      ["age", "BETWEEN", "18:65"],
      ["height", "GREATER_THAN_OR_EQUAL", "60"],
      ["weight", "LESS_THAN_OR_EQUAL", "250"],
    ]);
  });

  it("keeps BMI decimals and normalizes numbers", () => {
    expect(inclusionOf(group({ bmiMin: "0.5", bmiMax: "30.25" }))[0]?.savedValue).toBe("0.5:30.25");
    expect(inclusionOf(group({ ageMin: "007" }))[0]?.savedValue).toBe("7");
  });

  it("saves pick lists as ANY_OF and their Ex lists as NOT_ANY_OF, skipping empty lists", () => {
    const saved = criterionFromForm(group({ race: [263001, 263002], smokingStatusEx: [264003], gender: [] }));
    expect(saved?.clauses).toEqual([
      {
        clauseConnector: "AND",
        expressions: [
          { id: 0, variable: "race", operator: "ANY_OF", savedValue: null, lookupValueIds: [263001, 263002] },
        ],
      },
      {
        clauseConnector: "TERMINAL",
        expressions: [
          {
            id: 0,
            variable: "smokingStatus",
            operator: "NOT_ANY_OF",
            savedValue: null,
            lookupValueIds: [264003],
          },
        ],
      },
    ]);
  });

  it("saves yes/no answers as EQUAL and their exclude form as NOT_EQUAL", () => {
    const saved = criterionFromForm(group({ changeMeds: BOOLEAN_TRUE_ID, metalImplantsEx: BOOLEAN_TRUE_ID }));
    expect(
      saved?.clauses.map((clause) =>
        clause.expressions.map((item) => [item.variable, item.operator, item.lookupValueIds]),
      ),
    ).toEqual([
      [["changeMeds", "EQUAL", [BOOLEAN_TRUE_ID]]],
      [["metalImplants", "NOT_EQUAL", [BOOLEAN_TRUE_ID]]],
    ]);
  });

  it("saves pregnancy only when the gender selection has women or intersex people and no men", () => {
    expect(inclusionOf(group({ pregnancy: BOOLEAN_TRUE_ID })).length).toBe(0);
    expect(
      inclusionOf(group({ pregnancy: BOOLEAN_TRUE_ID, gender: [GENDER_IDS.FEMALE, GENDER_IDS.MALE] })).map(
        (item) => item.variable,
      ),
    ).toEqual(["gender"]);
    expect(
      inclusionOf(group({ pregnancy: BOOLEAN_FALSE_ID, gender: [GENDER_IDS.INTERSEX] })).map(
        (item) => item.variable,
      ),
    ).toEqual(["gender", "pregnancy"]);
  });

  it("drops blank 'other' texts, trims the others, and keeps their ids", () => {
    const saved = criterionFromForm(group({ other: "  Able to walk  ", otherId: 41, otherExclusion: "   " }));
    expect(saved?.clauses).toEqual([
      {
        clauseConnector: "TERMINAL",
        expressions: [
          { id: 41, variable: "other", operator: "EQUAL", savedValue: "Able to walk", lookupValueIds: [] },
        ],
      },
    ]);
  });

  it("drops groups without criteria", () => {
    expect(
      criteriaFromForm([group({}), group({ id: 5, groupName: "Arm B", ageMin: "1" })]).map((item) => [
        item.id,
        item.name,
      ]),
    ).toEqual([[5, "Arm B"]]);
  });
});

describe("saved criteria back to the form", () => {
  const full = group({
    id: 7,
    groupName: "Adults",
    ageMin: "18",
    ageMax: "65",
    heightMin: "60",
    weightMax: "250",
    bmiMin: "18.5",
    bmiMax: "35",
    gender: [GENDER_IDS.FEMALE],
    genderEx: [GENDER_IDS.MALE],
    race: [263000],
    raceEx: [263004],
    currentConditions: [270001, 270002],
    currentConditionsEx: [270003],
    pastConditions: [270004],
    pastConditionsEx: [270005],
    smokingStatus: [264000],
    smokingStatusEx: [264003],
    englishFluency: [266000],
    englishFluencyEx: [266001],
    pregnancy: BOOLEAN_FALSE_ID,
    pregnancyEx: BOOLEAN_TRUE_ID,
    changeMeds: BOOLEAN_TRUE_ID,
    changeMedsEx: BOOLEAN_FALSE_ID,
    experimentalDrugs: BOOLEAN_TRUE_ID,
    experimentalDrugsEx: BOOLEAN_FALSE_ID,
    metalImplants: BOOLEAN_FALSE_ID,
    metalImplantsEx: BOOLEAN_TRUE_ID,
    parentOrGuardianStatus: BOOLEAN_TRUE_ID,
    parentOrGuardianStatusEx: BOOLEAN_FALSE_ID,
    other: "Able to walk",
    otherExclusion: "Recent surgery",
  });

  it("reads every field kind back as it was entered", () => {
    const saved = criterionFromForm(full);
    if (!saved) throw new Error("expected a criterion");
    expect(groupFormFromCriterion(saved)).toEqual(full);
  });

  it("reads a single upper or lower bound back into its side", () => {
    const saved = criterionFromForm(group({ ageMax: "40", weightMin: "100" }));
    if (!saved) throw new Error("expected a criterion");
    const form = groupFormFromCriterion(saved);
    expect([form.ageMin, form.ageMax, form.weightMin, form.weightMax]).toEqual(["", "40", "100", ""]);
  });

  it("gives a study without criteria one empty 'Group 1'", () => {
    expect(groupFormsFromCriteria([]).map((item) => item.groupName)).toEqual(["Group 1"]);
  });
});

describe("numeric inputs", () => {
  it("keeps digits only in whole-number fields", () => {
    expect(sanitizeNumberInput("1a2-3.4", false)).toBe("1234");
  });
  it("keeps one decimal point in BMI and makes a leading point 0", () => {
    expect(sanitizeNumberInput("2.5.1", true)).toBe("2.51");
    expect(sanitizeNumberInput(".5", true)).toBe("0.5");
    expect(sanitizeNumberInput("a3b", true)).toBe("3");
  });
});

describe("group form rules", () => {
  it("checks each range against its bounds", () => {
    const issues = groupFormIssues(
      group({ ageMax: "151", heightMin: "301", weightMax: "500", bmiMax: "500.1" }),
      {
        groupCount: 1,
      },
    );
    expect(issues).toEqual([
      { field: "ageMax", message: "Maximum age must be at most 150" },
      { field: "heightMin", message: "Minimum height must be at most 300" },
      { field: "bmiMax", message: "Maximum BMI must be at most 500" },
    ]);
  });

  it("asks for a group name only once there are two groups, and caps it at 64", () => {
    expect(groupFormIssues(group({ groupName: "" }), { groupCount: 1 })).toEqual([]);
    expect(groupFormIssues(group({ groupName: " " }), { groupCount: 2 })).toEqual([
      { field: "groupName", message: "Group name is required" },
    ]);
    expect(groupFormIssues(group({ groupName: "x".repeat(65) }), { groupCount: 2 })).toEqual([
      { field: "groupName", message: "Group name must have at most 64 characters" },
    ]);
  });

  it("caps the 'other' texts at 2000 characters", () => {
    expect(groupFormIssues(group({ otherExclusion: "x".repeat(2001) }), { groupCount: 1 })).toEqual([
      { field: "otherExclusion", message: "Other exclusion criteria must have at most 2000 characters" },
    ]);
  });

  it("finds unnamed groups among several", () => {
    expect(groupNamesMissing([{ groupName: "A" }, { groupName: "" }])).toBe(true);
    expect(groupNamesMissing([{ groupName: "" }])).toBe(false);
    expect(GROUP_NAMES_MISSING_MESSAGE).toContain("Edit button");
  });
});

describe("saved criteria rules", () => {
  it("accepts what the form writes", () => {
    const criteria = criteriaFromForm([
      group({ ageMin: "18", ageMax: "65", changeMedsEx: BOOLEAN_TRUE_ID, other: "x" }),
    ]);
    expect(savedCriteriaIssues({ participantTypeIds: [265000], criteria })).toEqual([]);
  });

  it("refuses out-of-range numbers, missing participant types, unnamed groups and empty selections", () => {
    const issues = savedCriteriaIssues({
      participantTypeIds: [],
      criteria: [
        {
          id: 0,
          name: "",
          clauses: [
            {
              clauseConnector: "TERMINAL",
              expressions: [
                { id: 0, variable: "age", operator: "BETWEEN", savedValue: "10:151", lookupValueIds: [] },
                { id: 0, variable: "race", operator: "ANY_OF", savedValue: null, lookupValueIds: [] },
                {
                  id: 0,
                  variable: "height",
                  operator: "GREATER_THAN",
                  savedValue: "60.5",
                  lookupValueIds: [],
                },
              ],
            },
          ],
        },
        { id: 0, name: "B", clauses: [] },
      ],
    });
    expect(issues.map((issue) => issue.field)).toEqual([
      "participantTypeIds",
      "criteria.0.name",
      "criteria.0.clauses.0.expressions.0",
      "criteria.0.clauses.0.expressions.1",
      "criteria.0.clauses.0.expressions.2",
      "criteria.1.clauses",
    ]);
  });

  it("counts for feasibility what it would save, an unnamed group too, and nothing without a participant type", () => {
    const ages = criteriaFromForm([group({ ageMin: "18", ageMax: "65" })])[0]?.clauses ?? [];
    const unnamed = [
      { id: 0, name: "", clauses: ages },
      { id: 0, name: "", clauses: ages },
    ];
    const named = unnamed.map((criterion, index) => ({ ...criterion, name: `Arm ${index + 1}` }));
    expect(savedCriteriaIssues({ participantTypeIds: [265000], criteria: unnamed }).length).toBe(2);
    expect(uncountableCriteriaIssues({ participantTypeIds: [265000], criteria: unnamed })).toEqual([]);
    expect(
      uncountableCriteriaIssues({ participantTypeIds: [], criteria: named }).map((issue) => issue.field),
    ).toEqual(["participantTypeIds"]);
  });
});

describe("saving another language's texts", () => {
  it("keeps a stored 'other' text whose translation is blank, and drops a new blank one", () => {
    const translated = criterionFromForm(group({ other: " ", otherId: 12, otherExclusion: "" }), {
      translating: true,
    });
    expect(translated?.clauses[0]?.expressions).toEqual([
      { id: 12, variable: "other", operator: "EQUAL", savedValue: "", lookupValueIds: [] },
    ]);
  });
});
