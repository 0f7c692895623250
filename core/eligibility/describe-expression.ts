import { PICK_FIELDS, RANGE_FIELDS, YES_NO_FIELDS } from "./criteria-form";
import { baseOperator, type Expression, parseRange, VARIABLE_KINDS, type VariableName } from "./model";

/** The label people read for each variable (the criteria editor's labels). */
export const VARIABLE_LABELS: Record<VariableName, string> = {
  age: RANGE_FIELDS.age.label,
  height: RANGE_FIELDS.height.label,
  weight: RANGE_FIELDS.weight.label,
  bmi: RANGE_FIELDS.bmi.label,
  gender: PICK_FIELDS.gender.label,
  race: PICK_FIELDS.race.label,
  currentConditions: PICK_FIELDS.currentConditions.label,
  pastConditions: PICK_FIELDS.pastConditions.label,
  smokingStatus: PICK_FIELDS.smokingStatus.label,
  englishFluency: PICK_FIELDS.englishFluency.label,
  pregnancy: YES_NO_FIELDS.pregnancy.label,
  changeMeds: YES_NO_FIELDS.changeMeds.label,
  experimentalDrugs: YES_NO_FIELDS.experimentalDrugs.label,
  metalImplants: YES_NO_FIELDS.metalImplants.label,
  parentOrGuardianStatus: YES_NO_FIELDS.parentOrGuardianStatus.label,
  other: "Other",
};

const UNITS: Partial<Record<VariableName, string>> = {
  age: RANGE_FIELDS.age.unit,
  height: RANGE_FIELDS.height.unit,
  weight: RANGE_FIELDS.weight.unit,
};

const NUMBER_PHRASES: Record<string, string> = {
  EQUAL: "exactly",
  LESS_THAN: "less than",
  GREATER_THAN: "more than",
  LESS_THAN_OR_EQUAL: "at most",
  GREATER_THAN_OR_EQUAL: "at least",
};

function numberText(expression: Expression, base: string): string {
  const unit = UNITS[expression.variable];
  const suffix = unit ? ` ${unit}` : "";
  const { min, max } = parseRange(expression.savedValue);
  if (base === "BETWEEN") {
    if (min !== null && max !== null) return `${min} to ${max}${suffix}`;
    if (min !== null) return `${min}${suffix} or more`;
    return `up to ${max ?? ""}${suffix}`;
  }
  return `${NUMBER_PHRASES[base] ?? base.toLowerCase()} ${min ?? ""}${suffix}`;
}

/**
 * One criterion as a line people read, e.g. 'Age: 18 to 65 years' or 'Current medical conditions: none
 * of Asthma'. `nameOf` gives a lookup id's display text.
 */
export function describeExpression(expression: Expression, nameOf: (id: number) => string): string {
  const label = VARIABLE_LABELS[expression.variable];
  const kind = VARIABLE_KINDS[expression.variable];
  const { base, negated } = baseOperator(expression.operator);
  if (kind === "text") return `${label}: ${expression.savedValue ?? ""}`;
  if (kind === "number") return `${label}: ${negated ? "not " : ""}${numberText(expression, base)}`;
  const names = expression.lookupValueIds.map(nameOf).join(", ");
  if (!negated) return `${label}: ${names}`;
  return `${label}: ${kind === "boolean" ? "not" : "none of"} ${names}`;
}
