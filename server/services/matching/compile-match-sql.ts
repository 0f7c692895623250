import {
  baseOperator,
  type Clause,
  type Criterion,
  clauseGroups,
  type Expression,
  type ParticipantType,
  parseRange,
  type StudyCriteria,
  VARIABLE_KINDS,
  type VariableKind,
  type VariableName,
} from "../../../core/eligibility/model";
import { latestBirthDateForAge } from "../../../core/eligibility/volunteer-facts";
import { BOOLEAN_TRUE_ID, GENDER_IDS } from "../../../core/rules/lookup-ids";

/**
 * Compiles a study's criteria to one SQL boolean over the volunteer profile row `p` (DESIGN.md §7):
 * TRUE is an exact match, NULL a partial one, FALSE none. It mirrors `core/eligibility/evaluate.ts`
 * expression by expression, and a property test holds the two to the same answers.
 *
 * Every value written into the SQL is a validated number or a YYYY-MM-DD date produced here, so the
 * text is safe to inline; inlined constants also let the planner use the date-of-birth index.
 */

const DATE = /^-?\d{4}-\d{2}-\d{2}$/;

function dateLiteral(day: string): string {
  if (!DATE.test(day)) throw new Error(`not a date: ${day}`);
  return `'${day}'::date`;
}

function integerArray(ids: readonly number[]): string {
  for (const id of ids) if (!Number.isInteger(id)) throw new Error(`not an id: ${id}`);
  return `ARRAY[${ids.join(",")}]::int[]`;
}

function numberLiteral(value: number): string {
  if (!Number.isFinite(value)) throw new Error(`not a number: ${value}`);
  return `${value}::float8`;
}

/** `value` when `column` is known, NULL (unknown) when it is not. */
function whenKnown(column: string, value: "true" | "false"): string {
  return `(CASE WHEN ${column} IS NULL THEN NULL::boolean ELSE ${value} END)`;
}

const and = (parts: string[]) => (parts.length === 0 ? "true" : `(${parts.join(" AND ")})`);
const or = (parts: string[]) => (parts.length === 0 ? "false" : `(${parts.join(" OR ")})`);
const not = (part: string) => `(NOT ${part})`;

const COLUMNS = {
  dateOfBirth: "p.date_of_birth",
  gender: "p.gender_id",
  race: "p.race_ids",
  height: "p.height::float8",
  weight: "p.weight::float8",
  currentConditions: "p.current_condition_ids",
  pastConditions: "p.past_condition_ids",
  changeMeds: "p.willing_to_change_meds",
  experimentalDrugs: "p.willing_take_exp_drugs",
  metalImplants: "p.has_metal_implants",
  smokingStatus: "p.smoking_status_id",
  parentOrGuardianStatus: "p.parent_or_guardian_of_a_child",
  englishFluency: "p.english_fluency_id",
} as const;

/** 703 × lbs / in², NULL when either is missing or the height is 0 (as bmiOf's caller decides). */
const BMI = `((703 * ${COLUMNS.weight}) / NULLIF(${COLUMNS.height} * ${COLUMNS.height}, 0))`;

function pregnancySql(today: string): string {
  return `(CASE WHEN p.gender_id IS NULL THEN NULL::boolean WHEN p.gender_id = ${GENDER_IDS.MALE} THEN false
    WHEN p.estimated_due_date IS NOT NULL THEN p.estimated_due_date > ${dateLiteral(today)}
    WHEN p.pregnant = false THEN false ELSE NULL::boolean END)`;
}

function ageAtLeast(age: number, today: string): string {
  return `(${COLUMNS.dateOfBirth} <= ${dateLiteral(latestBirthDateForAge(today, age))})`;
}

/** Age tests as date-of-birth bounds; ages are whole years, so each bound rounds to one. */
function compileAge(base: string, expression: Expression, today: string): string {
  const { min, max } = parseRange(expression.savedValue);
  const dob = COLUMNS.dateOfBirth;
  const invalid = (value: number | null) => value !== null && !Number.isFinite(value);
  if (base === "BETWEEN") {
    if (invalid(min) || invalid(max)) return whenKnown(dob, "false");
    const parts: string[] = [];
    if (min !== null) parts.push(ageAtLeast(Math.ceil(min), today));
    if (max !== null) parts.push(not(ageAtLeast(Math.floor(max) + 1, today)));
    return parts.length === 0 ? whenKnown(dob, "true") : and(parts);
  }
  if (min === null) return "NULL::boolean";
  if (invalid(min)) return whenKnown(dob, "false");
  switch (base) {
    case "GREATER_THAN_OR_EQUAL":
      return ageAtLeast(Math.ceil(min), today);
    case "GREATER_THAN":
      return ageAtLeast(Math.floor(min) + 1, today);
    case "LESS_THAN_OR_EQUAL":
      return not(ageAtLeast(Math.floor(min) + 1, today));
    case "LESS_THAN":
      return not(ageAtLeast(Math.ceil(min), today));
    case "EQUAL":
      return Number.isInteger(min)
        ? and([ageAtLeast(min, today), not(ageAtLeast(min + 1, today))])
        : whenKnown(dob, "false");
    default:
      return "NULL::boolean";
  }
}

