import { isStudyListPath } from "./study-list-history";

/**
 * Path depth with the legacy 'study-team' segment stripped (spec 000 §2.1). The study lists count as
 * the top level: their address has two segments here, where the original's had one.
 */
export function pathDepth(pathname: string): number {
  if (isStudyListPath(pathname)) return 1;
  return pathname.split("/").filter((segment) => segment && segment !== "study-team").length;
}

/**
 * The study number of a page within a study deep enough for the header to name the study and link its home
 * (spec 000 §2.2: depth 3 or more, as /studies/{studyNum}/inbox); null elsewhere, the study's home included.
 */
export function deepStudyNumber(pathname: string): string | null {
  if (pathDepth(pathname) < 3) return null;
  const segment = pathname.replace(/^\/study-team(?=\/)/, "").match(/^\/studies\/([^/]+)\//)?.[1];
  return segment === undefined ? null : decodeURIComponent(segment);
}
