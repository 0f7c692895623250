import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Questionnaire } from "../../../core/contracts/screening-questions";
import { SCREENING_TEXTS } from "../../../core/rules/screening-questions";
import { makeAnswer, makeQuestionnaire, makeStaffUser, makeStudy, makeVolunteer } from "../../test/factories";
import { createTestApp, signedInClient, type TestApp, type TestClient } from "../../test/test-app";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());
const db = () => testApp.database.db;
const base = (studyId: number) => `/backend/secure/staff/studies/${studyId}/questionnaire`;

async function world(state: "NEVER_ACTIVATED" | "ACTIVE" = "NEVER_ACTIVATED") {
  const pi = await makeStaffUser(db());
  const study = await makeStudy(db(), { state, team: [{ userId: pi.id, role: "PRINCIPAL_INVESTIGATOR" }] });
  return { study, client: await signedInClient(testApp, pi) };
}

const CHOICE = {
  text: "Which days suit you?",
  inputType: "CHECKBOX",
  options: [
    { id: 0, text: "Monday" },
    { id: 0, text: "Friday" },
  ],
};

function write(
  client: TestClient,
  method: "POST" | "PUT" | "PATCH" | "DELETE",
  url: string,
  version: number | string,
  payload?: unknown,
) {
  const contentType = method === "PATCH" ? "application/json-patch+json" : "application/json";
  return client.request({
    method,
    url,
    headers: {
      "if-match": String(version),
      ...(payload === undefined ? {} : { "content-type": contentType }),
    },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
}

async function read(client: TestClient, studyId: number): Promise<Questionnaire> {
  return (await client.request({ method: "GET", url: base(studyId) })).json<Questionnaire>();
}

describe("writing screening questions", () => {
  it("adds questions to a new questionnaire, each write moving the version on", async () => {
    const { study, client } = await world();
    const first = await write(client, "POST", `${base(study.id)}/questions`, 0, {
      text: "How do you travel to the clinic?",
      inputType: "PARAGRAPH_TEXT",
      helpText: "",
      options: [{ id: 0, text: "dropped: a text question has no choices" }],
    });
    expect(first.statusCode, first.body).toBe(201);
    const second = await write(client, "POST", `${base(study.id)}/questions`, '"1"', CHOICE);
    expect(second.statusCode, second.body).toBe(201);
    const questionnaire = second.json<Questionnaire>();
    expect(questionnaire.version).toBe(2);
    expect(
      questionnaire.questions.map((q) => [q.orderNum, q.text, q.helpText, q.options.map((o) => o.text)]),
    ).toEqual([
      [1, "How do you travel to the clinic?", null, []],
      [2, "Which days suit you?", null, ["Monday", "Friday"]],
    ]);
    expect(questionnaire.questions[1]).toMatchObject({ questionType: "USER_DEFINED", answerCount: 0 });
  });

  it("refuses a stale version (412) and changes nothing", async () => {
    const { study, client } = await world();
    await write(client, "POST", `${base(study.id)}/questions`, 0, CHOICE);
    const stale = await write(client, "POST", `${base(study.id)}/questions`, 0, CHOICE);
    expect(stale.statusCode).toBe(412);
    expect(stale.json().code).toBe("QUESTIONNAIRE_CHANGED");
    expect((await read(client, study.id)).questions).toHaveLength(1);
    const missing = await client.request({
      method: "POST",
      url: `${base(study.id)}/questions`,
      payload: CHOICE,
    });
    expect(missing.statusCode).toBe(400);
  });

  it("enforces the rules of spec 001 §5 with their messages", async () => {
    const { study, client } = await world();
    const url = `${base(study.id)}/questions`;
    const cases = [
      [{ ...CHOICE, options: [{ id: 0, text: "Only one" }] }, SCREENING_TEXTS.atLeastTwoOptions],
      [
        {
          ...CHOICE,
          options: [
            { id: 0, text: "Monday" },
            { id: 0, text: "  " },
          ],
        },
        SCREENING_TEXTS.optionTextRequired,
      ],
      [{ ...CHOICE, text: " " }, "This field is required"],
      [{ ...CHOICE, text: "x".repeat(2001) }, "at most 2000"],
      [{ ...CHOICE, helpText: "x".repeat(2001) }, "at most 2000"],
      [
        {
          ...CHOICE,
          options: [
            { id: 0, text: "x".repeat(1001) },
            { id: 0, text: "b" },
          ],
        },
        "at most 1000",
      ],
      [{ ...CHOICE, inputType: "SLIDER" }, ""],
    ] as const;
    for (const [payload, message] of cases) {
      const response = await write(client, "POST", url, 0, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.body).toContain(message);
    }
    expect((await write(client, "POST", url, 0, { ...CHOICE, text: "x".repeat(2000) })).statusCode).toBe(201);
  });

  it("refuses every write while the study is active (403)", async () => {
    const { study, client } = await world("ACTIVE");
    const [question] = await makeQuestionnaire(db(), { studyId: study.id, questions: [{ text: "Q" }] });
    const url = `${base(study.id)}/questions/${question?.id}`;
    const refusals = [
      await write(client, "POST", `${base(study.id)}/questions`, 0, CHOICE),
      await write(client, "PUT", url, 0, { text: "Q2", inputType: "TEXTBOX" }),
      await write(client, "PATCH", url, 0, [{ op: "replace", path: "/orderNum", value: 2 }]),
      await write(client, "DELETE", url, 0),
    ];
    expect(refusals.map((response) => response.statusCode)).toEqual([403, 403, 403, 403]);
    expect(refusals[0]?.json().authError).toBe("STUDY_ACTIVE");
  });

  it("once answered, keeps existing choices: new ones may be added, none changed or removed", async () => {
    const { study, client } = await world();
    const [days] = await makeQuestionnaire(db(), {
      studyId: study.id,
      questions: [{ text: "Which days?", inputType: "CHECKBOX", options: ["Monday", "Friday"] }],
    });
    if (!days) throw new Error("no question");
    const volunteer = await makeVolunteer(db());
    await makeAnswer(db(), {
      questionId: days.id,
      userId: volunteer.id,
      optionIds: [days.optionIds[0] ?? 0],
    });
    const url = `${base(study.id)}/questions/${days.id}`;
    const existing = days.optionIds.map((id, index) => ({ id, text: ["Monday", "Friday"][index] }));
    const base_ = { text: "Which days suit you?", inputType: "CHECKBOX" };
    const renamed = await write(client, "PUT", url, 0, {
      ...base_,
      options: [{ ...existing[0], text: "Mon" }, existing[1]],
    });
    expect(renamed.statusCode).toBe(403);
    expect(renamed.json().authError).toBe("ANSWERED_QUESTION");
    expect(
      (await write(client, "PUT", url, 0, { ...base_, options: [existing[0], { id: 0, text: "x" }] }))
        .statusCode,
    ).toBe(403);
    const added = await write(client, "PUT", url, 0, {
      ...base_,
      options: [...existing, { id: 0, text: "Saturday" }],
    });
    expect(added.statusCode, added.body).toBe(200);
    const [question] = added.json<Questionnaire>().questions;
    expect(question?.text).toBe("Which days suit you?");
    expect(question?.answerCount).toBe(1);
    expect(question?.options.map((option) => option.text)).toEqual(["Monday", "Friday", "Saturday"]);
  });

  it("edits an unanswered question's choices: renames, removes, reorders and adds", async () => {
    const { study, client } = await world();
    const [days] = await makeQuestionnaire(db(), {
      studyId: study.id,
      questions: [{ text: "Which days?", inputType: "DROPDOWN", options: ["Monday", "Friday", "Sunday"] }],
    });
    const [monday, friday] = days?.optionIds ?? [];
    const response = await write(client, "PUT", `${base(study.id)}/questions/${days?.id}`, 0, {
      text: "Which day?",
      inputType: "RADIO_BUTTONS",
      required: true,
      options: [
        { id: friday, text: "Friday" },
        { id: 0, text: "Tuesday" },
        { id: monday, text: "Mon" },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const [question] = response.json<Questionnaire>().questions;
    expect(question).toMatchObject({ inputType: "RADIO_BUTTONS", required: true });
    expect(question?.options.map((option) => option.text)).toEqual(["Friday", "Tuesday", "Mon"]);
    const other = await world();
    const foreign = await write(client, "PUT", `${base(study.id)}/questions/${days?.id}`, 1, {
      text: "Which day?",
      inputType: "RADIO_BUTTONS",
      options: [
        { id: 999_999, text: "A" },
        { id: 0, text: "B" },
      ],
    });
    expect(foreign.statusCode).toBe(400);
    expect(
      (await write(other.client, "DELETE", `${base(study.id)}/questions/${days?.id}`, 1)).statusCode,
    ).toBe(404);
  });

  it("moves a question up and down, not past the ends, and deletes one, the rest closing up", async () => {
    const { study, client } = await world();
    const made = await makeQuestionnaire(db(), {
      studyId: study.id,
      questions: [{ text: "A" }, { text: "B" }, { text: "C" }],
    });
    const [a, b, c] = made.map((question) => question.id);
    const move = (id: number | undefined, version: number, orderNum: number) =>
      write(client, "PATCH", `${base(study.id)}/questions/${id}`, version, [
        { op: "replace", path: "/orderNum", value: orderNum },
      ]);
    const down = await move(a, 0, 2);
    expect(down.statusCode, down.body).toBe(200);
    expect(down.json<Questionnaire>().questions.map((q) => q.text)).toEqual(["B", "A", "C"]);
    expect((await move(b, 1, 0)).statusCode).toBe(400);
    expect((await move(c, 1, 4)).statusCode).toBe(400);
    const up = await move(c, 1, 2);
    expect(up.json<Questionnaire>().questions.map((q) => q.text)).toEqual(["B", "C", "A"]);
    const deleted = await write(client, "DELETE", `${base(study.id)}/questions/${c}`, 2);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json<Questionnaire>().questions.map((q) => [q.orderNum, q.text])).toEqual([
      [1, "B"],
      [2, "A"],
    ]);
  });

  it("copies a question of the bank with its choices", async () => {
    const { study, client } = await world();
    const bank = await client.request({ method: "GET", url: "/backend/secure/staff/question-bank" });
    expect(bank.statusCode).toBe(200);
    const categories =
      bank.json<{ name: string; questions: { id: number; text: string; options: unknown[] }[] }[]>();
    const question = categories.flatMap((category) => category.questions).find((q) => q.options.length > 0);
    if (!question) throw new Error("the bank has no choice question");
    const added = await write(client, "POST", `${base(study.id)}/bank-questions`, 0, {
      bankQuestionId: question.id,
    });
    expect(added.statusCode, added.body).toBe(201);
    const [copy] = added.json<Questionnaire>().questions;
    expect(copy).toMatchObject({ text: question.text });
    expect(copy?.questionType).not.toBe("USER_DEFINED");
    expect(copy?.options).toHaveLength(question.options.length);
    expect(
      (await write(client, "POST", `${base(study.id)}/bank-questions`, 1, { bankQuestionId: 999_999 }))
        .statusCode,
    ).toBe(400);
  });
});
