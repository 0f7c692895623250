import type { SavedClause, SavedCriterion, SavedExpression } from "../contracts/eligibility-criteria";
import { DEFAULT_GROUP_NAME } from "../rules/limits";
import { GENDER_IDS } from "../rules/lookup-ids";
import { baseOperator, type Operator, parseRange, type VariableName } from "./model";

/**
 * The criteria editor's form for one group (spec 001 §3 "Eligibility fields and bounds") and its
 * conversion to and from saved criteria (spec 001 §4 "Criteria to save"). A group saves as an
 * inclusion clause AND an exclusion clause; exclusions are the NOT_ forms.
 */

export const RANGE_FIELDS = {
  age: { min: 0, max: 150, decimals: false, label: "Age", unit: "years" },
  height: { min: 0, max: 300, decimals: false, label: "Height", unit: "inches" },
  weight: { min: 0, max: 500, decimals: false, label: "Weight", unit: "lbs" },
  bmi: { min: 0, max: 500, decimals: true, label: "BMI", unit: "" },
} as const;
export type RangeField = keyof typeof RANGE_FIELDS;
export const RANGE_FIELD_NAMES = Object.keys(RANGE_FIELDS) as RangeField[];

/** Pick lists: ANY_OF the selection to include, NOT_ANY_OF the Ex selection to exclude. */
export const PICK_FIELDS = {
  gender: { lookupType: "GENDER", label: "Gender" },
  race: { lookupType: "RACE", label: "Race" },
  currentConditions: { lookupType: "MEDICAL_CONDITION", label: "Current medical conditions" },
  pastConditions: { lookupType: "MEDICAL_CONDITION", label: "Past medical conditions" },
  smokingStatus: { lookupType: "SMOKING_STATUS", label: "Smoking status" },
  englishFluency: { lookupType: "FLUENT_ENGLISH", label: "English fluency" },
} as const;
export type PickField = keyof typeof PICK_FIELDS;
export const PICK_FIELD_NAMES = Object.keys(PICK_FIELDS) as PickField[];

/** Yes/no questions: EQUAL the chosen BOOLEAN value to include, NOT_EQUAL it to exclude. */
export const YES_NO_FIELDS = {
  pregnancy: { label: "Pregnant" },
  changeMeds: { label: "Willing to change medications" },
  experimentalDrugs: { label: "Willing to take experimental drugs" },
  metalImplants: { label: "Has metal implants" },
  parentOrGuardianStatus: { label: "Parent or guardian of a child under 18" },
} as const;
export type YesNoField = keyof typeof YES_NO_FIELDS;
export const YES_NO_FIELD_NAMES = Object.keys(YES_NO_FIELDS) as YesNoField[];

export type CriteriaGroupForm = {
  /** 0 for a group not saved yet. */
  id: number;
  groupName: string;
  /** The default-language name, shown beside the field in another language. */
  defaultLanguageName: string | null;
  other: string;
  otherExclusion: string;
  /** Ids of the saved 'other' expressions, so that their translations survive a save. */
  otherId: number;
  otherExclusionId: number;
  defaultLanguageOther: string | null;
  defaultLanguageOtherExclusion: string | null;
} & Record<`${RangeField}Min` | `${RangeField}Max`, string> &
  Record<PickField | `${PickField}Ex`, number[]> &
  Record<YesNoField | `${YesNoField}Ex`, number | null>;

export function emptyGroupForm(groupName = ""): CriteriaGroupForm {
  const form: Record<string, unknown> = {
    id: 0,
    groupName,
    defaultLanguageName: null,
    other: "",
    otherExclusion: "",
    otherId: 0,
    otherExclusionId: 0,
    defaultLanguageOther: null,
    defaultLanguageOtherExclusion: null,
  };
  for (const field of RANGE_FIELD_NAMES) {
    form[`${field}Min`] = "";
    form[`${field}Max`] = "";
  }
  for (const field of PICK_FIELD_NAMES) {
    form[field] = [];
    form[`${field}Ex`] = [];
  }
  for (const field of YES_NO_FIELD_NAMES) {
    form[field] = null;
    form[`${field}Ex`] = null;
  }
  return form as CriteriaGroupForm;
}

/** The first group of a new study. */
export function initialGroups(): CriteriaGroupForm[] {
  return [emptyGroupForm(DEFAULT_GROUP_NAME)];
}

/**
 * Keeps what a numeric criterion field may hold: digits, and for decimals a single point; a leading
 * point becomes '0.' (spec 001 §5).
 */
export function sanitizeNumberInput(text: string, decimals: boolean): string {
  if (!decimals) return text.replace(/\D/g, "");
  const kept = text.replace(/[^\d.]/g, "");
  const point = kept.indexOf(".");
  const single =
    point === -1 ? kept : `${kept.slice(0, point + 1)}${kept.slice(point + 1).replace(/\./g, "")}`;
  return single.startsWith(".") ? `0${single}` : single;
}

/** The pregnancy question applies when the gender selection has women or intersex people but no men. */
export function pregnancyApplies(group: Pick<CriteriaGroupForm, "gender">): boolean {
  const ids = group.gender;
  return (
    (ids.includes(GENDER_IDS.FEMALE) || ids.includes(GENDER_IDS.INTERSEX)) && !ids.includes(GENDER_IDS.MALE)
  );
}

const isNumber = (text: string) => text.trim() !== "" && Number.isFinite(Number(text));

function expression(
  variable: VariableName,
  operator: Operator,
  savedValue: string | null,
  lookupValueIds: number[] = [],
  id = 0,
): SavedExpression {
  return { id, operator, variable, savedValue, lookupValueIds };
}

