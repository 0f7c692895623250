// Written by scripts/generate-endpoint-routes.ts (`npm run routes`) from the contracts: do not edit.
import type { RoutesOf } from "../endpoint";
import type { referenceDataEndpoints } from "../reference-data";

export const referenceDataRoutes: RoutesOf<typeof referenceDataEndpoints> = {
  lookupValues: { method: "GET", path: "/lookup-values" },
  refreshLookupValues: { method: "POST", path: "/lookup-values/refresh" },
  studyProperties: { method: "GET", path: "/public/studies/properties" },
  criterionVariables: { method: "GET", path: "/public/criterion-variable" },
  languages: { method: "GET", path: "/public/languages" },
};
