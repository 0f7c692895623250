// Written by scripts/generate-endpoint-routes.ts (`npm run routes`) from the contracts: do not edit.

import type { applicationSettingEndpoints } from "../application-settings";
import type { RoutesOf } from "../endpoint";

export const applicationSettingRoutes: RoutesOf<typeof applicationSettingEndpoints> = {
  list: { method: "GET", path: "/application-settings/" },
  read: { method: "GET", path: "/application-settings/:settingId" },
  update: { method: "PUT", path: "/application-settings/:settingId" },
  refresh: { method: "POST", path: "/application-settings/refresh" },
};
