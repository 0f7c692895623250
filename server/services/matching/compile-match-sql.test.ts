import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { matchLevel } from "../../../core/eligibility/evaluate";
import type { Expression, Operator, StudyCriteria, VariableName } from "../../../core/eligibility/model";
import { ada, nobody } from "../../../core/eligibility/sample-profiles";
import type { VolunteerFacts } from "../../../core/eligibility/volunteer-facts";
import { BOOLEAN_TRUE_ID, GENDER_IDS } from "../../../core/rules/lookup-ids";
import type { Database } from "../../db/connect";
import { SeededRandom } from "../../db/seed/demo/random";
import { sqlRows } from "../../db/sql-rows";
import { createTestDatabase } from "../../test/test-database";
import { compileExpression, compileStudyMatch } from "./compile-match-sql";
import { PROFILE_COLUMNS, profileRowSql } from "./profile-values-sql";
import { expectedMatch, randomFacts, randomStudyCriteria } from "./random-criteria";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const today = "2026-06-15";

/** Evaluates a compiled boolean on each profile: 'EXACT' for TRUE, 'PARTIAL' for NULL, null for FALSE. */
async function evaluateInSql(predicate: string, profiles: readonly VolunteerFacts[]) {
  const rows = profiles.map((facts, index) => `(${index}, ${profileRowSql(facts)})`).join(",\n");
  const result = await database.db.execute(
    sql.raw(`select idx, case when m then 'EXACT' when m is null then 'PARTIAL' end as match
      from (select idx, (${predicate}) as m from (values ${rows}) as p(idx, ${PROFILE_COLUMNS.join(", ")})) q
      order by idx`),
  );
  return sqlRows(result).map((row) => (row.match as string | null) ?? null);
}

const expr = (
  variable: VariableName,
  operator: Operator,
  savedValue: string | null,
  ids: number[] = [],
): Expression => ({
  variable,
  operator,
  savedValue,
  lookupValueIds: ids,
});

async function truth(expression: Expression, facts: VolunteerFacts) {
  const [match] = await evaluateInSql(compileExpression(expression, today), [facts]);
  return match === "EXACT" ? true : match === "PARTIAL" ? null : false;
}

describe("compiled expressions", () => {
  it("compares ages through the birth date, on the birthday itself too", async () => {
    expect(await truth(expr("age", "BETWEEN", "40:40"), ada)).toBe(true);
    expect(await truth(expr("age", "GREATER_THAN", "40"), ada)).toBe(false);
    expect(await truth(expr("age", "NOT_LESS_THAN", "41"), ada)).toBe(false);
    expect(await truth(expr("age", "EQUAL", "40"), ada)).toBe(true);
  });

  it("computes BMI from height and weight and treats a missing one as unknown", async () => {
    expect(await truth(expr("bmi", "BETWEEN", "24.9:25"), ada)).toBe(true);
    expect(await truth(expr("bmi", "LESS_THAN", "20"), { ...ada, height: null })).toBeNull();
  });

  it("tests pick lists and lists of values, negated with Kleene logic", async () => {
    expect(await truth(expr("gender", "ANY_OF", null, [GENDER_IDS.FEMALE]), ada)).toBe(true);
    expect(await truth(expr("race", "NOT_ANY_OF", null, [263001]), ada)).toBe(false);
    expect(await truth(expr("pastConditions", "ANY_OF", null, [272014]), ada)).toBe(false);
    expect(await truth(expr("currentConditions", "NOT_ALL_OF", null, [272014]), nobody)).toBeNull();
    expect(await truth(expr("metalImplants", "NOT_EQUAL", null, [BOOLEAN_TRUE_ID]), ada)).toBe(true);
  });

  it("reads pregnancy only for women and intersex people", async () => {
    const pregnant = expr("pregnancy", "EQUAL", null, [BOOLEAN_TRUE_ID]);
    expect(await truth(pregnant, { ...ada, estimatedDueDate: "2026-09-01" })).toBe(true);
    expect(await truth(pregnant, { ...ada, gender: { id: GENDER_IDS.MALE, name: "MALE" } })).toBe(false);
    expect(await truth(pregnant, ada)).toBeNull();
  });

  it("matches a study with several groups when any group holds", async () => {
    const study: StudyCriteria = {
      participantTypes: ["ADULTS"],
      studyConditionIds: [],
      criteria: [
        {
          name: "A",
          clauses: [{ clauseConnector: "TERMINAL", expressions: [expr("age", "LESS_THAN", "30")] }],
        },
        {
          name: "B",
          clauses: [
            { clauseConnector: "TERMINAL", expressions: [expr("smokingStatus", "EQUAL", null, [264000])] },
          ],
        },
      ],
    };
    expect(await evaluateInSql(compileStudyMatch(study, today), [ada, nobody])).toEqual(["EXACT", "PARTIAL"]);
  });
});

describe("the SQL and the evaluator agree", () => {
  it("on 600 random criteria/profile pairs (and the evaluator's fast path too)", async () => {
    const random = new SeededRandom(20261122);
    let pairs = 0;
    const seen = new Set<string | null>();
    for (let round = 0; round < 60; round++) {
      const study = randomStudyCriteria(random);
      const profiles = Array.from({ length: 10 }, () => randomFacts(random));
      const fromSql = await evaluateInSql(compileStudyMatch(study, today), profiles);
      const fromEvaluator = profiles.map((facts) => expectedMatch(study, facts, today));
      for (const [index, expected] of fromEvaluator.entries()) {
        const facts = profiles[index] as VolunteerFacts;
        expect(fromSql[index], JSON.stringify({ study, facts })).toBe(expected);
        expect(matchLevel(study, facts, today)).toBe(expected);
        seen.add(expected);
        pairs += 1;
      }
    }
    expect(pairs).toBeGreaterThanOrEqual(500);
    // The generator reaches all three answers, so agreement is not agreement on one answer.
    expect(seen).toEqual(new Set(["EXACT", "PARTIAL", null]));
  });
});
