// Written by scripts/generate-endpoint-routes.ts (`npm run routes`) from the contracts: do not edit.
import type { RoutesOf } from "../endpoint";
import type { lovedOneEndpoints, volunteerSelfEndpoints } from "../volunteer-self";

export const lovedOneRoutes: RoutesOf<typeof lovedOneEndpoints> = {
  list: { method: "GET", path: "/volunteer/loved-ones" },
  add: { method: "POST", path: "/volunteer/loved-ones" },
  readProfile: { method: "GET", path: "/volunteer/loved-ones/:lovedOneId/profile" },
  saveProfile: { method: "PUT", path: "/volunteer/loved-ones/:lovedOneId/profile" },
};
export const volunteerSelfRoutes: RoutesOf<typeof volunteerSelfEndpoints> = {
  readProfile: { method: "GET", path: "/volunteer/profile" },
  saveProfile: { method: "PUT", path: "/volunteer/profile" },
  accessLog: { method: "GET", path: "/volunteer/access-log" },
  saveLanguage: { method: "PUT", path: "/volunteer/language" },
  deactivate: { method: "POST", path: "/volunteer/deactivation" },
  exportData: { method: "GET", path: "/volunteer/data-export" },
};
