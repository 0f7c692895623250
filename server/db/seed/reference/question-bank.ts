import { and, eq, isNull } from "drizzle-orm";
import type { QuestionInputType, QuestionType } from "../../../../core/rules/screening-questions";
import type { DbOrTx } from "../../connect";
import { questionCategories, screeningQuestionOptions, screeningQuestions } from "../../schema/index";
import { refreshColumns } from "../refresh-columns";

interface BankQuestion {
  text: string;
  helpText?: string;
  inputType: QuestionInputType;
  questionType?: QuestionType;
  /** For a VOLUNTEER_PROFILE question: the lookup whose values answer it from the profile. */
  answerLookupType?: string;
  options?: string[];
}

/** The question bank (spec 001 §3): screening questions study teams commonly ask, by category. */
export const questionBankSeeds: { name: string; description: string; questions: BankQuestion[] }[] = [
  {
    name: "Availability",
    description: "When the volunteer can come to study visits",
    questions: [
      {
        text: "Which days of the week are you usually available for study visits?",
        inputType: "CHECKBOX",
        options: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
      },
      {
        text: "What time of day works best for your study visits?",
        inputType: "RADIO_BUTTONS",
        options: ["Morning", "Afternoon", "Evening", "Any time"],
      },
    ],
  },
  {
    name: "Travel",
    description: "How the volunteer would reach the study site",
    questions: [
      {
        text: "How would you get to the study site?",
        inputType: "RADIO_BUTTONS",
        options: [
          "I drive myself",
          "Someone drives me",
          "Public transportation",
          "Ride share or taxi",
          "Other",
        ],
      },
      {
        text: "How far are you willing to travel for a study visit?",
        inputType: "DROPDOWN",
        options: ["Less than 10 miles", "10 to 25 miles", "25 to 50 miles", "More than 50 miles"],
      },
    ],
  },
  {
    name: "Health history",
    description: "Medications and recent research participation",
    questions: [
      {
        text: "Are you currently taking any prescription medications?",
        inputType: "RADIO_BUTTONS",
        options: ["Yes", "No", "I prefer not to say"],
      },
      {
        text: "Please list the medications you take regularly.",
        helpText: "Include the dose if you know it. Write 'none' if you take no medications.",
        inputType: "PARAGRAPH_TEXT",
      },
      {
        text: "Have you taken part in another research study in the past 30 days?",
        inputType: "RADIO_BUTTONS",
        options: ["Yes", "No"],
      },
      {
        text: "Smoking status",
        inputType: "RADIO_BUTTONS",
        questionType: "VOLUNTEER_PROFILE",
        answerLookupType: "SMOKING_STATUS",
        options: [
          "Never smoked",
          "Former smoker",
          "Current smoker, some days",
          "Current smoker, every day",
          "Uses e-cigarettes or vapes",
        ],
      },
    ],
  },
  {
    name: "Contact preferences",
    description: "How and when the study team may reach the volunteer",
    questions: [
      {
        text: "What is the best way to reach you?",
        inputType: "RADIO_BUTTONS",
        options: ["Phone call", "Text message", "E-mail"],
      },
      { text: "What is the best time of day to call you?", inputType: "TEXTBOX" },
    ],
  },
];

/** Seeds the bank once: a category that already has bank questions is left as it is. */
export async function loadQuestionBank(tx: DbOrTx): Promise<void> {
  for (const category of questionBankSeeds) {
    // An unchanged category is not written, and so not returned: then it is read.
    const [written] = await tx
      .insert(questionCategories)
      .values({ name: category.name, description: category.description })
      .onConflictDoUpdate({
        target: questionCategories.name,
        ...refreshColumns(questionCategories, ["description"]),
      })
      .returning({ id: questionCategories.id });
    const [row] = written
      ? [written]
      : await tx
          .select({ id: questionCategories.id })
          .from(questionCategories)
          .where(eq(questionCategories.name, category.name));
    if (!row) continue;
    const existing = await tx
      .select({ id: screeningQuestions.id })
      .from(screeningQuestions)
      .where(and(eq(screeningQuestions.categoryId, row.id), isNull(screeningQuestions.questionnaireId)))
      .limit(1);
    if (existing.length > 0) continue;
    for (const [index, question] of category.questions.entries()) {
      const [inserted] = await tx
        .insert(screeningQuestions)
        .values({
          categoryId: row.id,
          orderNum: index + 1,
          text: question.text,
          helpText: question.helpText ?? null,
          inputType: question.inputType,
          questionType: question.questionType ?? "QUESTION_BANK",
          answerLookupType: question.answerLookupType ?? null,
        })
        .returning({ id: screeningQuestions.id });
      if (!inserted || !question.options) continue;
      await tx
        .insert(screeningQuestionOptions)
        .values(
          question.options.map((text, order) => ({ questionId: inserted.id, orderNum: order + 1, text })),
        );
    }
  }
}
