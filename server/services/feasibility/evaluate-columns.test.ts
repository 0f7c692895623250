import { describe, expect, it } from "vitest";
import { evaluateExpression, matchLevel } from "../../../core/eligibility/evaluate";
import type { StudyCriteria } from "../../../core/eligibility/model";
import { ageOn, type VolunteerFacts } from "../../../core/eligibility/volunteer-facts";
import { AGE_BANDS } from "../../../core/rules/feasibility";
import { SeededRandom } from "../../db/seed/demo/random";
import { randomFacts, randomStudyCriteria } from "../matching/random-criteria";
import { countOverColumns } from "./evaluate-columns";
import { factRowOf, VolunteerColumns } from "./volunteer-columns";

const today = "2026-06-15";

/** What the evaluator of core/eligibility says of each volunteer, counted as the columns count. */
function countWithEvaluator(study: StudyCriteria, people: readonly VolunteerFacts[], weighed: number) {
  const expressions = study.criteria
    .flatMap((criterion) => criterion.clauses.flatMap((clause) => clause.expressions))
    .slice(0, weighed);
  const byGender = new Map<number, number>();
  const byBand: number[] = new Array(AGE_BANDS.length + 1).fill(0);
  let exact = 0;
  let partial = 0;
  for (const facts of people) {
    const level = matchLevel(study, facts, today);
    if (level === null) continue;
    if (level === "EXACT") exact++;
    else partial++;
    const gender = facts.gender?.id ?? 0;
    byGender.set(gender, (byGender.get(gender) ?? 0) + 1);
    const age = facts.dateOfBirth === null ? null : ageOn(facts.dateOfBirth, today);
    const band =
      age === null
        ? AGE_BANDS.length
        : AGE_BANDS.findLastIndex((each, index) => index === 0 || age >= each.from);
    byBand[band] = (byBand[band] as number) + 1;
  }
  const ruledOut = expressions.map(
    (expression) => people.filter((facts) => evaluateExpression(expression, facts, today) === false).length,
  );
  return { exact, partial, matchedByGender: byGender, matchedByAgeBand: byBand, ruledOut };
}

describe("criteria counted over the volunteer columns", () => {
  it("agree with the evaluator on 300 random criteria over 200 random volunteers, some changed or gone", () => {
    const random = new SeededRandom(20261126);
    const columns = new VolunteerColumns();
    const people = new Map<number, VolunteerFacts>();
    for (let userId = 1; userId <= 200; userId++) {
      const facts = randomFacts(random);
      people.set(userId, facts);
      columns.put(factRowOf(userId, facts));
    }
    const seen = { exact: 0, partial: 0, ruledOut: 0 };
    for (let round = 0; round < 300; round++) {
      // Between counts, volunteers leave, come back and change their answers, as the loader applies them.
      for (let change = 0; change < 5; change++) {
        const userId = random.int(1, 260);
        if (random.chance(0.3)) {
          columns.remove(userId);
          people.delete(userId);
        } else {
          const facts = randomFacts(random);
          columns.put(factRowOf(userId, facts));
          people.set(userId, facts);
        }
      }
      const study = randomStudyCriteria(random);
      const counted = countOverColumns(study, columns, today, 4);
      const expected = countWithEvaluator(study, [...people.values()], 4);
      expect(counted, JSON.stringify(study)).toEqual(expected);
      seen.exact += counted.exact;
      seen.partial += counted.partial;
      seen.ruledOut += counted.ruledOut.reduce((sum, count) => sum + count, 0);
    }
    expect(columns.count).toBe(people.size);
    // The generator reaches every answer, so agreement is not agreement on zero.
    expect(seen.exact).toBeGreaterThan(0);
    expect(seen.partial).toBeGreaterThan(0);
    expect(seen.ruledOut).toBeGreaterThan(0);
  });

  it("give a new condition id its own bit, widening every volunteer's row", () => {
    const columns = new VolunteerColumns();
    const base: VolunteerFacts = randomFacts(new SeededRandom(1));
    for (let id = 0; id < 70; id++) {
      columns.put(factRowOf(id + 1, { ...base, currentConditionIds: [300_000 + id] }));
    }
    expect(columns.currentConditionIds.words).toBe(4);
    const study: StudyCriteria = {
      participantTypes: ["PEOPLE_WITH_CONDITIONS"],
      studyConditionIds: [300_000, 300_069],
      criteria: [],
    };
    expect(
      countOverColumns(study, columns, today, 0).exact + countOverColumns(study, columns, today, 0).partial,
    ).toBe(2);
  });
});
