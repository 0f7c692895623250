import { describe, expect, it } from "vitest";
import { studyQuestionsAndAnswers } from "./screening-questions";

const question = (
  id: number,
  orderNum: number,
  inputType: "TEXTBOX" | "CHECKBOX" | "DROPDOWN" = "TEXTBOX",
  questionType: "USER_DEFINED" | "QUESTION_BANK" | "VOLUNTEER_PROFILE" = "USER_DEFINED",
) => ({ id, orderNum, text: `Question ${id}`, inputType, questionType });

describe("studyQuestionsAndAnswers", () => {
  it("orders by question order, leaves out profile questions and keeps unanswered ones empty", () => {
    const rows = studyQuestionsAndAnswers(
      [
        question(1, 3),
        question(2, 1, "TEXTBOX", "VOLUNTEER_PROFILE"),
        question(3, 2, "DROPDOWN", "QUESTION_BANK"),
      ],
      [{ questionId: 1, answerValue: "Yes", selectedOptions: [] }],
    );
    expect(rows).toEqual([
      { questionId: 3, question: "Question 3", multiSelect: false, answers: [] },
      { questionId: 1, question: "Question 1", multiSelect: false, answers: ["Yes"] },
    ]);
  });

  it("shows chosen options in their order, as tags for a multi-select", () => {
    const [checkbox, dropdown] = studyQuestionsAndAnswers(
      [question(1, 1, "CHECKBOX"), question(2, 2, "DROPDOWN")],
      [
        {
          questionId: 1,
          answerValue: null,
          selectedOptions: [
            { text: "Friday", orderNum: 3 },
            { text: "Monday", orderNum: 1 },
          ],
        },
        { questionId: 2, answerValue: "ignored", selectedOptions: [{ text: "Often", orderNum: 2 }] },
      ],
    );
    expect(checkbox).toMatchObject({ multiSelect: true, answers: ["Monday", "Friday"] });
    expect(dropdown).toMatchObject({ multiSelect: false, answers: ["Often"] });
  });

  it("treats a blank typed answer as not answered, and breaks order ties by id", () => {
    const rows = studyQuestionsAndAnswers(
      [question(5, 1), question(4, 1)],
      [{ questionId: 5, answerValue: "   ", selectedOptions: [] }],
    );
    expect(rows.map((row) => [row.questionId, row.answers])).toEqual([
      [4, []],
      [5, []],
    ]);
  });
});
