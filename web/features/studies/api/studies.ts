import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { studyRoutes } from "../../../../core/contracts/routes/studies";
import type { StudyPage, StudySort } from "../../../../core/contracts/studies";
import { api } from "../../../lib/api";

export const studyKeys = {
  all: ["studies"] as const,
  list: (params: StudyListParams) => ["studies", "list", params] as const,
};

export interface StudyListParams {
  archived: boolean;
  sortBy: StudySort;
  page: number;
}

export function getStudies(params: StudyListParams): Promise<StudyPage> {
  return api.call(studyRoutes.list, {
    query: { "is-archived": params.archived ? "true" : "false", "sort-by": params.sortBy, page: params.page },
  });
}

export const studiesQueryOptions = (params: StudyListParams) =>
  queryOptions({
    queryKey: studyKeys.list(params),
    queryFn: () => getStudies(params),
    placeholderData: keepPreviousData,
  });

/** One page of the user's current or archived studies. */
export function useStudies(params: StudyListParams) {
  return useQuery(studiesQueryOptions(params));
}
