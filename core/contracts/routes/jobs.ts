// Written by scripts/generate-endpoint-routes.ts (`npm run routes`) from the contracts: do not edit.
import type { RoutesOf } from "../endpoint";
import type { jobEndpoints } from "../jobs";

export const jobRoutes: RoutesOf<typeof jobEndpoints> = {
  list: { method: "GET", path: "/jobs/" },
  execute: { method: "POST", path: "/jobs/:name/execute" },
  nextExecutionTimes: { method: "GET", path: "/jobs/fake/next-execution-times" },
  reschedule: { method: "PATCH", path: "/jobs/:name", bodyType: "json-patch" },
};
