import { z } from "zod";
import {
  CHOICE_INPUT_TYPES,
  QUESTION_INPUT_TYPES,
  QUESTION_TYPES,
  SCREENING_LIMITS,
  SCREENING_TEXTS,
} from "../rules/screening-questions";
import { audience, defineEndpoint } from "./endpoint";
import { EntityId, EntityIdParam, StudyIdParams } from "./ids";

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
  /** Volunteers who answered it: their choices can then no longer be edited or deleted. */
  answerCount: z.number().int(),
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

const REQUIRED = "This field is required";

/** A choice as the editor sends it: id 0 for a new one. */
export const QuestionOptionInput = z.object({
  id: z.number().int().min(0).max(2_147_483_647),
  text: z
    .string()
    .trim()
    .min(1, SCREENING_TEXTS.optionTextRequired)
    .max(SCREENING_LIMITS.optionMax, `A choice must have at most ${SCREENING_LIMITS.optionMax} characters`),
});

/** A question as the editor writes it (spec 001 §5); the options of a text question are dropped. */
export const ScreeningQuestionInput = z
  .object({
    text: z
      .string()
      .trim()
      .min(1, REQUIRED)
      .max(SCREENING_LIMITS.textMax, `This field must have at most ${SCREENING_LIMITS.textMax} characters`),
    helpText: z
      .string()
      .trim()
      .max(
        SCREENING_LIMITS.helpTextMax,
        `This field must have at most ${SCREENING_LIMITS.helpTextMax} characters`,
      )
      .nullable()
      .default(null),
    required: z.boolean().default(false),
    inputType: z.enum(QUESTION_INPUT_TYPES),
    options: z.array(QuestionOptionInput).max(SCREENING_LIMITS.maxOptions).default([]),
  })
  .superRefine((question, context) => {
    if (
      CHOICE_INPUT_TYPES.includes(question.inputType) &&
      question.options.length < SCREENING_LIMITS.minOptions
    ) {
      context.addIssue({ code: "custom", path: ["options"], message: SCREENING_TEXTS.atLeastTwoOptions });
    }
  })
  .transform((question) =>
    Object.assign({}, question, {
      helpText: question.helpText || null,
      options: CHOICE_INPUT_TYPES.includes(question.inputType) ? question.options : [],
    }),
  );
export type ScreeningQuestionInput = z.input<typeof ScreeningQuestionInput>;

/** A question of the bank to copy into the questionnaire. */
export const BankQuestionChoice = z.object({ bankQuestionId: EntityId });

/** The questionnaire's version the write was made from (If-Match; a stale one answers 412). */
export const QuestionnaireVersionHeaders = z.looseObject({
  "if-match": z
    .string()
    .max(40, { error: "The questionnaire's version", abort: true })
    .trim()
    .regex(/^(W\/)?("\d{1,9}"|\d{1,9})$/, "The questionnaire's version")
    .transform((value) => Number(value.replace(/\D/g, ""))),
});

export const QuestionParams = StudyIdParams.extend({ questionId: EntityIdParam });

/** A move: the question's new order number, one up or down (spec 001 §4). */
export const QuestionMovePatch = z.tuple([
  z.object({
    op: z.literal("replace"),
    path: z.literal("/orderNum"),
    value: z.number().int().min(0).max(10_000),
  }),
]);

/** The question bank (spec 001 §3): common questions by category, to add to a questionnaire. */
export const QuestionBankCategory = QuestionCategory.extend({ questions: z.array(ScreeningQuestion) });

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
  addQuestion: defineEndpoint({
    method: "POST",
    path: "/secure/staff/studies/:studyId/questionnaire/questions",
    summary:
      "Adds the team's own question at the end; 403 while the study is active, 412 for a stale version. Answers the questionnaire",
    otherErrors: { 412: "The questionnaire changed since the version in If-Match (QUESTIONNAIRE_CHANGED)" },
    audience: audience.studyMember(),
    params: StudyIdParams,
    headers: QuestionnaireVersionHeaders,
    body: ScreeningQuestionInput,
    status: 201,
    response: Questionnaire,
  }),
  addBankQuestion: defineEndpoint({
    method: "POST",
    path: "/secure/staff/studies/:studyId/questionnaire/bank-questions",
    summary:
      "Adds a copy of a question of the bank, with its choices, at the end; 400 for a question not in the bank, 403 while active, 412 for a stale version",
    otherErrors: { 412: "The questionnaire changed since the version in If-Match (QUESTIONNAIRE_CHANGED)" },
    audience: audience.studyMember(),
    params: StudyIdParams,
    headers: QuestionnaireVersionHeaders,
    body: BankQuestionChoice,
    status: 201,
    response: Questionnaire,
  }),
  updateQuestion: defineEndpoint({
    method: "PUT",
    path: "/secure/staff/studies/:studyId/questionnaire/questions/:questionId",
    summary:
      "Replaces a question; once answered, its existing choices cannot change (403); 403 while the study is active, 412 for a stale version",
    otherErrors: { 412: "The questionnaire changed since the version in If-Match (QUESTIONNAIRE_CHANGED)" },
    audience: audience.studyMember(),
    params: QuestionParams,
    headers: QuestionnaireVersionHeaders,
    body: ScreeningQuestionInput,
    response: Questionnaire,
  }),
  moveQuestion: defineEndpoint({
    method: "PATCH",
    path: "/secure/staff/studies/:studyId/questionnaire/questions/:questionId",
    summary:
      "Moves a question up or down (json-patch replace /orderNum); 403 while active, 412 for a stale version",
    otherErrors: { 412: "The questionnaire changed since the version in If-Match (QUESTIONNAIRE_CHANGED)" },
    audience: audience.studyMember(),
    params: QuestionParams,
    headers: QuestionnaireVersionHeaders,
    body: QuestionMovePatch,
    bodyType: "json-patch",
    response: Questionnaire,
  }),
  deleteQuestion: defineEndpoint({
    method: "DELETE",
    path: "/secure/staff/studies/:studyId/questionnaire/questions/:questionId",
    summary: "Deletes a question and its answers; 403 while active, 412 for a stale version",
    otherErrors: { 412: "The questionnaire changed since the version in If-Match (QUESTIONNAIRE_CHANGED)" },
    audience: audience.studyMember(),
    params: QuestionParams,
    headers: QuestionnaireVersionHeaders,
    response: Questionnaire,
  }),
  questionBank: defineEndpoint({
    method: "GET",
    path: "/secure/staff/question-bank",
    summary: "The question bank: common screening questions by category",
    audience: audience.staff,
    response: z.array(QuestionBankCategory),
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
