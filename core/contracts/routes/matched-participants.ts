// Written by scripts/generate-endpoint-routes.ts (`npm run routes`) from the contracts: do not edit.
import type { RoutesOf } from "../endpoint";
import type { matchedParticipantEndpoints } from "../matched-participants";

export const matchedParticipantRoutes: RoutesOf<typeof matchedParticipantEndpoints> = {
  list: { method: "GET", path: "/secure/staff/studies/:studyId/matched-participants" },
  statistics: { method: "GET", path: "/secure/staff/studies/:studyId/match-statistics" },
  read: { method: "GET", path: "/secure/staff/studies/:studyId/matched-participants/:userId" },
  neighbour: {
    method: "GET",
    path: "/secure/staff/studies/:studyId/matched-participants/:userId/:direction",
  },
  move: {
    method: "PATCH",
    path: "/secure/staff/studies/:studyId/matched-participants/:userId",
    bodyType: "json-patch",
  },
  moveAll: {
    method: "PATCH",
    path: "/secure/staff/studies/:studyId/matched-participants/",
    bodyType: "json-patch",
  },
};
