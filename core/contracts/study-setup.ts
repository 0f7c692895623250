import { z } from "zod";
import { STUDY_NUMBER_MAX_LENGTH } from "../rules/limits";
import { contentVersionHeaders } from "./content-version";
import { EligibilityCriteria } from "./eligibility-criteria";
import { audience, defineEndpoint } from "./endpoint";
import { StudyIdParams } from "./ids";
import { StudyInformationValues } from "./study-information";

/** A study number as typed: trimmed and upper-cased (spec 001 §5). */
export const StudyNumber = z.string().trim().toUpperCase().min(1).max(STUDY_NUMBER_MAX_LENGTH);
export const StudyNumberParams = z.object({ studyNum: StudyNumber });

/** GET /backend/secure/staff/imported-studies/{studyNumber}: the IRB record (spec 001 §3). */
export const ImportedStudy = z.object({
  /** The IRB record's id is its study number. */
  id: z.string(),
  description: z.string(),
  publishable: z.boolean(),
  /** False for an incomplete or withdrawn record: such a number cannot be added. */
  valid: z.boolean(),
  pi: z.object({ firstName: z.string(), middleName: z.string().nullable(), lastName: z.string() }),
});
export type ImportedStudy = z.infer<typeof ImportedStudy>;

/** GET /backend/secure/staff/registered-studies/{studyNum}: whether a study with this number exists. */
export const RegisteredStudy = z.object({ studyNum: z.string(), piFullName: z.string() });
export type RegisteredStudy = z.infer<typeof RegisteredStudy>;

/** POST /backend/secure/staff/studies */
export const CreateStudyBody = z.object({
  studyNum: StudyNumber,
  information: StudyInformationValues,
  eligibilityCriteria: EligibilityCriteria,
});
export type CreateStudyBody = z.infer<typeof CreateStudyBody>;

export const CreatedStudy = z.object({ id: z.number().int(), studyNum: z.string() });
export type CreatedStudy = z.infer<typeof CreatedStudy>;

/** GET /backend/secure/staff/studies/{id}/information, in the request's language. */
export const StudyInformation = z.object({
  id: z.number().int(),
  studyNum: z.string(),
  publishable: z.boolean(),
  /** The language of `values` (also the answer's Content-Language). */
  language: z.string(),
  defaultLanguage: z.string(),
  piFirstName: z.string().nullable(),
  piMiddleName: z.string().nullable(),
  piLastName: z.string().nullable(),
  values: StudyInformationValues,
  /** The default-language values, when `language` is another one. */
  defaultLanguageValues: StudyInformationValues.nullable(),
  /** The version of `values`: send it in If-Match with the save, which answers 412 if they changed since. */
  version: z.string(),
});
export type StudyInformation = z.infer<typeof StudyInformation>;

/** GET /backend/secure/staff/studies/{id}/eligibility-criteria, in the request's language. */
export const StudyEligibilityCriteria = EligibilityCriteria.extend({
  id: z.number().int(),
  studyNum: z.string(),
  language: z.string(),
  defaultLanguage: z.string(),
  /** The version of the participant types and criteria: If-Match of their save, as for the information. */
  version: z.string(),
});
export type StudyEligibilityCriteria = z.infer<typeof StudyEligibilityCriteria>;

/** The Study Information values stored as property values (all but the contact fields). */
export const StudyPropertyValues = StudyInformationValues.omit({
  contactName: true,
  contactEmail: true,
  contactPhone: true,
  contactWebsite: true,
});

const replace = <Path extends string, Value extends z.ZodType>(path: Path, value: Value) =>
  z.object({ op: z.literal("replace"), path: z.literal(path), value });

/** PATCH /backend/secure/staff/studies/{id} for content, in the request's language (spec 001 §7). */
export const StudyContentPatchOperation = z.discriminatedUnion("path", [
  replace("/contactName", z.string()),
  replace("/contactEmail", z.string()),
  replace("/contactPhone", z.string()),
  replace("/contactWebsite", z.string()),
  replace("/propertyValues", StudyPropertyValues.partial()),
  replace("/eligibilityCriteria", EligibilityCriteria),
]);
export type StudyContentPatchOperation = z.infer<typeof StudyContentPatchOperation>;
export const StudyContentPatch = z
  .array(StudyContentPatchOperation)
  .min(1)
  .max(8)
  .refine((ops) => new Set(ops.map((op) => op.path)).size === ops.length, {
    message: "A path appears twice",
  });
export type StudyContentPatch = z.infer<typeof StudyContentPatch>;

/**
 * The version of the part a content save replaces, as its read answered it (the information's or the
 * criteria's): a save made from older values answers 412 STUDY_CHANGED instead of overwriting a team
 * member's. Without it the save replaces whatever is stored (the spec's PATCH).
 */
export const StudyContentVersionHeaders = contentVersionHeaders("The study's content version");

/** Adding a study and reading its information and criteria in a language (spec 001 §2-§4, §7). */
export const studySetupEndpoints = {
  registeredStudy: defineEndpoint({
    method: "GET",
    path: "/secure/staff/registered-studies/:studyNum",
    summary: "Whether a study with this number exists (any team's), with its PI's name; 404 when none",
    audience: audience.staff,
    params: StudyNumberParams,
    response: RegisteredStudy,
  }),
  importedStudy: defineEndpoint({
    method: "GET",
    path: "/secure/staff/imported-studies/:studyNum",
    summary: "The IRB record of a study number; 404 when there is none",
    audience: audience.staff,
    params: StudyNumberParams,
    response: ImportedStudy,
  }),
  create: defineEndpoint({
    method: "POST",
    path: "/secure/staff/studies",
    summary: "Adds a study from its IRB record, information and criteria; 409 when the number was taken",
    otherErrors: { 409: "Someone else added a study with this number first (CONFLICT)" },
    audience: audience.staff,
    body: CreateStudyBody,
    status: 201,
    response: CreatedStudy,
  }),
  information: defineEndpoint({
    method: "GET",
    path: "/secure/staff/studies/:studyId/information",
    summary: "The Study Information form's values in the request's language (Content-Language)",
    audience: audience.studyMember(),
    params: StudyIdParams,
    response: StudyInformation,
  }),
  eligibilityCriteria: defineEndpoint({
    method: "GET",
    path: "/secure/staff/studies/:studyId/eligibility-criteria",
    summary: "The participant types and criteria groups in the request's language (Content-Language)",
    audience: audience.studyMember(),
    params: StudyIdParams,
    response: StudyEligibilityCriteria,
  }),
};
