import { z } from "zod";
import { MESSAGE_TEXT_MAX_LENGTH, TEMPLATE_NAME_MAX_LENGTH } from "../rules/limits";
import { contentVersionHeaders } from "./content-version";
import { audience, defineEndpoint } from "./endpoint";
import { EntityId, EntityIdParam, StudyIdParams } from "./ids";

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
  /** A hash of the type, name, text and attachments as read: sent back in If-Match when saving. */
  version: z.string(),
});
export type MessageTemplate = z.infer<typeof MessageTemplate>;

/** POST and PUT bodies: what the template form sends (spec 000 §5 "Template name", "Template text"). */
export const MessageTemplateBody = z.object({
  id: EntityId.optional(),
  studyId: EntityId,
  type: z.enum(TEMPLATE_TYPES),
  name: z
    .string()
    .trim()
    .min(1, TEMPLATE_MESSAGES.required)
    .max(TEMPLATE_NAME_MAX_LENGTH, TEMPLATE_MESSAGES.nameTooLong),
  text: z
    .string()
    .max(MESSAGE_TEXT_MAX_LENGTH, TEMPLATE_MESSAGES.textTooLong)
    .refine((text) => text.trim().length > 0, TEMPLATE_MESSAGES.required),
  attachments: z
    .array(z.object({ id: EntityId }))
    .max(50)
    .default([]),
});
export type MessageTemplateBody = z.infer<typeof MessageTemplateBody>;

export const MessageTemplateListQuery = z.object({ type: z.enum(TEMPLATE_TYPES).optional() });
export const MessageTemplateParams = StudyIdParams.extend({ templateId: EntityIdParam });

/** Error codes of template saves (spec 000 §8). */
export const TEMPLATE_ERROR_CODES = {
  duplicatedName: "STUDY_MESSAGE_TEMPLATE_DUPLICATED_NAME",
  missingAttachments: "STUDY_MESSAGE_TEMPLATE_MISSING_ATTACHMENTS",
  /** A save from a version a team member's save has replaced (412, with If-Match only). */
  changed: "STUDY_MESSAGE_TEMPLATE_CHANGED",
} as const;

/**
 * The template's version its editor read (If-Match): a stale one answers 412
 * STUDY_MESSAGE_TEMPLATE_CHANGED and changes nothing. Without it the save replaces the template.
 */
export const MessageTemplateVersionHeaders = contentVersionHeaders("The template's version");

/** A study's message templates (spec 000 §7); the default ask note is one of them. */
export const messageTemplateEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/secure/staff/studies/:studyId/message-templates",
    summary: "The study's templates sorted by name, optionally of one type",
    audience: audience.studyMember(),
    params: StudyIdParams,
    query: MessageTemplateListQuery,
    response: z.array(MessageTemplate),
  }),
  read: defineEndpoint({
    method: "GET",
    path: "/secure/staff/studies/:studyId/message-templates/:templateId",
    summary: "One template of the study",
    audience: audience.studyMember(),
    params: MessageTemplateParams,
    response: MessageTemplate,
  }),
  create: defineEndpoint({
    method: "POST",
    path: "/secure/staff/studies/:studyId/message-templates",
    summary: "Adds a template; the name is unique in the study and its attachments must exist",
    audience: audience.studyMember(),
    params: StudyIdParams,
    body: MessageTemplateBody,
    status: 201,
    response: z.object({ id: z.number().int() }),
  }),
  update: defineEndpoint({
    method: "PUT",
    path: "/secure/staff/studies/:studyId/message-templates/:templateId",
    summary:
      "Replaces a template's type, name, text and attachments; If-Match with the version its read answered",
    otherErrors: {
      412: "The template changed since the version in If-Match (STUDY_MESSAGE_TEMPLATE_CHANGED): read it again",
    },
    audience: audience.studyMember(),
    params: MessageTemplateParams,
    headers: MessageTemplateVersionHeaders,
    body: MessageTemplateBody,
  }),
  delete: defineEndpoint({
    method: "DELETE",
    path: "/secure/staff/studies/:studyId/message-templates/:templateId",
    summary: "Deletes a template; messages already sent with it are unaffected; 404 when there is none",
    audience: audience.studyMember(),
    params: MessageTemplateParams,
  }),
};
