import { describe, expect, it } from "vitest";
import { describeExpression } from "./describe-expression";
import type { Expression } from "./model";

const names: Record<number, string> = { 1: "Asthma", 2: "Diabetes", 260001: "Yes" };
const nameOf = (id: number) => names[id] ?? String(id);
const expression = (
  partial: Partial<Expression> & Pick<Expression, "variable" | "operator">,
): Expression => ({
  savedValue: null,
  lookupValueIds: [],
  ...partial,
});

describe("describeExpression", () => {
  it("reads ranges and single bounds with their unit", () => {
    expect(
      describeExpression(expression({ variable: "age", operator: "BETWEEN", savedValue: "18:65" }), nameOf),
    ).toBe("Age: 18 to 65 years");
    expect(
      describeExpression(expression({ variable: "age", operator: "BETWEEN", savedValue: "18:" }), nameOf),
    ).toBe("Age: 18 years or more");
    expect(
      describeExpression(expression({ variable: "bmi", operator: "BETWEEN", savedValue: ":30.5" }), nameOf),
    ).toBe("BMI: up to 30.5");
    expect(
      describeExpression(
        expression({ variable: "weight", operator: "GREATER_THAN_OR_EQUAL", savedValue: "100" }),
        nameOf,
      ),
    ).toBe("Weight: at least 100 lbs");
    expect(
      describeExpression(
        expression({ variable: "height", operator: "NOT_LESS_THAN", savedValue: "60" }),
        nameOf,
      ),
    ).toBe("Height: not less than 60 inches");
  });

  it("names lookup values, and reads exclusions as 'none of' or 'not'", () => {
    expect(
      describeExpression(
        expression({ variable: "currentConditions", operator: "ANY_OF", lookupValueIds: [1, 2] }),
        nameOf,
      ),
    ).toBe("Current medical conditions: Asthma, Diabetes");
    expect(
      describeExpression(
        expression({ variable: "pastConditions", operator: "NOT_ANY_OF", lookupValueIds: [1] }),
        nameOf,
      ),
    ).toBe("Past medical conditions: none of Asthma");
    expect(
      describeExpression(
        expression({ variable: "metalImplants", operator: "NOT_EQUAL", lookupValueIds: [260001] }),
        nameOf,
      ),
    ).toBe("Has metal implants: not Yes");
  });
});
