// Written by scripts/generate-endpoint-routes.ts (`npm run routes`) from the contracts: do not edit.
import type { RoutesOf } from "../endpoint";
import type { interestedParticipantEndpoints } from "../interested-participants";

export const interestedParticipantRoutes: RoutesOf<typeof interestedParticipantEndpoints> = {
  list: { method: "GET", path: "/secure/staff/studies/:studyId/interested-participants" },
  statistics: { method: "GET", path: "/secure/staff/studies/:studyId/interested-statistics" },
  read: { method: "GET", path: "/secure/staff/studies/:studyId/interested-participants/:studyVolunteerId" },
  neighbour: {
    method: "GET",
    path: "/secure/staff/studies/:studyId/interested-participants/:studyVolunteerId/:direction",
  },
  move: {
    method: "PATCH",
    path: "/secure/staff/studies/:studyId/interested-participants/:studyVolunteerId",
    bodyType: "json-patch",
  },
  searchNames: { method: "GET", path: "/secure/staff/studies/:studyId/interested-names" },
  export: { method: "GET", path: "/secure/staff/studies/:studyId/interested-participant-profiles/export" },
};
