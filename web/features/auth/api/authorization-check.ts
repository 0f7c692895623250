import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AuthDetails } from "../../../../core/contracts/auth";
import { api } from "../../../app/api";

/**
 * GET /backend/secure/staff/authorization-check: confirms staff access. A 403 for the user agreement
 * goes, through the API client, to the agreement page.
 */
export const authorizationCheckQueryOptions = queryOptions({
  queryKey: ["authorization-check"],
  queryFn: () => api.get<AuthDetails>("/backend/secure/staff/authorization-check"),
  staleTime: 5 * 60_000,
});

export function useAuthorizationCheck(enabled: boolean) {
  return useQuery({ ...authorizationCheckQueryOptions, enabled });
}
