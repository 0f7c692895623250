import { z } from "zod";
import { OPERATORS, VARIABLES } from "../eligibility/model";
import { CRITERIA_OTHER_TEXT_MAX_LENGTH, GROUP_NAME_MAX_LENGTH, MAX_CRITERIA_GROUPS } from "../rules/limits";

/** Criteria as the API reads and writes them (spec 001 §3 "Eligibility"); ids are 0 for new rows. */
export const SavedExpression = z.object({
  id: z.number().int().min(0),
  operator: z.enum(OPERATORS),
  variable: z.enum(VARIABLES),
  /** Numbers as text, ranges as 'min:max', free text for 'other'. */
  savedValue: z.string().max(CRITERIA_OTHER_TEXT_MAX_LENGTH).nullable(),
  lookupValueIds: z.array(z.number().int().positive()).max(500),
  /** The default-language text of an 'other' expression when read in another language. */
  defaultLanguageValue: z.string().max(CRITERIA_OTHER_TEXT_MAX_LENGTH).nullable().optional(),
});
export type SavedExpression = z.infer<typeof SavedExpression>;

export const SavedClause = z.object({
  expressions: z.array(SavedExpression).max(100),
  clauseConnector: z.enum(["AND", "OR", "TERMINAL"]),
});
export type SavedClause = z.infer<typeof SavedClause>;

export const SavedCriterion = z.object({
  id: z.number().int().min(0),
  name: z.string().max(GROUP_NAME_MAX_LENGTH),
  /** The default-language name when read in another language. */
  defaultLanguageName: z.string().max(GROUP_NAME_MAX_LENGTH).nullable().optional(),
  clauses: z.array(SavedClause).max(20),
});
export type SavedCriterion = z.infer<typeof SavedCriterion>;

export const EligibilityCriteria = z.object({
  /** PARTICIPANT_TYPE lookup ids; at least one. */
  participantTypeIds: z.array(z.number().int().positive()).max(10),
  criteria: z.array(SavedCriterion).max(MAX_CRITERIA_GROUPS),
});
export type EligibilityCriteria = z.infer<typeof EligibilityCriteria>;
