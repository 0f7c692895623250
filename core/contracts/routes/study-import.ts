// Written by scripts/generate-endpoint-routes.ts (`npm run routes`) from the contracts: do not edit.
import type { RoutesOf } from "../endpoint";
import type { studyImportEndpoints } from "../study-import";

export const studyImportRoutes: RoutesOf<typeof studyImportEndpoints> = {
  listInvites: { method: "GET", path: "/secure/staff/study-importer-invites/" },
  invite: { method: "POST", path: "/secure/staff/study-importer-invites/" },
  uninvite: { method: "DELETE", path: "/secure/staff/study-importer-invites/:inviteId" },
  resendInvite: { method: "POST", path: "/secure/staff/study-importer-invites/:inviteId" },
  listImporters: { method: "GET", path: "/secure/staff/study-importers/" },
  readImporter: { method: "GET", path: "/secure/staff/study-importers/:importerId" },
  removeImporter: { method: "DELETE", path: "/secure/staff/study-importers/:importerId" },
  acceptInvite: { method: "POST", path: "/secure/staff/study-importers/" },
  intakeCsv: { method: "POST", path: "/secure/staff/study-intake-csv", bodyType: "multipart" },
  generateToken: { method: "POST", path: "/secure/staff/json-web-token/" },
  readToken: { method: "GET", path: "/secure/staff/json-web-token/" },
  revokeToken: { method: "DELETE", path: "/secure/staff/json-web-token/:id" },
};
