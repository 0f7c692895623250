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

export interface PropertyValueRow {
  propertyId: number;
  savedValue: string | null;
  lookupValueIds: number[];
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

/** The blank required fields, from a study's default-language property values and contact fields. */
export function missingFieldsOf(
  rows: readonly PropertyValueRow[],
  contact: { contactName: string | null; contactEmail: string | null },
): RequiredStudyField[] {
  const values: RequiredFieldValues = {
    contactName: contact.contactName,
    contactEmail: contact.contactEmail,
  };
  for (const [name, kind] of Object.entries(STUDY_FIELD_KINDS) as [StudyPropertyName, "text" | "lookup"][]) {
    const row = rows.find((candidate) => candidate.propertyId === STUDY_PROPERTY_IDS[name]);
    if (row) values[name as RequiredStudyField] = kind === "lookup" ? row.lookupValueIds : row.savedValue;
  }
  return missingRequiredFields(values, BOOLEAN_TRUE_ID);
}

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
  return missingFieldsOf(rows, options.study);
}
