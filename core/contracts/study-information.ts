import { z } from "zod";
import { FORM_MESSAGES } from "../rules/form-messages";
import { STUDY_TEXT_LIMITS } from "../rules/limits";
import { BOOLEAN_TRUE_ID } from "../rules/lookup-ids";
import { REQUIRED_STUDY_FIELDS, STUDY_INFORMATION_LABELS } from "../rules/study-properties";

export type StudyInformationField = keyof typeof STUDY_INFORMATION_LABELS;

/** Fields that differ per language; the others exist in the default language only (spec 001 §4). */
export const TRANSLATABLE_STUDY_FIELDS = [
  "title",
  "purpose",
  "studyDescription",
  "compensation",
  "aboutStudy",
] as const satisfies readonly StudyInformationField[];
export type TranslatableStudyField = (typeof TRANSLATABLE_STUDY_FIELDS)[number];

export const CONTACT_FIELDS = ["contactName", "contactEmail", "contactPhone", "contactWebsite"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export function isTranslatableField(field: string): field is TranslatableStudyField {
  return (TRANSLATABLE_STUDY_FIELDS as readonly string[]).includes(field);
}

const LookupId = z.number().int().positive();

/**
 * A text of the study: studyInformationIssues enforces its limit with the spec's message, after trimming
 * and together with the study's other rules; the API reference states the limit.
 */
const StudyText = (field: keyof typeof STUDY_TEXT_LIMITS) =>
  z.string().meta({ maxLength: STUDY_TEXT_LIMITS[field] });

/** Every field present; blank texts are '' and unset pick lists null or []. */
export const StudyInformationValues = z.object({
  title: StudyText("title"),
  conditions: z.array(LookupId).max(200),
  purpose: StudyText("purpose"),
  studyDescription: StudyText("studyDescription"),
  locations: z.array(LookupId).max(200),
  offersCompensation: LookupId.nullable(),
  compensation: StudyText("compensation"),
  department: LookupId.nullable(),
  contactName: StudyText("contactName"),
  contactEmail: StudyText("contactEmail"),
  contactPhone: StudyText("contactPhone"),
  contactWebsite: StudyText("contactWebsite"),
  aboutStudy: StudyText("aboutStudy"),
});
export type StudyInformationValues = z.infer<typeof StudyInformationValues>;

export const EMPTY_STUDY_INFORMATION: StudyInformationValues = {
  title: "",
  conditions: [],
  purpose: "",
  studyDescription: "",
  locations: [],
  offersCompensation: null,
  compensation: "",
  department: null,
  contactName: "",
  contactEmail: "",
  contactPhone: "",
  contactWebsite: "",
  aboutStudy: "",
};

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_PATTERN = /^\+?[0-9 ().-]+(\s*(x|ext\.?)\s*[0-9]{1,6})?$/i;

export function isValidEmail(text: string): boolean {
  return EMAIL_PATTERN.test(text);
}

/** Digits with the usual separators, an optional extension, and 7 to 15 digits before it. */
export function isValidPhone(text: string): boolean {
  if (!PHONE_PATTERN.test(text)) return false;
  const digits = text.replace(/(x|ext\.?).*$/i, "").replace(/\D/g, "");
  return digits.length >= 7 && digits.length <= 15;
}

/** Compensation details are asked only when the study offers compensation (spec 001 §5). */
export function compensationEnabled(values: Pick<StudyInformationValues, "offersCompensation">): boolean {
  return values.offersCompensation === BOOLEAN_TRUE_ID;
}

type Issue = { field: StudyInformationField; message: string };

/**
 * The rules of spec 001 §5 for Study Information. In a language other than the default only the
 * texts can change and a blank translation falls back to the default text, so only lengths apply.
 */
export function studyInformationIssues(
  values: StudyInformationValues,
  options: { defaultLanguage: boolean },
): Issue[] {
  const issues: Issue[] = [];
  const label = (field: StudyInformationField) => STUDY_INFORMATION_LABELS[field];
  const blank = (value: string | number | null | readonly number[]) =>
    value === null ||
    (typeof value === "string" ? value.trim() === "" : typeof value !== "number" && value.length === 0);
  const texts = options.defaultLanguage
    ? (Object.keys(STUDY_TEXT_LIMITS) as (keyof typeof STUDY_TEXT_LIMITS)[])
    : TRANSLATABLE_STUDY_FIELDS;
  const offers = compensationEnabled(values);
  if (options.defaultLanguage) {
    const required: StudyInformationField[] = [...REQUIRED_STUDY_FIELDS];
    if (offers) required.push("compensation");
    for (const field of required) {
      if (blank(values[field])) issues.push({ field, message: FORM_MESSAGES.required(label(field)) });
    }
  }
  for (const field of texts) {
    if (field === "compensation" && !offers && options.defaultLanguage) continue;
    const text = values[field];
    const limit = STUDY_TEXT_LIMITS[field];
    if (text.length > limit && !issues.some((issue) => issue.field === field)) {
      issues.push({ field, message: FORM_MESSAGES.maxLength(label(field), limit) });
    }
  }
  if (options.defaultLanguage) {
    const email = values.contactEmail.trim();
    if (email !== "" && email.length <= STUDY_TEXT_LIMITS.contactEmail && !isValidEmail(email)) {
      issues.push({ field: "contactEmail", message: FORM_MESSAGES.email(label("contactEmail")) });
    }
    const phone = values.contactPhone.trim();
    if (phone !== "" && phone.length <= STUDY_TEXT_LIMITS.contactPhone && !isValidPhone(phone)) {
      issues.push({ field: "contactPhone", message: FORM_MESSAGES.phone(label("contactPhone")) });
    }
  }
  return issues;
}

/** The form's schema: the same rules, reported on each field. */
export function studyInformationSchema(options: { defaultLanguage: boolean }) {
  return StudyInformationValues.superRefine((values, context) => {
    for (const issue of studyInformationIssues(values, options)) {
      context.addIssue({ code: "custom", path: [issue.field], message: issue.message });
    }
  });
}

/** Texts are saved trimmed; compensation details are cleared when compensation is not offered. */
export function normalizeStudyInformation(values: StudyInformationValues): StudyInformationValues {
  return Object.assign({}, values, {
    title: values.title.trim(),
    purpose: values.purpose.trim(),
    studyDescription: values.studyDescription.trim(),
    compensation: compensationEnabled(values) ? values.compensation.trim() : "",
    contactName: values.contactName.trim(),
    contactEmail: values.contactEmail.trim(),
    contactPhone: values.contactPhone.trim(),
    contactWebsite: values.contactWebsite.trim(),
    aboutStudy: values.aboutStudy.trim(),
  });
}
