/** Merge tokens a template or note may hold (spec 000 §3 "Message template"). */
export const FIRST_NAME_PLACEHOLDER = "*|FNAME|*";
export const LAST_NAME_PLACEHOLDER = "*|LNAME|*";

/** The text with the merge tokens replaced by one volunteer's names. */
export function fillNamePlaceholders(text: string, names: { firstName: string; lastName: string }): string {
  return text
    .split(FIRST_NAME_PLACEHOLDER)
    .join(names.firstName)
    .split(LAST_NAME_PLACEHOLDER)
    .join(names.lastName);
}
