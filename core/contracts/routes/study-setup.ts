// Written by scripts/generate-endpoint-routes.ts (`npm run routes`) from the contracts: do not edit.
import type { RoutesOf } from "../endpoint";
import type { studySetupEndpoints } from "../study-setup";

export const studySetupRoutes: RoutesOf<typeof studySetupEndpoints> = {
  registeredStudy: { method: "GET", path: "/secure/staff/registered-studies/:studyNum" },
  importedStudy: { method: "GET", path: "/secure/staff/imported-studies/:studyNum" },
  create: { method: "POST", path: "/secure/staff/studies" },
  information: { method: "GET", path: "/secure/staff/studies/:studyId/information" },
  eligibilityCriteria: { method: "GET", path: "/secure/staff/studies/:studyId/eligibility-criteria" },
};
