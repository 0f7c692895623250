// Written by scripts/generate-endpoint-routes.ts (`npm run routes`) from the contracts: do not edit.

import type { announcementEndpoints } from "../announcements";
import type { RoutesOf } from "../endpoint";

export const announcementRoutes: RoutesOf<typeof announcementEndpoints> = {
  listCurrent: { method: "GET", path: "/public/application-announcements" },
  listAll: { method: "GET", path: "/secure/admin/application-announcements/" },
  create: { method: "POST", path: "/secure/admin/application-announcements/" },
  update: { method: "PUT", path: "/secure/admin/application-announcements/:announcementId" },
  delete: { method: "DELETE", path: "/secure/admin/application-announcements/:announcementId" },
};
