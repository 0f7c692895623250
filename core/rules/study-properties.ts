/** Ids of the study property definitions (reference data), for queries that read one property. */
export const STUDY_PROPERTY_IDS = {
  title: 1,
  conditions: 2,
  purpose: 3,
  studyDescription: 4,
  locations: 5,
  offersCompensation: 6,
  compensation: 7,
  department: 8,
  aboutStudy: 9,
  enrollmentNumber: 10,
  archivedDate: 11,
} as const;
export type StudyPropertyName = keyof typeof STUDY_PROPERTY_IDS;

/** Study Information fields that must not be blank before any lifecycle change (spec 001 §5). */
export const REQUIRED_STUDY_FIELDS = [
  "title",
  "conditions",
  "purpose",
  "studyDescription",
  "locations",
  "offersCompensation",
  "department",
  "contactName",
  "contactEmail",
] as const;
export type RequiredStudyField = (typeof REQUIRED_STUDY_FIELDS)[number] | "compensation";

/** Labels of the Study Information form's fields (spec 001 §3). */
export const STUDY_INFORMATION_LABELS = {
  title: "Study title",
  conditions: "Conditions",
  purpose: "Purpose",
  studyDescription: "Study description",
  locations: "Locations",
  offersCompensation: "Offers compensation",
  compensation: "Compensation details",
  department: "Department",
  contactName: "Contact name",
  contactEmail: "Contact email",
  contactPhone: "Contact phone",
  contactWebsite: "Contact website",
  aboutStudy: "About this study",
} as const;

/** Labels of the required fields, as the Study Information form shows them. */
export const STUDY_FIELD_LABELS: Record<RequiredStudyField, string> = STUDY_INFORMATION_LABELS;

/** The values the required-field rule looks at: texts, and lookup ids for pick lists. */
export type RequiredFieldValues = Partial<
  Record<RequiredStudyField, string | readonly number[] | null | undefined>
>;

/**
 * The required Study Information fields that are blank; compensation details count only when the
 * study offers compensation (offersCompensation holds the BOOLEAN TRUE id).
 */
export function missingRequiredFields(
  values: RequiredFieldValues,
  booleanTrueId: number,
): RequiredStudyField[] {
  const blank = (value: RequiredFieldValues[RequiredStudyField]) =>
    value === null ||
    value === undefined ||
    (typeof value === "string" ? value.trim() === "" : value.length === 0);
  const missing: RequiredStudyField[] = REQUIRED_STUDY_FIELDS.filter((field) => blank(values[field]));
  const offers = values.offersCompensation;
  if (Array.isArray(offers) && offers.includes(booleanTrueId) && blank(values.compensation))
    missing.push("compensation");
  return missing;
}
