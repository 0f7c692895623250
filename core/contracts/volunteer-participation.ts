import { z } from "zod";
import { MESSAGE_TEXT_MAX_LENGTH } from "../rules/limits";
import { SOURCE_TAG_MAX_LENGTH, SOURCE_TAG_PATTERN } from "../rules/source-tags";
import { audience, defineEndpoint } from "./endpoint";
import { EntityId, EntityIdParam } from "./ids";
import { SummaryTextLanguages, TextLanguage } from "./public-studies";

const StudyNumParams = z.object({ studyNum: z.string().trim().min(1).max(32) });

export const InterestQuestion = z.object({
  id: z.number().int(),
  text: z.string(),
  helpText: z.string().nullable(),
  /** Each in the reader's language where the team translated it, otherwise the study's own. */
  textLanguages: z.object({ text: TextLanguage, helpText: TextLanguage }),
  inputType: z.string(),
  required: z.boolean(),
  options: z.array(z.object({ id: z.number().int(), text: z.string(), language: TextLanguage })),
  /** A VOLUNTEER_PROFILE question's answer from the profile, which the volunteer may change. */
  prefilledOptionIds: z.array(z.number().int()),
});

export const InterestForm = z.object({
  studyNum: z.string(),
  title: z.string(),
  titleLanguage: TextLanguage,
  alreadyInterested: z.boolean(),
  questions: z.array(InterestQuestion),
});
export type InterestForm = z.infer<typeof InterestForm>;

export const InterestAnswer = z.object({
  questionId: EntityId,
  value: z.string().trim().max(MESSAGE_TEXT_MAX_LENGTH).optional(),
  optionIds: z.array(EntityId).max(100).optional(),
});

/** Showing interest: the screening answers and the consent to share contact details with that team. */
export const InterestBody = z.object({
  answers: z.array(InterestAnswer).max(200),
  /** The `src` tag of the study link the volunteer came by (issue 29). */
  sourceTag: z
    .string()
    .max(SOURCE_TAG_MAX_LENGTH)
    .regex(SOURCE_TAG_PATTERN, "A tag of letters, digits, dots, hyphens and underscores")
    .optional(),
  shareContactDetails: z.literal(true, {
    error: "Please agree to share your contact details with the study team",
  }),
});
export type InterestBody = z.infer<typeof InterestBody>;

export const AskForVolunteer = z.object({
  studyNum: z.string(),
  title: z.string(),
  purpose: z.string(),
  textLanguages: SummaryTextLanguages,
  note: z.string(),
  askedOn: z.number(),
  declined: z.boolean(),
});

export const VolunteerConversationSummary = z.object({
  studyVolunteerId: z.number().int(),
  studyNum: z.string(),
  title: z.string(),
  titleLanguage: TextLanguage,
  lastMessageDate: z.number().nullable(),
  unreadCount: z.number().int(),
});

export const VolunteerMessage = z.object({
  id: z.number().int(),
  fromStudyTeam: z.boolean(),
  body: z.string(),
  sentDate: z.number(),
  attachments: z.array(z.object({ id: z.number().int(), title: z.string(), filename: z.string() })),
});

export const VolunteerConversation = z.object({
  studyVolunteerId: z.number().int(),
  studyNum: z.string(),
  title: z.string(),
  titleLanguage: TextLanguage,
  messages: z.array(VolunteerMessage),
});
export type VolunteerConversation = z.infer<typeof VolunteerConversation>;

const ConversationParams = z.object({ studyVolunteerId: EntityIdParam });

/** What a signed-in volunteer does with studies: show interest, answer asks, write to teams (issue 15). */
export const volunteerParticipationEndpoints = {
  interestForm: defineEndpoint({
    method: "GET",
    path: "/volunteer/studies/:studyNum/interest-form",
    summary:
      "An active study's screening questions for the volunteer, profile questions filled from the profile",
    audience: audience.volunteer,
    params: StudyNumParams,
    response: InterestForm,
  }),
  showInterest: defineEndpoint({
    method: "POST",
    path: "/volunteer/studies/:studyNum/interest",
    summary:
      "Shows interest with the screening answers (required ones enforced) and consent to share contact details; 409 when shown already",
    otherErrors: { 409: "The volunteer showed interest in this study already (ALREADY_INTERESTED)" },
    audience: audience.volunteer,
    params: StudyNumParams,
    body: InterestBody,
    status: 201,
    response: z.object({ studyVolunteerId: z.number().int() }),
  }),
  asks: defineEndpoint({
    method: "GET",
    path: "/volunteer/asks",
    summary: "'Studies for you': the active studies whose teams asked the volunteer, with the team's note",
    audience: audience.volunteer,
    response: z.array(AskForVolunteer),
  }),
  declineAsk: defineEndpoint({
    method: "POST",
    path: "/volunteer/asks/:studyNum/decline",
    summary: "'No thanks' to a team's ask, which the team's asked list shows; 404 when not asked",
    audience: audience.volunteer,
    params: StudyNumParams,
  }),
  conversations: defineEndpoint({
    method: "GET",
    path: "/volunteer/conversations",
    summary: "The volunteer's conversations with study teams, the newest first, with their unread counts",
    audience: audience.volunteer,
    response: z.array(VolunteerConversationSummary),
  }),
  conversation: defineEndpoint({
    method: "GET",
    path: "/volunteer/conversations/:studyVolunteerId",
    summary: "One conversation, oldest first; the team's messages are marked read",
    audience: audience.volunteer,
    params: ConversationParams,
    response: VolunteerConversation,
  }),
  reply: defineEndpoint({
    method: "POST",
    path: "/volunteer/conversations/:studyVolunteerId/messages",
    summary: "A reply to the study team, which their inbox shows as new",
    audience: audience.volunteer,
    params: ConversationParams,
    body: z.object({ body: z.string().trim().min(1, "Message is required").max(MESSAGE_TEXT_MAX_LENGTH) }),
    status: 201,
    response: VolunteerMessage,
  }),
  attachment: defineEndpoint({
    method: "GET",
    path: "/volunteer/conversations/:studyVolunteerId/attachments/:attachmentId",
    summary: "Downloads an attachment the team sent in this conversation; 404 once deleted",
    audience: audience.volunteer,
    params: z.object({ studyVolunteerId: EntityIdParam, attachmentId: EntityIdParam }),
    produces: "application/octet-stream",
  }),
};
