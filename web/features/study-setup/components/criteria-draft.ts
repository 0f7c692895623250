import type { EligibilityCriteria } from "../../../../core/contracts/eligibility-criteria";
import {
  type CriteriaGroupForm,
  criteriaFromForm,
  emptyGroupForm,
  groupFormsFromCriteria,
} from "../../../../core/eligibility/criteria-form";

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
