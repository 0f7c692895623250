import type { EligibilityCriteria } from "../contracts/eligibility-criteria";
import { FORM_MESSAGES } from "../rules/form-messages";
import { GROUP_NAME_MAX_LENGTH } from "../rules/limits";
import { RANGE_FIELDS } from "./criteria-form";
import { CRITERIA_FIELD_LABELS, groupNameRequired } from "./criteria-form-rules";
import { baseOperator, parseRange, VARIABLE_KINDS } from "./model";

export interface CriteriaIssue {
  field: string;
  message: string;
}

const NUMBER_OPERATORS = new Set([
  "EQUAL",
  "LESS_THAN",
  "GREATER_THAN",
  "LESS_THAN_OR_EQUAL",
  "GREATER_THAN_OR_EQUAL",
  "BETWEEN",
]);
const SET_OPERATORS = new Set(["EQUAL", "ANY_OF", "ALL_OF"]);

/**
 * The server's check of criteria as saved: the same bounds and names as the form, operators that fit
 * their variable, and lookup selections where the variable needs them. In another language names and
 * texts may be blank. Lookup ids are checked against their types by the service, which knows them.
 */
export function savedCriteriaIssues(
  criteria: EligibilityCriteria,
  options: { defaultLanguage: boolean } = { defaultLanguage: true },
): CriteriaIssue[] {
  const issues: CriteriaIssue[] = [];
  if (criteria.participantTypeIds.length === 0) {
    issues.push({ field: "participantTypeIds", message: FORM_MESSAGES.selectAtLeastOne });
  }
  criteria.criteria.forEach((criterion, groupIndex) => {
    const at = `criteria.${groupIndex}`;
    const name = criterion.name.trim();
    if (options.defaultLanguage && groupNameRequired(criteria.criteria.length) && name === "") {
      issues.push({ field: `${at}.name`, message: FORM_MESSAGES.required(CRITERIA_FIELD_LABELS.groupName) });
    }
    if (name.length > GROUP_NAME_MAX_LENGTH) {
      issues.push({
        field: `${at}.name`,
        message: FORM_MESSAGES.maxLength(CRITERIA_FIELD_LABELS.groupName, GROUP_NAME_MAX_LENGTH),
      });
    }
    if (criterion.clauses.length === 0)
      issues.push({ field: `${at}.clauses`, message: "A group needs a criterion" });
    criterion.clauses.forEach((clause, clauseIndex) => {
      const last = clauseIndex === criterion.clauses.length - 1;
      if (last !== (clause.clauseConnector === "TERMINAL")) {
        issues.push({
          field: `${at}.clauses.${clauseIndex}.clauseConnector`,
          message: "Only the last clause is TERMINAL",
        });
      }
      if (clause.expressions.length === 0) {
        issues.push({
          field: `${at}.clauses.${clauseIndex}.expressions`,
          message: "A clause needs an expression",
        });
      }
      clause.expressions.forEach((expression, expressionIndex) => {
        const field = `${at}.clauses.${clauseIndex}.expressions.${expressionIndex}`;
        const { base } = baseOperator(expression.operator);
        const kind = VARIABLE_KINDS[expression.variable];
        if (kind === "number") {
          const bounds = RANGE_FIELDS[expression.variable as keyof typeof RANGE_FIELDS];
          const { min, max } = parseRange(expression.savedValue);
          const values = base === "BETWEEN" ? [min, max] : [min];
          const wholeOnly =
            !bounds.decimals && values.some((value) => value !== null && !Number.isInteger(value));
          if (
            !NUMBER_OPERATORS.has(base) ||
            wholeOnly ||
            values.some((value) => value === null || !Number.isFinite(value))
          ) {
            issues.push({ field, message: FORM_MESSAGES.notANumber });
          } else if (values.some((value) => (value as number) < bounds.min)) {
            issues.push({ field, message: FORM_MESSAGES.atLeast(bounds.label, bounds.min) });
          } else if (values.some((value) => (value as number) > bounds.max)) {
            issues.push({ field, message: FORM_MESSAGES.atMost(bounds.label, bounds.max) });
          }
        } else if (kind === "text") {
          // A translation may be blank: the default-language text stands in for it.
          const blank = (expression.savedValue ?? "").trim() === "";
          if (base !== "EQUAL" || (blank && options.defaultLanguage)) {
            issues.push({ field, message: FORM_MESSAGES.fieldRequired });
          }
        } else if (!SET_OPERATORS.has(base) || expression.lookupValueIds.length === 0) {
          issues.push({ field, message: FORM_MESSAGES.selectAtLeastOne });
        } else if (kind === "boolean" && expression.lookupValueIds.length !== 1) {
          issues.push({ field, message: "A yes/no criterion takes one value" });
        }
      });
    });
  });
  return issues;
}

/**
 * What keeps criteria being edited from a feasibility count: what saving them would refuse, names aside (a
 * group still unnamed is counted: names do not change whom criteria match). The server refuses such a
 * count, and the editor does not ask for it.
 */
export function uncountableCriteriaIssues(criteria: EligibilityCriteria): CriteriaIssue[] {
  return savedCriteriaIssues(criteria).filter((issue) => !issue.field.endsWith(".name"));
}
