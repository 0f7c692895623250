import { useMutation } from "@tanstack/react-query";
import type { UserAgreementAcceptance } from "../../../../core/contracts/auth";
import { authRoutes } from "../../../../core/contracts/routes/auth";
import { api } from "../../../lib/api";

export function acceptUserAgreement(): Promise<UserAgreementAcceptance> {
  return api.call(authRoutes.acceptUserAgreement, {});
}

export function useAcceptUserAgreement() {
  return useMutation({ mutationFn: acceptUserAgreement });
}
