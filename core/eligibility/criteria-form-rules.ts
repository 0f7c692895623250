import { FORM_MESSAGES } from "../rules/form-messages";
import { CRITERIA_OTHER_TEXT_MAX_LENGTH, GROUP_NAME_MAX_LENGTH } from "../rules/limits";
import { type CriteriaGroupForm, RANGE_FIELD_NAMES, RANGE_FIELDS, type RangeField } from "./criteria-form";

export const GROUP_NAMES_MISSING_MESSAGE =
  "Please click on Edit button to add group name for each inclusion/exclusion criteria";

export const CRITERIA_FIELD_LABELS = {
  groupName: "Group name",
  other: "Other criteria",
  otherExclusion: "Other exclusion criteria",
} as const;

export function rangeBoundLabel(field: RangeField, bound: "Min" | "Max"): string {
  const label = field === "bmi" ? RANGE_FIELDS[field].label : RANGE_FIELDS[field].label.toLowerCase();
  return `${bound === "Min" ? "Minimum" : "Maximum"} ${label}`;
}

export type GroupFormField = keyof CriteriaGroupForm;
export interface GroupFormIssue {
  field: GroupFormField;
  message: string;
}

/** Whether a group needs a name: once there are two groups or more (spec 001 §5). */
export function groupNameRequired(groupCount: number): boolean {
  return groupCount > 1;
}

/** The edit page's rules for one group (spec 001 §5 "Add-study", criteria). Min and max may be blank. */
export function groupFormIssues(group: CriteriaGroupForm, options: { groupCount: number }): GroupFormIssue[] {
  const issues: GroupFormIssue[] = [];
  if (groupNameRequired(options.groupCount)) {
    const name = group.groupName.trim();
    if (name === "")
      issues.push({ field: "groupName", message: FORM_MESSAGES.required(CRITERIA_FIELD_LABELS.groupName) });
    else if (name.length > GROUP_NAME_MAX_LENGTH) {
      issues.push({
        field: "groupName",
        message: FORM_MESSAGES.maxLength(CRITERIA_FIELD_LABELS.groupName, GROUP_NAME_MAX_LENGTH),
      });
    }
  }
  for (const field of RANGE_FIELD_NAMES) {
    const bounds = RANGE_FIELDS[field];
    for (const bound of ["Min", "Max"] as const) {
      const key = `${field}${bound}` as const;
      const text = group[key].trim();
      if (text === "") continue;
      const value = Number(text);
      const label = rangeBoundLabel(field, bound);
      if (!Number.isFinite(value) || (!bounds.decimals && !Number.isInteger(value))) {
        issues.push({ field: key, message: FORM_MESSAGES.notANumber });
      } else if (value < bounds.min) {
        issues.push({ field: key, message: FORM_MESSAGES.atLeast(label, bounds.min) });
      } else if (value > bounds.max) {
        issues.push({ field: key, message: FORM_MESSAGES.atMost(label, bounds.max) });
      }
    }
  }
  for (const field of ["other", "otherExclusion"] as const) {
    if (group[field].length > CRITERIA_OTHER_TEXT_MAX_LENGTH) {
      issues.push({
        field,
        message: FORM_MESSAGES.maxLength(CRITERIA_FIELD_LABELS[field], CRITERIA_OTHER_TEXT_MAX_LENGTH),
      });
    }
  }
  return issues;
}

/** With two groups or more every group needs a name before the criteria can be saved. */
export function groupNamesMissing(groups: readonly Pick<CriteriaGroupForm, "groupName">[]): boolean {
  return groupNameRequired(groups.length) && groups.some((group) => group.groupName.trim() === "");
}
