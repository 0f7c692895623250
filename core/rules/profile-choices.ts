/**
 * The choices a volunteer has for gender identity and pronouns (spec 000 §3 "Volunteer profile":
 * genderIdentity with otherGenderIdentity, genderPronoun with otherGenderPronoun). The spec does not list
 * them; these follow common practice for research registries (docs/decisions/017-defects-of-a-first-walk-through.md).
 * "Self-described" opens the free-text "other" field beside it.
 */
export const SELF_DESCRIBED = "Self-described";

export const GENDER_IDENTITY_CHOICES = [
  "Woman",
  "Man",
  "Non-binary",
  "Transgender woman",
  "Transgender man",
  "Genderqueer or gender fluid",
  "Two-spirit",
  "Questioning",
  "Prefer not to say",
  SELF_DESCRIBED,
] as const;

export const GENDER_PRONOUN_CHOICES = [
  "she/her",
  "he/him",
  "they/them",
  "she/they",
  "he/they",
  "Prefer not to say",
  SELF_DESCRIBED,
] as const;

/** The maximum length of each free-text "other" answer (gender identity, pronouns, race). */
export const OTHER_ANSWER_MAX = 100;

/** A choice and its "other" text as one answer: the other text where the volunteer described their own. */
export function describedAnswer(choice: string | null, other: string | null): string | null {
  if (choice === SELF_DESCRIBED) return other?.trim() ? other.trim() : null;
  return choice;
}
