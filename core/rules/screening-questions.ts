/**
 * Screening questions (spec 001 §3 "Screening question", §5) and how the interested profile's Study Q/A
 * shows a volunteer's answers (spec 000 §2.8). One definition for the server, the web and the export.
 */
export const QUESTION_INPUT_TYPES = [
  "TEXTBOX",
  "PARAGRAPH_TEXT",
  "CHECKBOX",
  "RADIO_BUTTONS",
  "DROPDOWN",
] as const;
export type QuestionInputType = (typeof QUESTION_INPUT_TYPES)[number];

export const QUESTION_TYPES = ["USER_DEFINED", "QUESTION_BANK", "VOLUNTEER_PROFILE"] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** Input types answered by choosing options rather than typing. */
export const CHOICE_INPUT_TYPES: readonly QuestionInputType[] = ["CHECKBOX", "RADIO_BUTTONS", "DROPDOWN"];

/** The limits of spec 001 §5 and §9. */
export const SCREENING_LIMITS = {
  textMax: 2000,
  helpTextMax: 2000,
  optionMax: 1000,
  minOptions: 2,
  maxOptions: 50,
} as const;

/** The screening questions page's texts (spec 001 §2, §5, §8); where the spec quotes none, ours. */
export const SCREENING_TEXTS = {
  title: "Screening Questions",
  lockedActive: "Questions can not be edited while a study is active",
  atLeastTwoOptions: "At least 2 options are required",
  optionTextRequired: "Each choice should have text entered.",
  answeredChoices:
    "Participants have answered this question: its existing choices can no longer be edited or deleted, but new choices can be added.",
  notSavedTitle: "Your changes were not saved",
  notSavedReasons: [
    "The study was activated in the meantime.",
    "A participant answered the question in the meantime.",
    "Another member of your study team changed the questions in the meantime.",
  ],
  unknownControlType: "Unknown control type",
  none: "This study has no screening questions yet.",
  addQuestion: "Add a question",
  done: "Done",
  answers: (count: number) => `${count} answer${count === 1 ? "" : "s"}`,
  inputTypeNames: {
    TEXTBOX: "Short answer",
    PARAGRAPH_TEXT: "Paragraph",
    CHECKBOX: "Checkboxes",
    RADIO_BUTTONS: "Multiple choice",
    DROPDOWN: "Dropdown",
  } satisfies Record<QuestionInputType, string>,
} as const;

/** Texts of the Study Q/A section (spec 000 §2.8); 'Not answered' is ours (the spec shows none). */
export const STUDY_QA_TEXTS = {
  title: "Study Q/A",
  noQuestions: "You have not set up any study specific questions yet.",
  addQuestions: "Add questions",
  notAnswered: "Not answered",
} as const;

interface QuestionLike {
  id: number;
  orderNum: number;
  text: string;
  inputType: QuestionInputType;
  questionType: QuestionType;
}

interface AnswerLike {
  questionId: number;
  answerValue: string | null;
  selectedOptions: readonly { text: string; orderNum: number }[];
}

/** One line of Study Q/A: a typed answer, chosen options (tags for a multi-select), or nothing. */
export interface QuestionAndAnswer {
  questionId: number;
  question: string;
  /** A multi-select question, whose answer shows as tags. */
  multiSelect: boolean;
  /** The typed answer, or the chosen options in their order; empty when not answered. */
  answers: string[];
}

/**
 * The study's own questions in question order, each with the volunteer's answer. Profile questions are
 * left out: the profile section shows those answers already (spec 000 §2.8).
 */
export function studyQuestionsAndAnswers(
  questions: readonly QuestionLike[],
  answers: readonly AnswerLike[],
): QuestionAndAnswer[] {
  const byQuestion = new Map(answers.map((answer) => [answer.questionId, answer]));
  return questions
    .filter((question) => question.questionType !== "VOLUNTEER_PROFILE")
    .toSorted((a, b) => a.orderNum - b.orderNum || a.id - b.id)
    .map((question) => {
      const answer = byQuestion.get(question.id);
      const chosen = CHOICE_INPUT_TYPES.includes(question.inputType);
      const values = !answer
        ? []
        : chosen
          ? answer.selectedOptions.toSorted((a, b) => a.orderNum - b.orderNum).map((option) => option.text)
          : [answer.answerValue ?? ""].filter((value) => value.trim() !== "");
      return {
        questionId: question.id,
        question: question.text,
        multiSelect: question.inputType === "CHECKBOX",
        answers: values,
      };
    });
}
