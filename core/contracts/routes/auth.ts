// Written by scripts/generate-endpoint-routes.ts (`npm run routes`) from the contracts: do not edit.

import type { authEndpoints } from "../auth";
import type { RoutesOf } from "../endpoint";

export const authRoutes: RoutesOf<typeof authEndpoints> = {
  csrf: { method: "GET", path: "/csrf" },
  authDetails: { method: "GET", path: "/public/auth-details" },
  login: { method: "POST", path: "/public/login" },
  logout: { method: "POST", path: "/logout" },
  passwordReset: { method: "POST", path: "/public/password-resets" },
  authorizationCheck: { method: "GET", path: "/secure/staff/authorization-check" },
  reportError: { method: "POST", path: "/secure/errors" },
  acceptUserAgreement: { method: "POST", path: "/secure/user-agreement-acceptances" },
};
