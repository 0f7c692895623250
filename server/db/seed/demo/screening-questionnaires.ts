import type { Tx } from "../../connect";
import {
  screeningAnswerOptions,
  screeningAnswers,
  screeningQuestionnaires,
  screeningQuestionOptions,
  screeningQuestions,
} from "../../schema/index";
import { SeededRandom } from "./random";

const travel = [
  "I would drive; I live about 20 minutes away.",
  "By bus. Is the clinic near a bus stop?",
  "My daughter can drive me on weekdays.",
  "I can walk or bike, I live close to campus.",
];
const weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"];

/**
 * A study's screening questionnaire of three questions, answered by most of its interested volunteers
 * (volunteers answer when they show interest). Its own generator, seeded by the study, so that the
 * rest of the demo data stays as it was.
 */
export async function insertDemoQuestionnaire(tx: Tx, studyId: number, interestedUserIds: readonly number[]) {
  const random = new SeededRandom(studyId * 7919);
  const [questionnaire] = await tx
    .insert(screeningQuestionnaires)
    .values({ studyId, description: "A few questions about taking part" })
    .returning({ id: screeningQuestionnaires.id });
  if (!questionnaire) throw new Error("questionnaire insert failed");
  const [how, days, before] = await tx
    .insert(screeningQuestions)
    .values(
      [
        {
          text: "How would you travel to our clinic for study visits?",
          inputType: "PARAGRAPH_TEXT" as const,
        },
        {
          text: "Which days of the week could you come for a visit?",
          helpText: "Choose every day that could work.",
          inputType: "CHECKBOX" as const,
          required: true,
        },
        {
          text: "Have you taken part in a research study in the last 12 months?",
          inputType: "RADIO_BUTTONS" as const,
        },
      ].map((question, index) => ({
        ...question,
        questionnaireId: questionnaire.id,
        orderNum: index + 1,
        questionType: "USER_DEFINED" as const,
      })),
    )
    .returning({ id: screeningQuestions.id });
  if (!how || !days || !before) throw new Error("question insert failed");
  const options = await tx
    .insert(screeningQuestionOptions)
    .values([
      ...weekdays.map((text, index) => ({ questionId: days.id, orderNum: index + 1, text })),
      ...["Yes", "No"].map((text, index) => ({ questionId: before.id, orderNum: index + 1, text })),
    ])
    .returning({ id: screeningQuestionOptions.id, questionId: screeningQuestionOptions.questionId });
  const dayOptions = options.filter((option) => option.questionId === days.id).map((option) => option.id);
  const yesNo = options.filter((option) => option.questionId === before.id).map((option) => option.id);

  const answering = interestedUserIds.filter(() => random.chance(0.85));
  if (answering.length === 0) return;
  const answers = await tx
    .insert(screeningAnswers)
    .values(
      answering.flatMap((userId) => [
        { questionId: how.id, userId, answerValue: random.chance(0.8) ? random.pick(travel) : null },
        { questionId: days.id, userId },
        { questionId: before.id, userId },
      ]),
    )
    .returning({ id: screeningAnswers.id, questionId: screeningAnswers.questionId });
  await tx
    .insert(screeningAnswerOptions)
    .values(
      answers.flatMap((answer) =>
        answer.questionId === days.id
          ? random.sample(dayOptions, random.int(1, 3)).map((optionId) => ({ answerId: answer.id, optionId }))
          : answer.questionId === before.id
            ? [{ answerId: answer.id, optionId: random.pick(yesNo) }]
            : [],
      ),
    );
}