function rangeExpression(field: RangeField, min: string, max: string): SavedExpression | null {
  const low = isNumber(min) ? String(Number(min)) : null;
  const high = isNumber(max) ? String(Number(max)) : null;
  if (low !== null && high !== null) return expression(field, "BETWEEN", `${low}:${high}`);
  if (low !== null) return expression(field, "GREATER_THAN_OR_EQUAL", low);
  if (high !== null) return expression(field, "LESS_THAN_OR_EQUAL", high);
  return null;
}

function clause(expressions: (SavedExpression | null)[]): SavedClause {
  return {
    expressions: expressions.filter((item): item is SavedExpression => item !== null),
    clauseConnector: "AND",
  };
}

export interface SaveOptions {
  /**
   * Saving another language's texts: an 'other' text that exists in the default language is kept
   * even when its translation is blank, so that the rules arrive as they are stored.
   */
  translating?: boolean;
}

/** One group as saved: empty clauses dropped, the last clause TERMINAL; null when nothing is left. */
export function criterionFromForm(
  group: CriteriaGroupForm,
  options: SaveOptions = {},
): SavedCriterion | null {
  const keepText = (text: string, id: number) =>
    text.trim() !== "" || (options.translating === true && id !== 0);
  const inclusion = clause([
    ...RANGE_FIELD_NAMES.map((field) => rangeExpression(field, group[`${field}Min`], group[`${field}Max`])),
    ...PICK_FIELD_NAMES.map((field) =>
      group[field].length > 0 ? expression(field, "ANY_OF", null, [...group[field]]) : null,
    ),
    ...YES_NO_FIELD_NAMES.map((field) => {
      const value = group[field];
      if (value === null || (field === "pregnancy" && !pregnancyApplies(group))) return null;
      return expression(field, "EQUAL", null, [value]);
    }),
    keepText(group.other, group.otherId)
      ? expression("other", "EQUAL", group.other.trim(), [], group.otherId)
      : null,
  ]);
  const exclusion = clause([
    ...PICK_FIELD_NAMES.map((field) => {
      const ids = group[`${field}Ex`];
      return ids.length > 0 ? expression(field, "NOT_ANY_OF", null, [...ids]) : null;
    }),
    ...YES_NO_FIELD_NAMES.map((field) => {
      const value = group[`${field}Ex`];
      if (value === null || (field === "pregnancy" && !pregnancyApplies(group))) return null;
      return expression(field, "NOT_EQUAL", null, [value]);
    }),
    keepText(group.otherExclusion, group.otherExclusionId)
      ? expression("other", "NOT_EQUAL", group.otherExclusion.trim(), [], group.otherExclusionId)
      : null,
  ]);
  const clauses = [inclusion, exclusion].filter((item) => item.expressions.length > 0);
  if (clauses.length === 0) return null;
  return {
    id: group.id,
    name: group.groupName.trim(),
    clauses: clauses.map((item, index) =>
      Object.assign({}, item, { clauseConnector: index === clauses.length - 1 ? "TERMINAL" : "AND" }),
    ),
  };
}

/** All groups as saved, in order; groups without criteria are dropped (spec 001 §4). */
export function criteriaFromForm(
  groups: readonly CriteriaGroupForm[],
  options: SaveOptions = {},
): SavedCriterion[] {
  return groups
    .map((group) => criterionFromForm(group, options))
    .filter((item): item is SavedCriterion => item !== null);
}

function isRangeField(variable: VariableName): variable is RangeField {
  return variable in RANGE_FIELDS;
}
function isPickField(variable: VariableName): variable is PickField {
  return variable in PICK_FIELDS;
}
function isYesNoField(variable: VariableName): variable is YesNoField {
  return variable in YES_NO_FIELDS;
}

/** Reads a saved group back into the form; shapes the form does not write are left out. */
export function groupFormFromCriterion(criterion: SavedCriterion): CriteriaGroupForm {
  const form = emptyGroupForm(criterion.name);
  form.id = criterion.id;
  form.defaultLanguageName = criterion.defaultLanguageName ?? null;
  for (const item of criterion.clauses.flatMap((clauseItem) => clauseItem.expressions)) {
    const { base, negated } = baseOperator(item.operator);
    const variable = item.variable;
    if (variable === "other") {
      if (negated) {
        form.otherExclusion = item.savedValue ?? "";
        form.otherExclusionId = item.id;
        form.defaultLanguageOtherExclusion = item.defaultLanguageValue ?? null;
      } else {
        form.other = item.savedValue ?? "";
        form.otherId = item.id;
        form.defaultLanguageOther = item.defaultLanguageValue ?? null;
      }
    } else if (isRangeField(variable) && !negated) {
      const { min, max } = parseRange(item.savedValue);
      if (base === "BETWEEN" || base === "GREATER_THAN_OR_EQUAL")
        form[`${variable}Min`] = min === null ? "" : String(min);
      if (base === "BETWEEN") form[`${variable}Max`] = max === null ? "" : String(max);
      if (base === "LESS_THAN_OR_EQUAL") form[`${variable}Max`] = min === null ? "" : String(min);
    } else if (isPickField(variable) && (base === "ANY_OF" || base === "EQUAL")) {
      const key: PickField | `${PickField}Ex` = negated ? `${variable}Ex` : variable;
      form[key] = [...item.lookupValueIds];
    } else if (isYesNoField(variable) && (base === "EQUAL" || base === "ANY_OF")) {
      const key: YesNoField | `${YesNoField}Ex` = negated ? `${variable}Ex` : variable;
      form[key] = item.lookupValueIds[0] ?? null;
    }
  }
  return form;
}

export function groupFormsFromCriteria(criteria: readonly SavedCriterion[]): CriteriaGroupForm[] {
  return criteria.length === 0 ? initialGroups() : criteria.map(groupFormFromCriterion);
}
