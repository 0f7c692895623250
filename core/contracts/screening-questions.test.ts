import { describe, expect, it } from "vitest";
import { SCREENING_TEXTS } from "../rules/screening-questions";
import { QuestionnaireVersionHeaders, ScreeningQuestionInput } from "./screening-questions";

describe("a question as the editor writes it", () => {
  it("drops a text question's choices and an empty help text", () => {
    expect(
      ScreeningQuestionInput.parse({
        text: "  How do you travel?  ",
        helpText: "   ",
        inputType: "TEXTBOX",
        options: [{ id: 0, text: "left over" }],
      }),
    ).toEqual({
      text: "How do you travel?",
      helpText: null,
      required: false,
      inputType: "TEXTBOX",
      options: [],
    });
  });

  it("asks a choice question for two choices, each with text", () => {
    const one = ScreeningQuestionInput.safeParse({
      text: "Q",
      inputType: "DROPDOWN",
      options: [{ id: 0, text: "A" }],
    });
    expect(one.error?.issues.map((issue) => issue.message)).toEqual([SCREENING_TEXTS.atLeastTwoOptions]);
    const blank = ScreeningQuestionInput.safeParse({
      text: "Q",
      inputType: "CHECKBOX",
      options: [
        { id: 0, text: "A" },
        { id: 3, text: " " },
      ],
    });
    expect(blank.error?.issues.map((issue) => issue.message)).toEqual([SCREENING_TEXTS.optionTextRequired]);
  });
});

describe("the questionnaire's version in If-Match", () => {
  it("reads a number, quoted or not, weak or not, and refuses anything else", () => {
    for (const [header, version] of [
      ["3", 3],
      ['"12"', 12],
      ['W/"0"', 0],
    ] as const) {
      expect(QuestionnaireVersionHeaders.parse({ "if-match": header })["if-match"]).toBe(version);
    }
    for (const header of ["*", "", "-1", '"1', "1e3"]) {
      expect(QuestionnaireVersionHeaders.safeParse({ "if-match": header }).success, header).toBe(false);
    }
  });
});
