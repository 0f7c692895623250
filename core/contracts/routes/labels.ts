// Written by scripts/generate-endpoint-routes.ts (`npm run routes`) from the contracts: do not edit.
import type { RoutesOf } from "../endpoint";
import type { labelEndpoints } from "../labels";

export const labelRoutes: RoutesOf<typeof labelEndpoints> = {
  list: { method: "GET", path: "/secure/staff/studies/:studyId/labels" },
  create: { method: "POST", path: "/secure/staff/studies/:studyId/labels" },
  update: { method: "PUT", path: "/secure/staff/studies/:studyId/labels/:labelId" },
  remove: { method: "DELETE", path: "/secure/staff/studies/:studyId/labels/:labelId" },
};
