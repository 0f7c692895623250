// Written by scripts/generate-endpoint-routes.ts (`npm run routes`) from the contracts: do not edit.
import type { RoutesOf } from "../endpoint";
import type { outboxEndpoints } from "../outbox";

export const outboxRoutes: RoutesOf<typeof outboxEndpoints> = {
  list: { method: "GET", path: "/secure/admin/outbox" },
  read: { method: "GET", path: "/secure/admin/outbox/:mailId" },
};
