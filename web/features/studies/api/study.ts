import { queryOptions, useQuery } from "@tanstack/react-query";
import { studyRoutes } from "../../../../core/contracts/routes/studies";

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

/** The dashboard's study, found by its number. */
export function useStudyByNumber(studyNum: string) {
  const synopsis = useQuery(studySynopsisQueryOptions(studyNum));
  const studyId = synopsis.data?.id;
  const detail = useQuery({ ...studyDetailQueryOptions(studyId ?? 0), enabled: studyId !== undefined });
  return { synopsis, detail };
}
