import type { MatchedList } from "../../../core/rules/matched-lists";

const key = (studyNum: string, list: MatchedList) => `recruit.matched-list.${studyNum.toUpperCase()}.${list}`;

/** Remembers the list address (with its page) a profile was opened from, for 'Back to participants'. */
export function rememberListLocation(studyNum: string, list: MatchedList, location: string): void {
  try {
    sessionStorage.setItem(key(studyNum, list), location);
  } catch {
    // Storage may be unavailable (private mode); Back then goes to the list's first page.
  }
}

export function lastListLocation(studyNum: string, list: MatchedList): string | null {
  try {
    return sessionStorage.getItem(key(studyNum, list));
  } catch {
    return null;
  }
}
