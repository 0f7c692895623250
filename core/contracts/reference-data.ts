import { z } from "zod";
import { VARIABLES } from "../eligibility/model";
import { LOOKUP_TYPES } from "../rules/lookup-ids";
import { audience, defineEndpoint } from "./endpoint";

/** A pick-list value (spec 001 §3 "Lookup value"); displayText is in the request's language. */
export const LookupValue = z.object({
  id: z.number().int(),
  displayText: z.string(),
  type: z.enum(LOOKUP_TYPES),
  name: z.string(),
  visible: z.boolean(),
});
export type LookupValue = z.infer<typeof LookupValue>;

/** GET /backend/lookup-values?type=A,B */
export const LookupValuesQuery = z.object({
  type: z
    .string()
    .max(1_000)
    .transform((text) =>
      text
        .split(",")
        .map((item) => item.trim().toUpperCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(LOOKUP_TYPES)).min(1).max(LOOKUP_TYPES.length)),
});

export const LookupValuesByType = z.partialRecord(z.enum(LOOKUP_TYPES), z.array(LookupValue));
export type LookupValuesByType = z.infer<typeof LookupValuesByType>;

/** GET /backend/public/studies/properties */
export const StudyPropertyDefinition = z.object({
  id: z.number().int(),
  name: z.string(),
  valueType: z.enum(["TEXT", "LONG_TEXT", "NUMBER", "DATE", "LOOKUP", "MULTI_LOOKUP"]),
  lookupType: z.string().nullable(),
  translatable: z.boolean(),
});
export type StudyPropertyDefinition = z.infer<typeof StudyPropertyDefinition>;

/** GET /backend/public/criterion-variable */
export const CriterionVariable = z.object({
  id: z.number().int(),
  name: z.enum(VARIABLES),
  type: z.enum(["NUMBER", "LOOKUP", "MULTI_LOOKUP", "BOOLEAN", "TEXT"]),
  lookupType: z.string().nullable(),
  displayText: z.string(),
});
export type CriterionVariable = z.infer<typeof CriterionVariable>;

/** GET /backend/public/languages: the configured languages, upper-cased codes. */
export const LanguageSettings = z.object({
  supportedLanguages: z.array(z.string()),
  defaultLanguage: z.string(),
});
export type LanguageSettings = z.infer<typeof LanguageSettings>;

/** Pick lists, property and variable definitions and the configured languages (spec 001 §7). */
export const referenceDataEndpoints = {
  lookupValues: defineEndpoint({
    method: "GET",
    path: "/lookup-values",
    summary: "The lookup values of the named types, in the request's language (Content-Language)",
    audience: audience.public,
    query: LookupValuesQuery,
    response: LookupValuesByType,
  }),
  refreshLookupValues: defineEndpoint({
    method: "POST",
    path: "/lookup-values/refresh",
    summary: "Re-reads the lookup values from the database",
    audience: audience.role("ADMIN"),
  }),
  studyProperties: defineEndpoint({
    method: "GET",
    path: "/public/studies/properties",
    summary: "The study property definitions",
    audience: audience.public,
    response: z.array(StudyPropertyDefinition),
  }),
  criterionVariables: defineEndpoint({
    method: "GET",
    path: "/public/criterion-variable",
    summary: "The variables eligibility criteria are written over",
    audience: audience.public,
    response: z.array(CriterionVariable),
  }),
  languages: defineEndpoint({
    method: "GET",
    path: "/public/languages",
    summary: "The configured study languages and the default one",
    audience: audience.public,
    response: LanguageSettings,
  }),
};
