// Written by scripts/generate-endpoint-routes.ts (`npm run routes`) from the contracts: do not edit.

import type { customerSupportEndpoints } from "../customer-support";
import type { RoutesOf } from "../endpoint";

export const customerSupportRoutes: RoutesOf<typeof customerSupportEndpoints> = {
  dbUser: { method: "GET", path: "/secure/staff/db-user" },
  quickProfiles: { method: "GET", path: "/secure/staff/quick-volunteer-profiles" },
  account: { method: "GET", path: "/secure/staff/volunteers/:userId/account" },
  accountStats: { method: "GET", path: "/secure/staff/volunteers/:userId/account-stats" },
  deactivate: { method: "POST", path: "/secure/volunteer/user-deactivation" },
  reactivate: { method: "POST", path: "/secure/volunteer/user-reactivation/:userId" },
  resetLink: { method: "POST", path: "/volunteers/forgot-password-confirmations" },
  studyNumbers: { method: "GET", path: "/secure/staff/study-numbers" },
  studyTeam: { method: "GET", path: "/secure/staff/study-numbers/:studyNumberId/team-members" },
  startImpersonation: { method: "POST", path: "/secure/staff/impersonations" },
  endImpersonation: { method: "DELETE", path: "/secure/staff/impersonations/current" },
};
