import { useMutation } from "@tanstack/react-query";
import { authEndpoints, type UserAgreementAcceptance } from "../../../../core/contracts/auth";
import { api } from "../../../lib/api";

export function acceptUserAgreement(): Promise<UserAgreementAcceptance> {
  return api.call(authEndpoints.acceptUserAgreement, {});
}

export function useAcceptUserAgreement() {
  return useMutation({ mutationFn: acceptUserAgreement });
}
