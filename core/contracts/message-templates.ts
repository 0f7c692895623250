import { z } from "zod";
import { MESSAGE_TEXT_MAX_LENGTH, TEMPLATE_NAME_MAX_LENGTH } from "../rules/limits";

export const TEMPLATE_TYPES = ["ASK_IF_INTERESTED", "MESSAGE"] as const;
export type TemplateType = (typeof TEMPLATE_TYPES)[number];

/** The study's default ask note is the ask template of this name (spec 000 §3 "Message template"). */
export const DEFAULT_ASK_NOTE_NAME = "Default ask note";

export const TEMPLATE_MESSAGES = {
  required: "This field is required",
  nameTooLong: `This field must have at most ${TEMPLATE_NAME_MAX_LENGTH} characters`,
  textTooLong: `This field must have at most ${MESSAGE_TEXT_MAX_LENGTH} characters`,
} as const;

/** A saved template (GET .../studies/{studyId}/message-templates). Dates are epoch milliseconds. */
export const MessageTemplate = z.object({
  id: z.number().int(),
  studyId: z.number().int(),
  type: z.enum(TEMPLATE_TYPES),
  name: z.string(),
  text: z.string(),
  creatorFirstName: z.string().nullable(),
  creatorLastName: z.string().nullable(),
  createdDate: z.number(),
  attachments: z.array(z.object({ id: z.number().int() })),
});
export type MessageTemplate = z.infer<typeof MessageTemplate>;

/** POST and PUT bodies: what the template form sends (spec 000 §5 "Template name", "Template text"). */
export const MessageTemplateBody = z.object({
  id: z.number().int().optional(),
  studyId: z.number().int().positive(),
  type: z.enum(TEMPLATE_TYPES),
  name: z
    .string()
    .trim()
    .min(1, TEMPLATE_MESSAGES.required)
    .max(TEMPLATE_NAME_MAX_LENGTH, TEMPLATE_MESSAGES.nameTooLong),
  text: z
    .string()
    .refine((text) => text.trim().length > 0, TEMPLATE_MESSAGES.required)
    .pipe(z.string().max(MESSAGE_TEXT_MAX_LENGTH, TEMPLATE_MESSAGES.textTooLong)),
  attachments: z
    .array(z.object({ id: z.number().int().positive() }))
    .max(50)
    .default([]),
});
export type MessageTemplateBody = z.infer<typeof MessageTemplateBody>;

export const MessageTemplateListQuery = z.object({ type: z.enum(TEMPLATE_TYPES).optional() });
export const MessageTemplateParams = z.object({
  studyId: z.coerce.number().int().positive(),
  id: z.coerce.number().int().positive(),
});

/** Error codes of template saves (spec 000 §8). */
export const TEMPLATE_ERROR_CODES = {
  duplicatedName: "STUDY_MESSAGE_TEMPLATE_DUPLICATED_NAME",
  missingAttachments: "STUDY_MESSAGE_TEMPLATE_MISSING_ATTACHMENTS",
} as const;
