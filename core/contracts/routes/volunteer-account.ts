// Written by scripts/generate-endpoint-routes.ts (`npm run routes`) from the contracts: do not edit.
import type { RoutesOf } from "../endpoint";
import type { volunteerAccountEndpoints } from "../volunteer-account";

export const volunteerAccountRoutes: RoutesOf<typeof volunteerAccountEndpoints> = {
  signUp: { method: "POST", path: "/public/volunteers/sign-up" },
  verifyEmail: { method: "POST", path: "/public/volunteers/email-verifications" },
  login: { method: "POST", path: "/public/volunteers/login" },
  forgotPassword: { method: "POST", path: "/public/volunteers/password-reset-requests" },
};
