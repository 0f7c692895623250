import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LoginBody, LoginResponse } from "../../../../core/contracts/auth";
import { authRoutes } from "../../../../core/contracts/routes/auth";
import { api } from "../../../lib/api";
import { authDetailsKey } from "./auth-details";

export function login(body: LoginBody): Promise<LoginResponse> {
  // 401 (wrong credentials) and 429 (rate limit) are shown on the form, not redirected.
  return api.call(authRoutes.login, { body }, { tolerate: [400, 401, 429] });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (details) => {
      queryClient.clear();
      queryClient.setQueryData(authDetailsKey, { loggedInUser: details.loggedInUser });
    },
  });
}
