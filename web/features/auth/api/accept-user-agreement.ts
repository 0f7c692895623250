import { useMutation } from "@tanstack/react-query";
import type { UserAgreementAcceptance } from "../../../../core/contracts/auth";
import { api } from "../../../app/api";

export function acceptUserAgreement(): Promise<UserAgreementAcceptance> {
  return api.post<UserAgreementAcceptance>("/backend/secure/user-agreement-acceptances");
}

export function useAcceptUserAgreement() {
  return useMutation({ mutationFn: acceptUserAgreement });
}
