import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { idColumn, tstz } from "./columns";
import { studyVolunteers } from "./participants";
import type { Translations } from "./reference";
import { studies } from "./studies";
import { users } from "./users";

/** One questionnaire per study; `version` guards concurrent edits (if-match). */
export const screeningQuestionnaires = pgTable("screening_questionnaires", {
  id: idColumn(),
  studyId: integer()
    .notNull()
    .unique()
    .references(() => studies.id, { onDelete: "cascade" }),
  description: text(),
  version: integer().notNull().default(0),
});

export const questionCategories = pgTable("question_categories", {
  id: idColumn(),
  name: text().notNull().unique(),
  description: text(),
});

/** A question of a questionnaire, or of the question bank when questionnaireId is null. */
export const screeningQuestions = pgTable(
  "screening_questions",
  {
    id: idColumn(),
    questionnaireId: integer().references(() => screeningQuestionnaires.id, { onDelete: "cascade" }),
    categoryId: integer().references(() => questionCategories.id),
    orderNum: integer().notNull(),
    editable: boolean().notNull().default(true),
    required: boolean().notNull().default(false),
    text: text().notNull(),
    helpText: text(),
    translations: jsonb().$type<{ text?: Translations; helpText?: Translations }>().notNull().default({}),
    inputType: text({
      enum: ["TEXTBOX", "PARAGRAPH_TEXT", "CHECKBOX", "RADIO_BUTTONS", "DROPDOWN"],
    }).notNull(),
    questionType: text({ enum: ["USER_DEFINED", "QUESTION_BANK", "VOLUNTEER_PROFILE"] }).notNull(),
    /** For VOLUNTEER_PROFILE questions: the lookup type whose values are the answers. */
    answerLookupType: text(),
  },
  (t) => [index("screening_questions_questionnaire_idx").on(t.questionnaireId, t.orderNum)],
);

export const screeningQuestionOptions = pgTable(
  "screening_question_options",
  {
    id: idColumn(),
    questionId: integer()
      .notNull()
      .references(() => screeningQuestions.id, { onDelete: "cascade" }),
    orderNum: integer().notNull(),
    text: text().notNull(),
    translations: jsonb().$type<Translations>().notNull().default({}),
  },
  (t) => [index("screening_question_options_question_idx").on(t.questionId, t.orderNum)],
);

export const screeningAnswers = pgTable(
  "screening_answers",
  {
    id: idColumn(),
    questionId: integer()
      .notNull()
      .references(() => screeningQuestions.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    studyVolunteerId: integer().references(() => studyVolunteers.id, { onDelete: "cascade" }),
    answerValue: text(),
    answeredAt: tstz().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("screening_answers_question_user_unique").on(t.questionId, t.userId),
    index("screening_answers_user_idx").on(t.userId),
  ],
);

export const screeningAnswerOptions = pgTable(
  "screening_answer_options",
  {
    answerId: integer()
      .notNull()
      .references(() => screeningAnswers.id, { onDelete: "cascade" }),
    optionId: integer()
      .notNull()
      .references(() => screeningQuestionOptions.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.answerId, t.optionId] })],
);
