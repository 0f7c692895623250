import type { z } from "zod";
import type { StudyInformationValues } from "../../../core/contracts/study-information";
import { isTranslatableField } from "../../../core/contracts/study-information";
import type { StudyPropertyValues } from "../../../core/contracts/study-setup";
import { STUDY_PROPERTY_IDS } from "../../../core/rules/study-properties";

export type PropertyValueName = keyof z.infer<typeof StudyPropertyValues>;

export const PROPERTY_VALUE_NAMES = [
  "title",
  "conditions",
  "purpose",
  "studyDescription",
  "locations",
  "offersCompensation",
  "compensation",
  "department",
  "aboutStudy",
] as const satisfies readonly PropertyValueName[];

/** The pick list each lookup property draws from. */
export const PROPERTY_LOOKUP_TYPES = {
  conditions: "MEDICAL_CONDITION",
  locations: "STUDY_LOCATION",
  offersCompensation: "BOOLEAN",
  department: "STUDY_DEPARTMENT",
} as const;

export interface PropertyRow {
  propertyId: number;
  savedValue: string | null;
  lookupValueIds: number[];
}

/** Property rows (default language, and translations in `translated` when reading another language). */
export function propertiesToValues(
  defaultRows: readonly PropertyRow[],
  translated: readonly PropertyRow[] | null,
): Omit<StudyInformationValues, "contactName" | "contactEmail" | "contactPhone" | "contactWebsite"> {
  const find = (rows: readonly PropertyRow[], name: PropertyValueName) =>
    rows.find((row) => row.propertyId === STUDY_PROPERTY_IDS[name]);
  const text = (name: PropertyValueName) => find(translated ?? defaultRows, name)?.savedValue ?? "";
  const ids = (name: PropertyValueName) => find(defaultRows, name)?.lookupValueIds ?? [];
  return {
    title: text("title"),
    conditions: ids("conditions"),
    purpose: text("purpose"),
    studyDescription: text("studyDescription"),
    locations: ids("locations"),
    offersCompensation: ids("offersCompensation")[0] ?? null,
    compensation: text("compensation"),
    department: ids("department")[0] ?? null,
    aboutStudy: text("aboutStudy"),
  };
}

/** One property value as stored: texts in `savedValue`, pick lists in `lookupValueIds`. */
export function propertyRowOf(
  name: PropertyValueName,
  values: z.infer<typeof StudyPropertyValues>,
): { propertyId: number; savedValue: string | null; lookupValueIds: number[] } {
  const value = values[name];
  const propertyId = STUDY_PROPERTY_IDS[name];
  if (isTranslatableField(name)) {
    const text = typeof value === "string" ? value : "";
    return { propertyId, savedValue: text === "" ? null : text, lookupValueIds: [] };
  }
  const ids = Array.isArray(value) ? [...value] : typeof value === "number" ? [value] : [];
  return { propertyId, savedValue: null, lookupValueIds: ids };
}
