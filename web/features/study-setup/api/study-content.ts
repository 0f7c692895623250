import { queryOptions } from "@tanstack/react-query";
import type { EligibilityCriteria } from "../../../../core/contracts/eligibility-criteria";
import { studyRoutes } from "../../../../core/contracts/routes/studies";
import { studySetupRoutes } from "../../../../core/contracts/routes/study-setup";
import type { StudyInformationValues } from "../../../../core/contracts/study-information";
import type { StudyContentPatchOperation } from "../../../../core/contracts/study-setup";
import { api } from "../../../lib/api";

export const studyContentKeys = {
  information: (studyId: number, language: string) => ["studies", "information", studyId, language] as const,
  criteria: (studyId: number, language: string) => ["studies", "criteria", studyId, language] as const,
};

/** The Study Information form's values, read with the chosen language in the language header. */
export const studyInformationQueryOptions = (studyId: number, language: string) =>
  queryOptions({
    queryKey: studyContentKeys.information(studyId, language),
    queryFn: () => api.call(studySetupRoutes.information, { params: { studyId } }, { language }),
  });

export const studyCriteriaQueryOptions = (studyId: number, language: string) =>
  queryOptions({
    queryKey: studyContentKeys.criteria(studyId, language),
    queryFn: () => api.call(studySetupRoutes.eligibilityCriteria, { params: { studyId } }, { language }),
  });

/** A save made from `version`, the part's version its read answered: 412 if a team member saved since. */
function patchStudy(
  studyId: number,
  operations: StudyContentPatchOperation[],
  language: string,
  version: string,
): Promise<undefined> {
  return api.call(
    studyRoutes.patch,
    { params: { studyId }, headers: { "if-match": `"${version}"` }, body: operations },
    { language, tolerate: [400, 412] },
  );
}

export { changedElsewhere } from "../../../lib/api-client";

/** The information save: replace operations on the contact fields and the property values (spec 001 §7). */
export function saveStudyInformation(
  studyId: number,
  values: StudyInformationValues,
  language: string,
  version: string,
) {
  const { contactName, contactEmail, contactPhone, contactWebsite, ...properties } = values;
  return patchStudy(
    studyId,
    [
      { op: "replace", path: "/contactName", value: contactName },
      { op: "replace", path: "/contactEmail", value: contactEmail },
      { op: "replace", path: "/contactPhone", value: contactPhone },
      { op: "replace", path: "/contactWebsite", value: contactWebsite },
      { op: "replace", path: "/propertyValues", value: properties },
    ],
    language,
    version,
  );
}

export function saveEligibilityCriteria(
  studyId: number,
  criteria: EligibilityCriteria,
  language: string,
  version: string,
) {
  return patchStudy(
    studyId,
    [{ op: "replace", path: "/eligibilityCriteria", value: criteria }],
    language,
    version,
  );
}
