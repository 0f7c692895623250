// Written by scripts/generate-endpoint-routes.ts (`npm run routes`) from the contracts: do not edit.
import type { RoutesOf } from "../endpoint";
import type { volunteerProfileEndpoints } from "../volunteer-profile";

export const volunteerProfileRoutes: RoutesOf<typeof volunteerProfileEndpoints> = {
  read: { method: "GET", path: "/secure/volunteers/:userId" },
};
