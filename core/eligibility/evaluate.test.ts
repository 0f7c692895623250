import { describe, expect, it } from "vitest";
import { BOOLEAN_FALSE_ID, BOOLEAN_TRUE_ID } from "../rules/lookup-ids";
import { evaluateExpression, evaluateStudy } from "./evaluate";
import {
  type Clause,
  clauseGroups,
  type Expression,
  type Operator,
  type StudyCriteria,
  type VariableName,
} from "./model";
import { ada, nobody } from "./sample-profiles";
import { ageOn } from "./volunteer-facts";

const today = "2026-06-15";
const FEMALE = { id: 262000, name: "FEMALE" as const };
const MALE = { id: 262001, name: "MALE" as const };
const ASTHMA = 272014;
const DIABETES = 272046;
const NEVER_SMOKED = 264000;
const DAILY_SMOKER = 264003;

function expr(
  variable: VariableName,
  operator: Operator,
  savedValue: string | null,
  ids: number[] = [],
): Expression {
  return { variable, operator, savedValue, lookupValueIds: ids };
}

const check = (expression: Expression, facts = ada) => evaluateExpression(expression, facts, today);

describe("evaluateExpression: numbers", () => {
  it("reads age on the birthday and the day before", () => {
    expect(ageOn("1986-06-15", today)).toBe(40);
    expect(ageOn("1986-06-16", today)).toBe(39);
    expect(check(expr("age", "BETWEEN", "40:65"))).toBe(true);
    expect(check(expr("age", "BETWEEN", "41:65"))).toBe(false);
    expect(check(expr("age", "BETWEEN", "18:39"))).toBe(false);
  });

  it.each([
    ["EQUAL", "40", true],
    ["EQUAL", "41", false],
    ["LESS_THAN", "40", false],
    ["LESS_THAN", "41", true],
    ["LESS_THAN_OR_EQUAL", "40", true],
    ["GREATER_THAN", "40", false],
    ["GREATER_THAN", "39", true],
    ["GREATER_THAN_OR_EQUAL", "40", true],
    ["BETWEEN", ":40", true],
    ["BETWEEN", "40:", true],
  ] as const)("age %s %s is %s", (operator, value, expected) => {
    expect(check(expr("age", operator, value))).toBe(expected);
  });

  it("computes BMI from height and weight", () => {
    expect(check(expr("bmi", "BETWEEN", "18.5:24.9"))).toBe(false);
    expect(check(expr("bmi", "BETWEEN", "18.5:25"))).toBe(true);
    expect(check(expr("height", "GREATER_THAN_OR_EQUAL", "65"))).toBe(true);
    expect(check(expr("weight", "LESS_THAN", "150"))).toBe(false);
  });

  it("negates with NOT_ variants", () => {
    expect(check(expr("age", "NOT_BETWEEN", "18:30"))).toBe(true);
    expect(check(expr("age", "NOT_EQUAL", "40"))).toBe(false);
    expect(check(expr("age", "NOT_LESS_THAN", "41"))).toBe(false);
    expect(check(expr("age", "NOT_GREATER_THAN_OR_EQUAL", "50"))).toBe(true);
  });
});

describe("evaluateExpression: pick lists, sets and yes/no", () => {
  it("tests single lookups with EQUAL, ANY_OF and their negations", () => {
    expect(check(expr("gender", "EQUAL", null, [FEMALE.id]))).toBe(true);
    expect(check(expr("gender", "ANY_OF", null, [MALE.id, FEMALE.id]))).toBe(true);
    expect(check(expr("smokingStatus", "NOT_ANY_OF", null, [DAILY_SMOKER]))).toBe(true);
    expect(check(expr("smokingStatus", "NOT_EQUAL", null, [NEVER_SMOKED]))).toBe(false);
  });

  it("tests multi-valued answers with ANY_OF (overlap) and ALL_OF (contains)", () => {
    expect(check(expr("currentConditions", "ANY_OF", null, [ASTHMA, DIABETES]))).toBe(true);
    expect(check(expr("currentConditions", "ALL_OF", null, [ASTHMA, DIABETES]))).toBe(false);
    expect(check(expr("race", "ALL_OF", null, [263001, 263006]))).toBe(true);
    expect(check(expr("currentConditions", "NOT_ANY_OF", null, [DIABETES]))).toBe(true);
    expect(check(expr("pastConditions", "ANY_OF", null, [ASTHMA]))).toBe(false);
    expect(check(expr("pastConditions", "NOT_ALL_OF", null, [ASTHMA]))).toBe(true);
  });

  it("tests yes/no answers against the BOOLEAN lookup ids", () => {
    expect(check(expr("changeMeds", "EQUAL", null, [BOOLEAN_TRUE_ID]))).toBe(true);
    expect(check(expr("experimentalDrugs", "EQUAL", null, [BOOLEAN_TRUE_ID]))).toBe(false);
    expect(check(expr("metalImplants", "NOT_EQUAL", null, [BOOLEAN_TRUE_ID]))).toBe(true);
    expect(check(expr("parentOrGuardianStatus", "EQUAL", null, [BOOLEAN_FALSE_ID]))).toBe(true);
  });

  it("reads pregnancy from a future due date, and never for men", () => {
    const expecting = { ...ada, estimatedDueDate: "2026-09-01" };
    const delivered = { ...ada, estimatedDueDate: "2026-01-01" };
    const pregnancy = expr("pregnancy", "EQUAL", null, [BOOLEAN_TRUE_ID]);
    expect(check(pregnancy, expecting)).toBe(true);
    expect(check(pregnancy, delivered)).toBe(false);
    expect(check(pregnancy, { ...expecting, gender: MALE })).toBe(false);
    expect(check(pregnancy, ada)).toBeNull();
    expect(check(pregnancy, { ...ada, pregnant: false })).toBe(false);
  });
});

