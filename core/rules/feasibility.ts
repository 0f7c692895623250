/**
 * Feasibility counts (issue 29): how many volunteers visible to study teams the criteria being edited
 * would reach. Counts only, never a person: a count below the instance's minimum (FEASIBILITY_MIN_COUNT)
 * is never sent, and shows as "fewer than N".
 */

/** Age bands of the breakdown, by age today; a volunteer without a date of birth is "Age not given". */
export const AGE_BANDS = [
  { label: "Under 18", from: 0, to: 17 },
  { label: "18–29", from: 18, to: 29 },
  { label: "30–44", from: 30, to: 44 },
  { label: "45–64", from: 45, to: 64 },
  { label: "65 and over", from: 65, to: 200 },
] as const;
export const AGE_NOT_GIVEN = "Age not given";
export const SEX_NOT_GIVEN = "Not given";

/** The count as it may be sent: itself from the minimum up, null below it. */
export function shownCount(count: number, minCount: number): number | null {
  return count >= minCount ? count : null;
}

/** A shown count as text: the number, or "fewer than N". */
export function countText(count: number | null, minCount: number): string {
  return count === null ? `fewer than ${minCount}` : count.toLocaleString("en-US");
}

/** Edits settle for this long before the editor asks for a count. */
export const FEASIBILITY_DEBOUNCE_MS = 600;

export const FEASIBILITY_TOO_MANY_MESSAGE = "Too many counts in a minute: the count comes back shortly";
