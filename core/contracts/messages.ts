import { z } from "zod";
import { MESSAGE_TEXT_MAX_LENGTH } from "../rules/limits";
import { audience, defineEndpoint } from "./endpoint";
import { EntityId, EntityIdParam, StudyIdParams } from "./ids";
import { InterestedStatus } from "./interested-participants";
import { PageNumber, pageOf } from "./paging";

export const MESSAGE_TEXTS = {
  bodyRequired: "This field is required",
  bodyTooLong: `This field must have at most ${MESSAGE_TEXT_MAX_LENGTH} characters`,
  notPublishable: "Messages can only be sent for a study that is publishable.",
} as const;

/** A message of a conversation (spec 000 §3 "Message"); dates are epoch milliseconds. */
export const Message = z.object({
  id: z.number().int(),
  fromUserId: z.number().int(),
  studyId: z.number().int(),
  studyVolunteerId: z.number().int(),
  userId: z.number().int(),
  body: z.string(),
  senderFirstName: z.string(),
  senderLastName: z.string(),
  sentDate: z.number(),
  /** True when the team sent it to the volunteer. */
  recipientVolunteer: z.boolean(),
  status: z.enum(["READ", "UNREAD"]),
  attachments: z.array(z.object({ id: z.number().int(), title: z.string(), filename: z.string() })),
});
export type Message = z.infer<typeof Message>;

export const MessageBody = z
  .string()
  .max(MESSAGE_TEXT_MAX_LENGTH, MESSAGE_TEXTS.bodyTooLong)
  .refine((text) => text.trim().length > 0, MESSAGE_TEXTS.bodyRequired);

/** POST /backend/secure/messages: one message to one interested participant (spec 000 §7). */
export const SendMessageBody = z.object({
  studyVolunteer: z.object({ id: EntityId, studyId: EntityId, userId: EntityId }),
  body: MessageBody,
  attachments: z
    .array(z.object({ id: EntityId }))
    .max(20)
    .default([]),
});
export type SendMessageBody = z.infer<typeof SendMessageBody>;

/**
 * POST /backend/secure/bulk-messages: one message to every participant of a list at that moment (spec 000
 * §4.5): a label's (labelId), or a status list's (labelId 0; participantStatus null for All). The label
 * `applyLabelId`, when given, is added to every participant messaged.
 */
export const BulkMessageBody = z.object({
  studyId: EntityId,
  labelId: z.number().int().min(0).max(2_147_483_647),
  participantStatus: InterestedStatus.nullable(),
  body: MessageBody,
  attachments: z
    .array(z.object({ id: EntityId }))
    .max(20)
    .default([]),
  applyLabelId: EntityId.nullable().default(null),
});
export type BulkMessageBody = z.infer<typeof BulkMessageBody>;

/** What a bulk message did: the participants of the list, those messaged and those labeled. */
export const BulkMessageResult = z.object({
  attempted: z.number().int(),
  messaged: z.number().int(),
  labeled: z.number().int(),
});
export type BulkMessageResult = z.infer<typeof BulkMessageResult>;

export const ConversationParams = z.object({ studyVolunteerId: EntityIdParam });
export const ConversationQuery = z.object({
  "study-id": EntityIdParam,
  /** The first message of the window (in time order); by default where the conversation opens. */
  "from-index": z.coerce.number().int().min(0).max(1_000_000).optional(),
  /** The message after the last one of the window; by default the end. */
  "to-index": z.coerce.number().int().min(0).max(1_000_000).optional(),
});

/** A window of a conversation (spec 000 §3 "Conversation page", §4.6). */
export const ConversationPage = pageOf(Message);
export type ConversationPage = z.infer<typeof ConversationPage>;

/** A conversation of the inbox (spec 000 §3 "Conversation summary"). */
export const ConversationSummary = z.object({
  studyVolunteerId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  unreadMessageCount: z.number().int(),
  /** When the volunteer last wrote (ms). */
  lastReceivedDate: z.number(),
});
export type ConversationSummary = z.infer<typeof ConversationSummary>;

export const ConversationListQuery = z.object({
  page: PageNumber,
  "search-value": z.string().trim().max(100).optional(),
  "unread-only": z.enum(["true", "false"]).optional(),
});
export const ConversationSummaryPage = pageOf(ConversationSummary);
export type ConversationSummaryPage = z.infer<typeof ConversationSummaryPage>;

/** Messages and the inbox (spec 000 §2.11, §7). */
export const messageEndpoints = {
  send: defineEndpoint({
    method: "POST",
    path: "/secure/messages",
    summary:
      "Sends a message to one interested participant; 400 STUDY_NOT_PUBLISHABLE for a study that is not publishable, 404 for a participant the team cannot see",
    audience: audience.studyMember({ in: "body", path: ["studyVolunteer", "studyId"] }),
    body: SendMessageBody,
    status: 201,
    response: z.object({ id: z.number().int() }),
  }),
  bulkSend: defineEndpoint({
    method: "POST",
    path: "/secure/bulk-messages",
    summary:
      "Sends one message to every participant of a status list or label at that moment, in one transaction, and optionally labels them; answers the counts. 400 STUDY_NOT_PUBLISHABLE, UNKNOWN_LABEL or MESSAGE_MISSING_ATTACHMENTS",
    audience: audience.studyMember({ in: "body", path: ["studyId"] }),
    body: BulkMessageBody,
    response: BulkMessageResult,
  }),
  conversation: defineEndpoint({
    method: "GET",
    path: "/secure/conversations/:studyVolunteerId",
    summary:
      "A window of one conversation in time order: from the first unread message from the volunteer (or the last ten) to the newest, or the indexes asked; the volunteer's messages are then marked read",
    audience: audience.studyMember({ in: "query", key: "study-id" }),
    params: ConversationParams,
    query: ConversationQuery,
    response: ConversationPage,
  }),
  conversations: defineEndpoint({
    method: "GET",
    path: "/secure/staff/studies/:studyId/conversations",
    summary:
      "The study's conversations, the volunteer's latest message first, by name or unread only; empty while the study is not publishable",
    audience: audience.studyMember(),
    params: StudyIdParams,
    query: ConversationListQuery,
    response: ConversationSummaryPage,
  }),
};
