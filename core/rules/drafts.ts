/**
 * Not in the spec: a long form whose changes were kept while the user had to sign in again (decision 023),
 * offered back when the form is drawn again.
 */
export const DRAFT_TEXTS = {
  restored: "Your changes that were not saved are back. Save to keep them.",
  discard: "Discard my changes",
} as const;

/**
 * Not in the spec: a save of a study's information or criteria refused because a team member saved them
 * after the form was drawn (412 STUDY_CHANGED), or a kept draft drawn again after such a save.
 */
export const CHANGED_ELSEWHERE_TEXTS = {
  information:
    "A team member saved this study's information while you were editing it. Their changes are now in the form and yours are kept. Check the form, then save again.",
  criteria:
    "A team member saved these criteria while you were editing them. Your criteria are still shown and are not saved: saving them replaces the team member's. To see theirs, discard your changes.",
  /** A save of criteria left as they were read, refused for a team member's: theirs are shown instead. */
  criteriaReadAgain: "A team member saved these criteria after you opened them. Theirs are shown now.",
  template:
    "A team member saved this template while you were editing it. Their changes are now in the form and yours are kept. Check the form, then save again.",
  notification:
    "A team member saved this notification setting while you were changing it. Their changes are now in the form and yours are kept. Check it, then save again.",
  changedByOthers: (fields: string) => `Changed by the team member: ${fields}.`,
  changedByBoth: (fields: string) => `Changed by both of you, your version shown: ${fields}.`,
} as const;
