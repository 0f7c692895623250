import { isStudyListPath } from "./study-list-history";

/**
 * Path depth with the legacy 'study-team' segment stripped (spec 000 §2.1). The study lists count as
 * the top level: their address has two segments here, where the original's had one.
 */
export function pathDepth(pathname: string): number {
  if (isStudyListPath(pathname)) return 1;
  return pathname.split("/").filter((segment) => segment && segment !== "study-team").length;
}
