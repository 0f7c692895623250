// Written by scripts/generate-endpoint-routes.ts (`npm run routes`) from the contracts: do not edit.
import type { RoutesOf } from "../endpoint";
import type { studyTeamEndpoints } from "../study-team";

export const studyTeamRoutes: RoutesOf<typeof studyTeamEndpoints> = {
  teamAccess: { method: "GET", path: "/secure/staff/studies/:studyId/team-members" },
  removeMember: { method: "DELETE", path: "/secure/staff/studies/:studyId/team-members/:memberId" },
  invite: { method: "POST", path: "/secure/staff/studies/:studyId/team-members/invites" },
  uninvite: { method: "DELETE", path: "/secure/staff/studies/:studyId/team-members/invites/:inviteId" },
  resend: { method: "POST", path: "/secure/staff/studies/:studyId/team-members/invites/:inviteId/emails" },
  invitation: { method: "GET", path: "/public/team-invites/invitation" },
  createAccount: { method: "POST", path: "/public/team-invites/account" },
  accept: { method: "POST", path: "/secure/staff/team-invites/acceptance" },
};
