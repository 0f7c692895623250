import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AuthDetails } from "../../../../core/contracts/auth";
import { authRoutes } from "../../../../core/contracts/routes/auth";
import { api } from "../../../lib/api";

export const authDetailsKey = ["auth-details"] as const;

export function getAuthDetails(): Promise<AuthDetails> {
  return api.call(authRoutes.authDetails, {});
}

export const authDetailsQueryOptions = queryOptions({
  queryKey: authDetailsKey,
  queryFn: getAuthDetails,
  staleTime: 60_000,
});

/** The signed-in user (null for a visitor). */
export function useAuthDetails() {
  return useQuery(authDetailsQueryOptions);
}
