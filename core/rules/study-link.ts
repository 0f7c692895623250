/** The public page where volunteers read about a study, relative to the application's address. */
export function publicStudyPath(studyNum: string): string {
  return `/participate/studies/${encodeURIComponent(studyNum.toUpperCase())}`;
}
