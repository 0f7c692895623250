/**
 * Not in the spec: a long form whose changes were kept while the user had to sign in again (decision 023),
 * offered back when the form is drawn again.
 */
export const DRAFT_TEXTS = {
  restored: "Your changes that were not saved are back. Save to keep them.",
  discard: "Discard my changes",
} as const;
