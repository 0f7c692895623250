// Written by scripts/generate-endpoint-routes.ts (`npm run routes`) from the contracts: do not edit.
import type { RoutesOf } from "../endpoint";
import type { messageTemplateEndpoints } from "../message-templates";

export const messageTemplateRoutes: RoutesOf<typeof messageTemplateEndpoints> = {
  list: { method: "GET", path: "/secure/staff/studies/:studyId/message-templates" },
  read: { method: "GET", path: "/secure/staff/studies/:studyId/message-templates/:templateId" },
  create: { method: "POST", path: "/secure/staff/studies/:studyId/message-templates" },
  update: { method: "PUT", path: "/secure/staff/studies/:studyId/message-templates/:templateId" },
  delete: { method: "DELETE", path: "/secure/staff/studies/:studyId/message-templates/:templateId" },
};
