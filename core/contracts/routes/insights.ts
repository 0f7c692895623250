// Written by scripts/generate-endpoint-routes.ts (`npm run routes`) from the contracts: do not edit.
import type { RoutesOf } from "../endpoint";
import type { insightEndpoints } from "../insights";

export const insightRoutes: RoutesOf<typeof insightEndpoints> = {
  read: { method: "GET", path: "/secure/staff/studies/:studyId/insights" },
  export: { method: "GET", path: "/secure/staff/studies/:studyId/insights/export" },
};
