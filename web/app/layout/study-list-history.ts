import { HEADER_HISTORY_JUMP_STEPS } from "../../../core/rules/limits";

/** Remembers the last study-list location and its history index, for 'Back to Study List'. */
interface ListVisit {
  path: string;
  index: number;
}

let lastListVisit: ListVisit | null = null;

/** React Router keeps the history index in history.state.idx. */
export function currentHistoryIndex(): number {
  const state = window.history.state as { idx?: number } | null;
  return typeof state?.idx === "number" ? state.idx : 0;
}

export function isStudyListPath(pathname: string): boolean {
  return pathname === "/" || pathname === "/studies/current" || pathname === "/studies/archived";
}

export function rememberStudyList(path: string): void {
  lastListVisit = { path, index: currentHistoryIndex() };
}

/** The jump to take: back n steps when the list is fewer than 50 steps back, else the list address (spec 000 §2.2). */
export function backToListTarget(fallbackPath: string): { steps: number } | { path: string } {
  if (!lastListVisit) return { path: fallbackPath };
  const steps = currentHistoryIndex() - lastListVisit.index;
  if (steps > 0 && steps < HEADER_HISTORY_JUMP_STEPS) return { steps };
  return { path: lastListVisit.path };
}
