import { List, Text } from "@mantine/core";
import type { LookupValue } from "../../../../core/contracts/reference-data";
import {
  type CriteriaGroupForm,
  PICK_FIELD_NAMES,
  PICK_FIELDS,
  pregnancyApplies,
  RANGE_FIELD_NAMES,
  RANGE_FIELDS,
  YES_NO_FIELD_NAMES,
  YES_NO_FIELDS,
} from "../../../../core/eligibility/criteria-form";
import type { LookupLists } from "../api/reference-data";

function namesOf(ids: readonly number[], values: readonly LookupValue[]): string {
  return ids.map((id) => values.find((value) => value.id === id)?.displayText ?? String(id)).join(", ");
}

function rangeText(min: string, max: string, unit: string): string | null {
  const suffix = unit ? ` ${unit}` : "";
  if (min && max) return `${min} to ${max}${suffix}`;
  if (min) return `${min}${suffix} or more`;
  if (max) return `up to ${max}${suffix}`;
  return null;
}

/** One line per criterion of a group, for the overview. */
export function describeGroup(
  group: CriteriaGroupForm,
  lists: LookupLists,
): { include: string[]; exclude: string[] } {
  const include: string[] = [];
  const exclude: string[] = [];
  for (const field of RANGE_FIELD_NAMES) {
    const text = rangeText(group[`${field}Min`], group[`${field}Max`], RANGE_FIELDS[field].unit);
    if (text) include.push(`${RANGE_FIELDS[field].label}: ${text}`);
  }
  for (const field of PICK_FIELD_NAMES) {
    const values = lists[PICK_FIELDS[field].lookupType];
    if (group[field].length) include.push(`${PICK_FIELDS[field].label}: ${namesOf(group[field], values)}`);
    if (group[`${field}Ex`].length)
      exclude.push(`${PICK_FIELDS[field].label}: ${namesOf(group[`${field}Ex`], values)}`);
  }
  for (const field of YES_NO_FIELD_NAMES) {
    if (field === "pregnancy" && !pregnancyApplies(group)) continue;
    const chosen = group[field];
    const excluded = group[`${field}Ex`];
    if (chosen !== null) include.push(`${YES_NO_FIELDS[field].label}: ${namesOf([chosen], lists.BOOLEAN)}`);
    if (excluded !== null)
      exclude.push(`${YES_NO_FIELDS[field].label}: ${namesOf([excluded], lists.BOOLEAN)}`);
  }
  if (group.other.trim()) include.push(`Other: ${group.other.trim()}`);
  if (group.otherExclusion.trim()) exclude.push(`Other: ${group.otherExclusion.trim()}`);
  return { include, exclude };
}

export function CriteriaSummary({ group, lists }: { group: CriteriaGroupForm; lists: LookupLists }) {
  const { include, exclude } = describeGroup(group, lists);
  if (include.length === 0 && exclude.length === 0) {
    return (
      <Text size="sm" c="gray.8">
        No criteria yet.
      </Text>
    );
  }
  return (
    <>
      {include.length > 0 && (
        <>
          <Text size="sm" fw={600}>
            Inclusion
          </Text>
          <List size="sm">
            {include.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        </>
      )}
      {exclusionList(exclude)}
    </>
  );
}

function exclusionList(exclude: string[]) {
  if (exclude.length === 0) return null;
  return (
    <>
      <Text size="sm" fw={600}>
        Exclusion
      </Text>
      <List size="sm">
        {exclude.map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List>
    </>
  );
}
