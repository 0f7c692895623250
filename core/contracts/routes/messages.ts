// Written by scripts/generate-endpoint-routes.ts (`npm run routes`) from the contracts: do not edit.
import type { RoutesOf } from "../endpoint";
import type { messageEndpoints } from "../messages";

export const messageRoutes: RoutesOf<typeof messageEndpoints> = {
  send: { method: "POST", path: "/secure/messages" },
  bulkSend: { method: "POST", path: "/secure/bulk-messages" },
  conversation: { method: "GET", path: "/secure/conversations/:studyVolunteerId" },
  conversations: { method: "GET", path: "/secure/staff/studies/:studyId/conversations" },
};
