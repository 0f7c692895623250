import { z } from "zod";
import { QUESTION_INPUT_TYPES, QUESTION_TYPES } from "../rules/screening-questions";
import { audience, defineEndpoint } from "./endpoint";
import { EntityIdParam, StudyIdParams } from "./ids";

export const QuestionOption = z.object({
  id: z.number().int(),
  orderNum: z.number().int(),
  text: z.string(),
});

export const QuestionCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
});

/** A screening question as a study's questionnaire holds it (spec 001 §3), texts in the request's language. */
export const ScreeningQuestion = z.object({
  id: z.number().int(),
  orderNum: z.number().int(),
  editable: z.boolean(),
  required: z.boolean(),
  text: z.string(),
  helpText: z.string().nullable(),
  inputType: z.enum(QUESTION_INPUT_TYPES),
  questionType: z.enum(QUESTION_TYPES),
  options: z.array(QuestionOption),
  category: QuestionCategory.nullable(),
});
export type ScreeningQuestion = z.infer<typeof ScreeningQuestion>;

/** A study's questionnaire (spec 001 §3): questions in order; `version` guards concurrent edits. */
export const Questionnaire = z.object({
  id: z.number().int(),
  studyId: z.number().int(),
  description: z.string().nullable(),
  version: z.number().int(),
  questions: z.array(ScreeningQuestion),
});
export type Questionnaire = z.infer<typeof Questionnaire>;

/** A volunteer's answer to one question (spec 000 §3 "Question and answer"). */
export const ParticipantAnswer = z.object({
  questionId: z.number().int(),
  answerValue: z.string().nullable(),
  selectedOptions: z.array(z.object({ text: z.string(), orderNum: z.number().int() })),
});
export type ParticipantAnswer = z.infer<typeof ParticipantAnswer>;

export const ParticipantAnswersQuery = z.object({ "user-id": EntityIdParam });

/** The study's screening questionnaire and a participant's answers (spec 001 §7; paths not shown). */
export const screeningQuestionEndpoints = {
  questionnaire: defineEndpoint({
    method: "GET",
    path: "/secure/staff/studies/:studyId/questionnaire",
    summary: "The study's screening questionnaire with its questions in order; 404 when it has none",
    audience: audience.studyMember(),
    params: StudyIdParams,
    response: Questionnaire,
  }),
  participantAnswers: defineEndpoint({
    method: "GET",
    path: "/secure/staff/studies/:studyId/questionnaire/participant-answers",
    summary:
      "An interested participant's answers to the study's questions (the read is audited); 404 for a volunteer the team cannot see",
    audience: audience.studyMember(),
    params: StudyIdParams,
    query: ParticipantAnswersQuery,
    response: z.array(ParticipantAnswer),
  }),
};
