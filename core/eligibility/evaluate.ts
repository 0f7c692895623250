import {
  baseOperator,
  type Criterion,
  clauseGroups,
  type Expression,
  type ParticipantType,
  parseRange,
  type StudyCriteria,
  VARIABLE_KINDS,
  type VariableName,
} from "./model";
import { and, not, or, type Truth } from "./three-valued";
import { ageOn, bmiOf, booleanOfLookup, pregnantOn, type VolunteerFacts } from "./volunteer-facts";

export type MatchLevel = "EXACT" | "PARTIAL";

type ProfileValue = number | boolean | readonly number[] | null;

/** The profile value a variable tests, derived where it must be (age, BMI, pregnancy). */
export function profileValue(variable: VariableName, facts: VolunteerFacts, today: string): ProfileValue {
  switch (variable) {
    case "age":
      return facts.dateOfBirth === null ? null : ageOn(facts.dateOfBirth, today);
    case "gender":
      return facts.gender?.id ?? null;
    case "pregnancy":
      return pregnantOn(facts, today);
    case "race":
      return facts.raceIds;
    case "height":
      return facts.height;
    case "weight":
      return facts.weight;
    case "bmi":
      return facts.weight === null || facts.height === null || facts.height === 0
        ? null
        : bmiOf(facts.weight, facts.height);
    case "currentConditions":
      return facts.currentConditionIds;
    case "pastConditions":
      return facts.pastConditionIds;
    case "changeMeds":
      return facts.willingToChangeMeds;
    case "experimentalDrugs":
      return facts.willingTakeExpDrugs;
    case "metalImplants":
      return facts.hasMetalImplants;
    case "smokingStatus":
      return facts.smokingStatusId;
    case "parentOrGuardianStatus":
      return facts.parentOrGuardianOfAChild;
    case "englishFluency":
      return facts.englishFluencyId;
    case "other":
      return null;
  }
}

function compareNumber(base: string, value: number, expression: Expression): Truth {
  const { min, max } = parseRange(expression.savedValue);
  const target = min;
  switch (base) {
    case "BETWEEN":
      return (min === null || value >= min) && (max === null || value <= max);
    case "EQUAL":
      return target === null ? null : value === target;
    case "LESS_THAN":
      return target === null ? null : value < target;
    case "GREATER_THAN":
      return target === null ? null : value > target;
    case "LESS_THAN_OR_EQUAL":
      return target === null ? null : value <= target;
    case "GREATER_THAN_OR_EQUAL":
      return target === null ? null : value >= target;
    default:
      return null;
  }
}

function compareSet(base: string, values: readonly number[], ids: readonly number[]): Truth {
  switch (base) {
    case "EQUAL":
    case "ANY_OF":
      return ids.some((id) => values.includes(id));
    case "ALL_OF":
      return ids.every((id) => values.includes(id));
    default:
      return null;
  }
}

/**
 * One expression against the profile: TRUE, FALSE or UNKNOWN (null) when the profile lacks the value.
 * NOT_ variants negate with Kleene logic, so an unknown stays unknown.
 */
export function evaluateExpression(expression: Expression, facts: VolunteerFacts, today: string): Truth {
  return evaluateOnValue(expression, profileValue(expression.variable, facts, today));
}

/** The same, given the profile value the expression's variable reads. */
function evaluateOnValue(expression: Expression, value: ProfileValue): Truth {
  const kind = VARIABLE_KINDS[expression.variable];
  if (kind === "text") return true;
  const { base, negated } = baseOperator(expression.operator);
  let result: Truth;
  if (value === null) result = null;
  else if (kind === "number") result = compareNumber(base, value as number, expression);
  else if (kind === "boolean") {
    const wanted = booleanOfLookup(expression.lookupValueIds);
    result = wanted === null ? null : value === wanted;
  } else if (kind === "lookup") result = compareSet(base, [value as number], expression.lookupValueIds);
  else result = compareSet(base, value as readonly number[], expression.lookupValueIds);
  return negated ? not(result) : result;
}

/** Free-text 'other' expressions are read by people, not matched (DESIGN.md §7). */
function matchable(expression: Expression): boolean {
  return VARIABLE_KINDS[expression.variable] !== "text";
}

