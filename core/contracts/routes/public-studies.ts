// Written by scripts/generate-endpoint-routes.ts (`npm run routes`) from the contracts: do not edit.
import type { RoutesOf } from "../endpoint";
import type { publicStudyEndpoints } from "../public-studies";

export const publicStudyRoutes: RoutesOf<typeof publicStudyEndpoints> = {
  search: { method: "GET", path: "/public/participate/studies" },
  read: { method: "GET", path: "/public/participate/studies/:studyNum" },
};
