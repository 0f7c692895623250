// Written by scripts/generate-endpoint-routes.ts (`npm run routes`) from the contracts: do not edit.
import type { RoutesOf } from "../endpoint";
import type { studyNotificationEndpoints } from "../study-notifications";

export const studyNotificationRoutes: RoutesOf<typeof studyNotificationEndpoints> = {
  definitions: { method: "GET", path: "/public/notification-settings" },
  list: { method: "GET", path: "/secure/staff/studies/:studyId/notifications" },
  create: { method: "POST", path: "/secure/staff/studies/:studyId/notifications" },
  update: { method: "PUT", path: "/secure/staff/studies/:studyId/notifications/:notificationId" },
};
