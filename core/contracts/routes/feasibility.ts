// Written by scripts/generate-endpoint-routes.ts (`npm run routes`) from the contracts: do not edit.
import type { RoutesOf } from "../endpoint";
import type { feasibilityEndpoints } from "../feasibility";

export const feasibilityRoutes: RoutesOf<typeof feasibilityEndpoints> = {
  count: { method: "POST", path: "/secure/staff/feasibility" },
};
