import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { interestedParticipantEndpoints } from "../../../../core/contracts/interested-participants";
import type { InterestedStatus } from "../../../../core/rules/interested-lists";
import { api } from "../../../app/api";

/** Which participants a list shows: a status (none for All) or a label. */
export interface InterestedFilter {
  status?: InterestedStatus;
  labelId?: number;
}

export const interestedKeys = {
  study: (studyId: number) => ["interested", studyId] as const,
  list: (studyId: number, filter: InterestedFilter, page: number) =>
    ["interested", studyId, "list", filter.status ?? "all", filter.labelId ?? 0, page] as const,
  statistics: (studyId: number) => ["interested", studyId, "statistics"] as const,
};

/** One page of a list; the previous page stays on screen until the next arrives. */
export function useInterestedList(studyId: number | undefined, filter: InterestedFilter, page: number) {
  return useQuery({
    queryKey: interestedKeys.list(studyId ?? 0, filter, page),
    queryFn: () =>
      api.call(interestedParticipantEndpoints.list, {
        params: { studyId: studyId ?? 0 },
        query: { status: filter.status, "label-id": filter.labelId, page },
      }),
    enabled: studyId !== undefined,
    placeholderData: keepPreviousData,
  });
}

/** The counts of every list and label, which also name the labels. */
export function useInterestedStatistics(studyId: number | undefined) {
  return useQuery({
    queryKey: interestedKeys.statistics(studyId ?? 0),
    queryFn: () => api.call(interestedParticipantEndpoints.statistics, { params: { studyId: studyId ?? 0 } }),
    enabled: studyId !== undefined,
  });
}
