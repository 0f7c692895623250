import { queryOptions, useQuery } from "@tanstack/react-query";
import { authRoutes } from "../../../../core/contracts/routes/auth";

import { api } from "../../../lib/api";

/**
 * Confirms staff access. A 403 for the user agreement
 * goes, through the API client, to the agreement page.
 */
export const authorizationCheckQueryOptions = queryOptions({
  queryKey: ["authorization-check"],
  queryFn: () => api.call(authRoutes.authorizationCheck, {}),
  staleTime: 5 * 60_000,
});

export function useAuthorizationCheck(enabled: boolean) {
  return useQuery({ ...authorizationCheckQueryOptions, enabled });
}
