import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LogoutResponse } from "../../../../core/contracts/auth";
import { authRoutes } from "../../../../core/contracts/routes/auth";
import { api } from "../../../lib/api";
import { forgetDrafts } from "../../../lib/draft-storage";
import { authDetailsKey } from "./auth-details";

export function logout(): Promise<LogoutResponse> {
  return api.call(authRoutes.logout, {});
}

/** Ends the session; the caller sends the browser where the server says. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      forgetDrafts();
      queryClient.clear();
      queryClient.setQueryData(authDetailsKey, { loggedInUser: null });
    },
  });
}
