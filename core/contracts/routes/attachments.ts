// Written by scripts/generate-endpoint-routes.ts (`npm run routes`) from the contracts: do not edit.

import type { attachmentEndpoints } from "../attachments";
import type { RoutesOf } from "../endpoint";

export const attachmentRoutes: RoutesOf<typeof attachmentEndpoints> = {
  list: { method: "GET", path: "/secure/staff/studies/:studyId/attachments" },
  create: { method: "POST", path: "/secure/staff/studies/:studyId/attachments", bodyType: "multipart" },
  rename: {
    method: "PATCH",
    path: "/secure/staff/studies/:studyId/attachments/:attachmentId",
    bodyType: "json-patch",
  },
  delete: { method: "DELETE", path: "/secure/staff/studies/:studyId/attachments/:attachmentId" },
  download: { method: "GET", path: "/secure/studies/:studyId/attachments/:attachmentId" },
};