function compileNumber(base: string, value: string, expression: Expression): string {
  const { min, max } = parseRange(expression.savedValue);
  const invalid = (bound: number | null) => bound !== null && !Number.isFinite(bound);
  if (base === "BETWEEN") {
    if (invalid(min) || invalid(max)) return whenKnown(value, "false");
    const parts: string[] = [];
    if (min !== null) parts.push(`(${value} >= ${numberLiteral(min)})`);
    if (max !== null) parts.push(`(${value} <= ${numberLiteral(max)})`);
    return parts.length === 0 ? whenKnown(value, "true") : and(parts);
  }
  if (min === null) return "NULL::boolean";
  if (invalid(min)) return whenKnown(value, "false");
  const operators: Record<string, string> = {
    EQUAL: "=",
    LESS_THAN: "<",
    GREATER_THAN: ">",
    LESS_THAN_OR_EQUAL: "<=",
    GREATER_THAN_OR_EQUAL: ">=",
  };
  const operator = operators[base];
  return operator ? `(${value} ${operator} ${numberLiteral(min)})` : "NULL::boolean";
}

function compileSingleLookup(base: string, column: string, ids: readonly number[]): string {
  if (base === "EQUAL" || base === "ANY_OF") {
    return ids.length === 0 ? whenKnown(column, "false") : `(${column} = ANY(${integerArray(ids)}))`;
  }
  if (base === "ALL_OF")
    return ids.length === 0 ? whenKnown(column, "true") : `(${column} = ALL(${integerArray(ids)}))`;
  return "NULL::boolean";
}

function compileMultiLookup(base: string, column: string, ids: readonly number[]): string {
  if (base === "EQUAL" || base === "ANY_OF") return `(${column} && ${integerArray(ids)})`;
  if (base === "ALL_OF") return `(${column} @> ${integerArray(ids)})`;
  return "NULL::boolean";
}

function compileBoolean(variable: VariableName, ids: readonly number[], today: string): string {
  const [first] = ids;
  if (first === undefined) return "NULL::boolean";
  const value = variable === "pregnancy" ? pregnancySql(today) : COLUMNS[variable as keyof typeof COLUMNS];
  return `(${value} = ${first === BOOLEAN_TRUE_ID ? "true" : "false"})`;
}

export function compileExpression(expression: Expression, today: string): string {
  const { base, negated } = baseOperator(expression.operator);
  const variable = expression.variable;
  const kind = VARIABLE_KINDS[variable];
  let compiled: string;
  if (kind === "text") return "true";
  if (variable === "age") compiled = compileAge(base, expression, today);
  else if (variable === "bmi") compiled = compileNumber(base, BMI, expression);
  else if (kind === "number")
    compiled = compileNumber(base, COLUMNS[variable as "height" | "weight"], expression);
  else if (kind === "boolean") compiled = compileBoolean(variable, expression.lookupValueIds, today);
  else if (kind === "lookup")
    compiled = compileSingleLookup(
      base,
      COLUMNS[variable as keyof typeof COLUMNS],
      expression.lookupValueIds,
    );
  else
    compiled = compileMultiLookup(base, COLUMNS[variable as keyof typeof COLUMNS], expression.lookupValueIds);
  return negated ? not(compiled) : compiled;
}

/**
 * Cheap and selective tests first: AND stops at the first FALSE, and a condition or pick-list test
 * rules out most volunteers before any arithmetic. Kleene AND is commutative, so the order changes
 * the cost only, never the answer.
 */
const EVALUATION_ORDER: Record<VariableKind, number> = {
  multi: 0,
  lookup: 1,
  boolean: 2,
  number: 3,
  text: 4,
};
const cost = (expression: Expression) =>
  EVALUATION_ORDER[VARIABLE_KINDS[expression.variable]] +
  (expression.variable === "pregnancy" || expression.variable === "bmi" ? 0.5 : 0);

function compileClause(clause: Clause, today: string): string {
  return and(
    clause.expressions
      .filter((expression) => VARIABLE_KINDS[expression.variable] !== "text")
      .toSorted((a, b) => cost(a) - cost(b))
      .map((expression) => compileExpression(expression, today)),
  );
}

export function compileCriterion(criterion: Criterion, today: string): string {
  const groups = clauseGroups(criterion.clauses).map((clauses) =>
    and(clauses.map((clause) => compileClause(clause, today))),
  );
  return groups.length === 0 ? "true" : or(groups);
}

function compileParticipantType(type: ParticipantType, study: StudyCriteria, today: string): string {
  switch (type) {
    case "ADULTS":
      return ageAtLeast(18, today);
    case "CHILDREN":
      return not(ageAtLeast(18, today));
    case "HEALTHY_VOLUNTEERS":
      return `(cardinality(${COLUMNS.currentConditions}) = 0)`;
    case "PEOPLE_WITH_CONDITIONS":
      return `(${COLUMNS.currentConditions} && ${integerArray(study.studyConditionIds)})`;
  }
}

/** The whole study: participant types AND at least one group (DESIGN.md §7). */
export function compileStudyMatch(study: StudyCriteria, today: string): string {
  const types =
    study.participantTypes.length === 0
      ? "true"
      : or(study.participantTypes.map((type) => compileParticipantType(type, study, today)));
  const groups =
    study.criteria.length === 0 ? "true" : or(study.criteria.map((c) => compileCriterion(c, today)));
  return and([types, groups]);
}
