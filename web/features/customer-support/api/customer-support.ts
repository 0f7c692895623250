import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { customerSupportRoutes as endpoints } from "../../../../core/contracts/routes/customer-support";
import { referenceDataRoutes } from "../../../../core/contracts/routes/reference-data";

import { api } from "../../../lib/api";
import { ApiError } from "../../../lib/api-client";

export const supportKeys = {
  account: (userId: number) => ["support", "account", userId] as const,
  stats: (userId: number) => ["support", "account-stats", userId] as const,
};

/** The participant with this e-mail: their user id, or null when there is none (a tolerated 404). */
export async function findParticipantByEmail(email: string): Promise<number | null> {
  try {
    return (await api.call(endpoints.dbUser, { query: { username: email } }, { tolerate: [404] })).id;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function useQuickProfiles(lastName: string, firstName: string | undefined, page: number) {
  return useQuery({
    queryKey: ["support", "quick-profiles", lastName, firstName ?? "", page],
    queryFn: () =>
      api.call(endpoints.quickProfiles, {
        query: { "last-name": lastName, ...(firstName ? { "first-name": firstName } : {}), page },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useParticipantAccount(userId: number) {
  return useQuery({
    queryKey: supportKeys.account(userId),
    queryFn: () => api.call(endpoints.account, { params: { userId } }),
  });
}

export function useAccountStats(userId: number) {
  return useQuery({
    queryKey: supportKeys.stats(userId),
    queryFn: () => api.call(endpoints.accountStats, { params: { userId } }),
  });
}

export function useDeactivationReasons() {
  return useQuery({
    queryKey: ["lookup-values", "DEACTIVATION_REASON"],
    queryFn: async () =>
      (await api.call(referenceDataRoutes.lookupValues, { query: { type: "DEACTIVATION_REASON" } }))
        .DEACTIVATION_REASON ?? [],
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export const deactivateParticipant = (userId: number, reasonId: number) =>
  api.call(endpoints.deactivate, { body: { userId, reason: { id: reasonId } } });

export const reactivateParticipant = (userId: number) =>
  api.call(endpoints.reactivate, { params: { userId } });

export const createResetLink = (userName: string) => api.call(endpoints.resetLink, { body: { userName } });

export function useStudyNumbers() {
  return useQuery({
    queryKey: ["support", "study-numbers"],
    queryFn: () => api.call(endpoints.studyNumbers, {}),
  });
}

export function useSupportTeam(studyId: number | null) {
  return useQuery({
    queryKey: ["support", "team", studyId],
    queryFn: () => api.call(endpoints.studyTeam, { params: { studyNumberId: studyId ?? 0 } }),
    enabled: studyId !== null,
  });
}

export const startImpersonation = (studyId: number, userId: number) =>
  api.call(endpoints.startImpersonation, { body: { studyId, userId } });

export const endImpersonation = () => api.call(endpoints.endImpersonation, {});