describe("evaluateExpression: unknowns", () => {
  it("is unknown for every variable the profile lacks, negated or not", () => {
    const expressions = [
      expr("age", "BETWEEN", "18:65"),
      expr("bmi", "LESS_THAN", "30"),
      expr("gender", "EQUAL", null, [FEMALE.id]),
      expr("currentConditions", "ANY_OF", null, [ASTHMA]),
      expr("currentConditions", "NOT_ANY_OF", null, [ASTHMA]),
      expr("changeMeds", "EQUAL", null, [BOOLEAN_TRUE_ID]),
      expr("smokingStatus", "NOT_EQUAL", null, [DAILY_SMOKER]),
    ];
    for (const expression of expressions) expect(check(expression, nobody)).toBeNull();
  });

  it("reads an empty list of conditions as known: none", () => {
    expect(
      check(expr("currentConditions", "ANY_OF", null, [ASTHMA]), { ...nobody, currentConditionIds: [] }),
    ).toBe(false);
  });
});

function study(groups: Clause[][], participantTypes: StudyCriteria["participantTypes"] = []): StudyCriteria {
  return {
    participantTypes,
    studyConditionIds: [ASTHMA],
    criteria: groups.map((clauses, index) => ({ name: `Group ${index + 1}`, clauses })),
  };
}

const clause = (
  expressions: Expression[],
  clauseConnector: Clause["clauseConnector"] = "TERMINAL",
): Clause => ({
  expressions,
  clauseConnector,
});

describe("evaluateStudy", () => {
  const inclusion = clause(
    [expr("age", "BETWEEN", "18:65"), expr("currentConditions", "ANY_OF", null, [ASTHMA])],
    "AND",
  );
  const exclusion = clause([expr("smokingStatus", "NOT_ANY_OF", null, [DAILY_SMOKER])]);

  it("is EXACT when a group is met, with the criteria met listed", () => {
    const result = evaluateStudy(study([[inclusion, exclusion]], ["ADULTS"]), ada, today);
    expect(result.match).toBe("EXACT");
    expect(result.met).toHaveLength(3);
    expect(result.failed).toEqual([]);
  });

  it("is PARTIAL when nothing known rules the volunteer out, listing the unknowns", () => {
    const noSmokingAnswer = { ...ada, smokingStatusId: null };
    const result = evaluateStudy(study([[inclusion, exclusion]]), noSmokingAnswer, today);
    expect(result.match).toBe("PARTIAL");
    expect(result.unknown.map((o) => o.expression.variable)).toEqual(["smokingStatus"]);
  });

  it("is no match when every group fails", () => {
    const smoker = { ...ada, smokingStatusId: DAILY_SMOKER };
    expect(evaluateStudy(study([[inclusion, exclusion]]), smoker, today).match).toBeNull();
  });

  it("matches on any one of several groups", () => {
    const young = [clause([expr("age", "BETWEEN", "18:30")])];
    const older = [clause([expr("age", "BETWEEN", "31:65")])];
    const result = evaluateStudy(study([young, older]), ada, today);
    expect(result.match).toBe("EXACT");
    expect(result.met[0]?.criterionIndex).toBe(1);
    expect(evaluateStudy(study([young]), ada, today).match).toBeNull();
  });

  it("prefers a failed group to an unknown one only when no group can still be met", () => {
    const fails = [clause([expr("age", "BETWEEN", "18:30")])];
    const unknown = [clause([expr("englishFluency", "EQUAL", null, [266000])])];
    expect(evaluateStudy(study([fails, unknown]), { ...ada, englishFluencyId: null }, today).match).toBe(
      "PARTIAL",
    );
  });

  it("applies the participant types first", () => {
    expect(evaluateStudy(study([], ["CHILDREN"]), ada, today).match).toBeNull();
    expect(evaluateStudy(study([], ["CHILDREN", "PEOPLE_WITH_CONDITIONS"]), ada, today).match).toBe("EXACT");
    expect(evaluateStudy(study([], ["HEALTHY_VOLUNTEERS"]), ada, today).match).toBeNull();
    expect(evaluateStudy(study([], ["ADULTS"]), nobody, today).match).toBe("PARTIAL");
  });

  it("leaves free-text 'other' criteria to people", () => {
    const other = clause([expr("other", "EQUAL", "Must be able to attend evening visits")]);
    expect(evaluateStudy(study([[other]]), nobody, today).match).toBe("EXACT");
  });
});

describe("clauseGroups", () => {
  it("binds AND tighter than OR", () => {
    const a = clause([], "AND");
    const b = clause([], "OR");
    const c = clause([], "TERMINAL");
    expect(clauseGroups([a, b, c])).toEqual([[a, b], [c]]);
  });
});

describe("age as a birth-date bound", () => {
  it("agrees with ageOn for every day around birthdays, leap days included", async () => {
    const { ageOn, latestBirthDateForAge } = await import("./volunteer-facts");
    const todays = [
      "2026-11-22",
      "2024-02-29",
      "2025-02-28",
      "2025-03-01",
      "2028-02-29",
      "2026-01-01",
      "2026-12-31",
    ];
    const start = Date.UTC(1990, 0, 1);
    for (const today of todays) {
      for (let day = 0; day < 366 * 3; day += 1) {
        const dob = new Date(start + day * 86_400_000).toISOString().slice(0, 10);
        for (const age of [30, 33, 34, 35, 36]) {
          expect(ageOn(dob, today) >= age, `${dob} ${today} ${age}`).toBe(
            dob <= latestBirthDateForAge(today, age),
          );
        }
      }
    }
  });
});
