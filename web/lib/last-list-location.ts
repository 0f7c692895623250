/** Where a list's profiles go back to: matched or interested lists, by study and list name. */
type ListArea = "matched" | "interested";

const key = (area: ListArea, studyNum: string, list: string) =>
  `recruit.${area}-list.${studyNum.toUpperCase()}.${list}`;

/** Remembers the list address (with its page) a profile was opened from, for 'Back to participants'. */
export function rememberListLocation(area: ListArea, studyNum: string, list: string, location: string): void {
  try {
    sessionStorage.setItem(key(area, studyNum, list), location);
  } catch {
    // Storage may be unavailable (private mode); Back then goes to the list's first page.
  }
}

export function lastListLocation(area: ListArea, studyNum: string, list: string): string | null {
  try {
    return sessionStorage.getItem(key(area, studyNum, list));
  } catch {
    return null;
  }
}
