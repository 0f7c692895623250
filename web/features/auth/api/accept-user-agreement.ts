import { useMutation } from "@tanstack/react-query";
import type { UserAgreementAcceptance } from "../../../../core/contracts/auth";
import { authRoutes } from "../../../../core/contracts/endpoint-routes";
import { api } from "../../../lib/api";

export function acceptUserAgreement(): Promise<UserAgreementAcceptance> {
  return api.call(authRoutes.acceptUserAgreement, {});
}

export function useAcceptUserAgreement() {
  return useMutation({ mutationFn: acceptUserAgreement });
}
