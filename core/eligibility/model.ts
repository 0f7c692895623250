/** The criteria model shared by the criteria editor, the evaluator and the SQL compiler (spec 001 §3). */

const BASE_OPERATORS = [
  "EQUAL",
  "LESS_THAN",
  "GREATER_THAN",
  "LESS_THAN_OR_EQUAL",
  "GREATER_THAN_OR_EQUAL",
  "ANY_OF",
  "ALL_OF",
  "BETWEEN",
] as const;
export type BaseOperator = (typeof BASE_OPERATORS)[number];

/** Every operator and its NOT_ variant (NOT_EQUAL and NOT_ANY_OF among them). */
export const OPERATORS = [...BASE_OPERATORS, ...BASE_OPERATORS.map((op) => `NOT_${op}` as const)] as const;
export type Operator = BaseOperator | `NOT_${BaseOperator}`;

/** Splits NOT_X into X and a negation flag. */
export function baseOperator(operator: Operator): { base: BaseOperator; negated: boolean } {
  return operator.startsWith("NOT_")
    ? { base: operator.slice(4) as BaseOperator, negated: true }
    : { base: operator as BaseOperator, negated: false };
}

export const VARIABLES = [
  "age",
  "gender",
  "pregnancy",
  "race",
  "height",
  "weight",
  "bmi",
  "currentConditions",
  "pastConditions",
  "changeMeds",
  "experimentalDrugs",
  "metalImplants",
  "smokingStatus",
  "parentOrGuardianStatus",
  "englishFluency",
  "other",
] as const;
export type VariableName = (typeof VARIABLES)[number];

export type VariableKind = "number" | "lookup" | "multi" | "boolean" | "text";

/** How each variable's profile value is compared (DESIGN.md §7). */
export const VARIABLE_KINDS: Record<VariableName, VariableKind> = {
  age: "number",
  gender: "lookup",
  pregnancy: "boolean",
  race: "multi",
  height: "number",
  weight: "number",
  bmi: "number",
  currentConditions: "multi",
  pastConditions: "multi",
  changeMeds: "boolean",
  experimentalDrugs: "boolean",
  metalImplants: "boolean",
  smokingStatus: "lookup",
  parentOrGuardianStatus: "boolean",
  englishFluency: "lookup",
  other: "text",
};

export interface Expression {
  operator: Operator;
  variable: VariableName;
  /** Numbers as text, ranges as 'min:max', free text for 'other'. */
  savedValue: string | null;
  /** Lookup ids: pick lists, and the BOOLEAN TRUE/FALSE ids for yes/no variables. */
  lookupValueIds: readonly number[];
}

export interface Clause {
  /** Joined with AND. */
  expressions: readonly Expression[];
  /** How this clause joins the next one; TERMINAL on the last. */
  clauseConnector: "AND" | "OR" | "TERMINAL";
}

/** A group (arm): a volunteer who meets any one group meets the criteria. */
export interface Criterion {
  name: string;
  clauses: readonly Clause[];
}

export type ParticipantType = "ADULTS" | "CHILDREN" | "HEALTHY_VOLUNTEERS" | "PEOPLE_WITH_CONDITIONS";

export interface StudyCriteria {
  participantTypes: readonly ParticipantType[];
  /** The study's `conditions` property: who counts as "people with the study's conditions". */
  studyConditionIds: readonly number[];
  criteria: readonly Criterion[];
}

/**
 * Clauses as OR of AND-chains, with AND binding tighter than OR as in SQL; the evaluator and the
 * SQL compiler both read clauses through this, so they combine them the same way.
 */
export function clauseGroups(clauses: readonly Clause[]): Clause[][] {
  const groups: Clause[][] = [[]];
  clauses.forEach((clause, index) => {
    groups[groups.length - 1]?.push(clause);
    const last = index === clauses.length - 1;
    if (!last && clause.clauseConnector === "OR") groups.push([]);
  });
  return groups.filter((group) => group.length > 0);
}

/** 'min:max' (either side may be blank) or a single number. */
export function parseRange(savedValue: string | null): { min: number | null; max: number | null } {
  const [low, high] = (savedValue ?? "").split(":");
  const number = (text: string | undefined) =>
    text === undefined || text.trim() === "" ? null : Number(text);
  return { min: number(low), max: number(high) };
}
