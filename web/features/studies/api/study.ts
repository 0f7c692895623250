import { queryOptions, useQuery } from "@tanstack/react-query";
import { studyRoutes } from "../../../../core/contracts/routes/studies";
import type { StudyDetail } from "../../../../core/contracts/studies";

import { api } from "../../../lib/api";

export const studyDetailKey = (studyId: number) => ["studies", "detail", studyId] as const;
export const studySynopsisKey = (studyNum: string) =>
  ["studies", "synopsis", studyNum.toUpperCase()] as const;

/** The study behind a study number; an unknown number (or another team's) goes to the 404 page. */
export const studySynopsisQueryOptions = (studyNum: string) =>
  queryOptions({
    queryKey: studySynopsisKey(studyNum),
    queryFn: () => api.call(studyRoutes.synopsis, { params: { studyNum } }),
  });

export const studyDetailQueryOptions = (studyId: number) =>
  queryOptions({
    queryKey: studyDetailKey(studyId),
    queryFn: () => api.call(studyRoutes.read, { params: { studyId } }),
  });

/** How often a page that follows the study's matching reads the study again until its matching has finished. */
export const MATCHING_POLL_MS = 2_000;

/** The wait before the next read of a study being matched; false once its matching has finished. */
export function untilMatchingFinished(
  study: Pick<StudyDetail, "matchingFinished"> | undefined,
): number | false {
  return study?.matchingFinished === false ? MATCHING_POLL_MS : false;
}

/**
 * The study behind a study number. With `followMatching` (the dashboard) it is read again every few seconds
 * while its matching runs, so "Matching in progress" turns into the count without a reload.
 */
export function useStudyByNumber(studyNum: string, { followMatching = false } = {}) {
  const synopsis = useQuery(studySynopsisQueryOptions(studyNum));
  const studyId = synopsis.data?.id;
  const detail = useQuery({
    ...studyDetailQueryOptions(studyId ?? 0),
    enabled: studyId !== undefined,
    refetchInterval: followMatching ? (query) => untilMatchingFinished(query.state.data) : false,
  });
  return { synopsis, detail };
}