export function evaluateCriterion(criterion: Criterion, facts: VolunteerFacts, today: string): Truth {
  const groups = clauseGroups(criterion.clauses).map((clauses) =>
    and(
      clauses.map((clause) =>
        and(clause.expressions.filter(matchable).map((e) => evaluateExpression(e, facts, today))),
      ),
    ),
  );
  return groups.length === 0 ? true : or(groups);
}

/** The participant-type filter: the volunteer must fit at least one of the study's types. */
export function evaluateParticipantTypes(study: StudyCriteria, facts: VolunteerFacts, today: string): Truth {
  if (study.participantTypes.length === 0) return true;
  const age = profileValue("age", facts, today) as number | null;
  const conditions = facts.currentConditionIds;
  const fits = (type: ParticipantType): Truth => {
    switch (type) {
      case "ADULTS":
        return age === null ? null : age >= 18;
      case "CHILDREN":
        return age === null ? null : age < 18;
      case "HEALTHY_VOLUNTEERS":
        return conditions === null ? null : conditions.length === 0;
      case "PEOPLE_WITH_CONDITIONS":
        return conditions === null ? null : conditions.some((id) => study.studyConditionIds.includes(id));
    }
  };
  return or(study.participantTypes.map(fits));
}

/**
 * The match level alone, for matching many studies against one volunteer: the profile values are
 * derived once (age, BMI, pregnancy) and no explanation is built. Same answers as evaluateStudy.
 */
export function matchLevel(study: StudyCriteria, facts: VolunteerFacts, today: string): MatchLevel | null {
  const values = new Map<VariableName, ProfileValue>();
  const valueFor = (variable: VariableName) => {
    if (!values.has(variable)) values.set(variable, profileValue(variable, facts, today));
    return values.get(variable) ?? null;
  };
  const participantTypes = evaluateParticipantTypes(study, facts, today);
  if (participantTypes === false) return null;
  let groups: Truth = study.criteria.length === 0;
  for (const criterion of study.criteria) {
    const clauseSets = clauseGroups(criterion.clauses);
    const truth: Truth =
      clauseSets.length === 0
        ? true
        : or(
            clauseSets.map((clauses) =>
              and(
                clauses.map((clause) =>
                  and(
                    clause.expressions.filter(matchable).map((e) => evaluateOnValue(e, valueFor(e.variable))),
                  ),
                ),
              ),
            ),
          );
    if (truth === true) {
      groups = true;
      break;
    }
    if (truth === null) groups = null;
  }
  const overall = and([participantTypes, groups]);
  return overall === true ? "EXACT" : overall === null ? "PARTIAL" : null;
}

export interface ExpressionOutcome {
  criterionIndex: number;
  expression: Expression;
  result: Truth;
}

export interface MatchExplanation {
  match: MatchLevel | null;
  participantTypes: Truth;
  /** From the group that decided the match (the first met, else the first undecided, else the first). */
  met: ExpressionOutcome[];
  failed: ExpressionOutcome[];
  unknown: ExpressionOutcome[];
}

/**
 * EXACT when the participant types admit the volunteer and at least one group is TRUE; PARTIAL when
 * nothing known rules them out but something is unknown; no match otherwise (DESIGN.md §7).
 */
export function evaluateStudy(study: StudyCriteria, facts: VolunteerFacts, today: string): MatchExplanation {
  const participantTypes = evaluateParticipantTypes(study, facts, today);
  const groupResults = study.criteria.map((criterion) => evaluateCriterion(criterion, facts, today));
  const groups = groupResults.length === 0 ? true : or(groupResults);
  const overall = and([participantTypes, groups]);
  let decisive = groupResults.indexOf(true);
  if (decisive < 0) decisive = groupResults.indexOf(null);
  if (decisive < 0) decisive = 0;
  const outcomes: ExpressionOutcome[] = (study.criteria[decisive]?.clauses ?? []).flatMap((clause) =>
    clause.expressions.filter(matchable).map((expression) => ({
      criterionIndex: decisive,
      expression,
      result: evaluateExpression(expression, facts, today),
    })),
  );
  return {
    match: overall === true ? "EXACT" : overall === null ? "PARTIAL" : null,
    participantTypes,
    met: outcomes.filter((o) => o.result === true),
    failed: outcomes.filter((o) => o.result === false),
    unknown: outcomes.filter((o) => o.result === null),
  };
}
