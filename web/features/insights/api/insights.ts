import { useQuery } from "@tanstack/react-query";
import { fillPath } from "../../../../core/contracts/endpoint";
import { insightRoutes } from "../../../../core/contracts/routes/insights";

import { api, basePath } from "../../../lib/api";

export const insightKeys = { study: (studyId: number) => ["insights", studyId] as const };

/** The study's insights, read afresh each time the page opens (the lists change all day). */
export function useStudyInsights(studyId: number | undefined) {
  return useQuery({
    queryKey: insightKeys.study(studyId ?? 0),
    queryFn: () => api.call(insightRoutes.read, { params: { studyId: studyId ?? 0 } }),
    enabled: studyId !== undefined,
    staleTime: 0,
  });
}

/** The CSV of the same figures: a link the browser follows with its session. */
export function insightsCsvHref(studyId: number): string {
  return `${basePath}/backend${fillPath(insightRoutes.export.path, { studyId })}`;
}
