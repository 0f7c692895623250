import { BOOLEAN_TRUE_ID } from "../../../core/rules/lookup-ids";
import {
  missingRequiredFields,
  type RequiredFieldValues,
  type RequiredStudyField,
  STUDY_PROPERTY_IDS,
  type StudyPropertyName,
} from "../../../core/rules/study-properties";
import type { DbOrTx } from "../../db/connect";
import { readPropertyValues } from "./read-study";

/** The required Study Information fields of a study that are blank in its default language. */
export async function findMissingRequiredFields(options: {
  db: DbOrTx;
  study: { id: number; defaultLanguage: string; contactName: string | null; contactEmail: string | null };
}): Promise<RequiredStudyField[]> {
  const rows = await readPropertyValues({
    db: options.db,
    studyId: options.study.id,
    language: options.study.defaultLanguage,
  });
  const values: RequiredFieldValues = {
    contactName: options.study.contactName,
    contactEmail: options.study.contactEmail,
  };
  for (const [name, id] of Object.entries(STUDY_PROPERTY_IDS) as [StudyPropertyName, number][]) {
    const row = rows.find((candidate) => candidate.propertyId === id);
    if (!row || !(name in STUDY_FIELD_KINDS)) continue;
    values[name as RequiredStudyField] =
      STUDY_FIELD_KINDS[name] === "lookup" ? row.lookupValueIds : row.savedValue;
  }
  return missingRequiredFields(values, BOOLEAN_TRUE_ID);
}

const STUDY_FIELD_KINDS: Partial<Record<StudyPropertyName, "text" | "lookup">> = {
  title: "text",
  conditions: "lookup",
  purpose: "text",
  studyDescription: "text",
  locations: "lookup",
  offersCompensation: "lookup",
  compensation: "text",
  department: "lookup",
};
