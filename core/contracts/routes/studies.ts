// Written by scripts/generate-endpoint-routes.ts (`npm run routes`) from the contracts: do not edit.
import type { RoutesOf } from "../endpoint";
import type { studyEndpoints } from "../studies";

export const studyRoutes: RoutesOf<typeof studyEndpoints> = {
  list: { method: "GET", path: "/secure/staff/studies/" },
  read: { method: "GET", path: "/secure/staff/studies/:studyId" },
  patch: { method: "PATCH", path: "/secure/staff/studies/:studyId", bodyType: "json-patch" },
  patchPropertyValues: {
    method: "PATCH",
    path: "/secure/staff/studies/:studyId/study-property-values",
    bodyType: "merge-patch",
  },
  synopses: { method: "GET", path: "/secure/staff/study-synopses/" },
  synopsis: { method: "GET", path: "/secure/staff/study-synopses/:studyNum" },
};
