import type { EligibilityCriteria } from "../../../../core/contracts/eligibility-criteria";
import {
  type CriteriaGroupForm,
  criteriaFromForm,
  emptyGroupForm,
  groupFormsFromCriteria,
} from "../../../../core/eligibility/criteria-form";
import { readDraft } from "../../../lib/draft-storage";
import { draftOnFieldsOf, onFieldsOf } from "../../../lib/drafts";

/** The criteria being edited: participant types and groups, before they are saved. */
export interface CriteriaDraft {
  participantTypeIds: number[];
  groups: CriteriaGroupForm[];
}

export function draftFromCriteria(criteria: EligibilityCriteria): CriteriaDraft {
  return {
    participantTypeIds: [...criteria.participantTypeIds],
    groups: groupFormsFromCriteria(criteria.criteria),
  };
}

export function criteriaFromDraft(
  draft: CriteriaDraft,
  options: { translating: boolean },
): EligibilityCriteria {
  return {
    participantTypeIds: draft.participantTypeIds,
    criteria: criteriaFromForm(draft.groups, options),
  };
}

/** A new group: id 0, an empty name, no criteria, the next place (spec 001 §3). */
export function withGroupAdded(draft: CriteriaDraft): CriteriaDraft {
  return { ...draft, groups: [...draft.groups, emptyGroupForm("")] };
}

/** Deleting is allowed with more than one group; the order follows the list, so it renumbers itself. */
export function withGroupDeleted(draft: CriteriaDraft, index: number): CriteriaDraft {
  if (draft.groups.length <= 1) return draft;
  return { ...draft, groups: draft.groups.filter((_, position) => position !== index) };
}

export function withGroupReplaced(
  draft: CriteriaDraft,
  index: number,
  group: CriteriaGroupForm,
): CriteriaDraft {
  return {
    ...draft,
    groups: draft.groups.map((current, position) => (position === index ? group : current)),
  };
}

/**
 * The criteria of a draft's text (web/lib/drafts.ts), each group on the fields a group has now; null for none,
 * or for a text that is not such a draft (one an older version of the page kept).
 */
export function criteriaDraftFromText(text: string): CriteriaDraft | null {
  return fromKept(draftOnFieldsOf(text, KEPT_SHAPE));
}

/** A kept value (a draft's base, say) as criteria being edited, or null for one that is not. */
export function criteriaDraftFromValue(value: unknown): CriteriaDraft | null {
  return fromKept(onFieldsOf(value, KEPT_SHAPE));
}

const KEPT_SHAPE = { participantTypeIds: [] as unknown, groups: [] as unknown };

function fromKept(kept: typeof KEPT_SHAPE | null): CriteriaDraft | null {
  if (!kept || !Array.isArray(kept.groups) || !Array.isArray(kept.participantTypeIds)) return null;
  const participantTypeIds = kept.participantTypeIds.filter((id): id is number => Number.isInteger(id));
  const empty = emptyGroupForm();
  const groups = kept.groups.flatMap((group: unknown) => onFieldsOf(group, empty) ?? []);
  return groups.length === 0 ? null : { participantTypeIds, groups };
}

/** The criteria kept as the tab's draft under `key`, or null. */
export function readCriteriaDraft(key: string): CriteriaDraft | null {
  return criteriaDraftFromText(readDraft(key));
}
