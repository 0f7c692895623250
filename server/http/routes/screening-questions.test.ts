import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ParticipantAnswer, Questionnaire } from "../../../core/contracts/screening-questions";
import { accessAudits, screeningQuestions, users } from "../../db/schema/index";
import {
  type MadeUser,
  makeAnswer,
  makeInterest,
  makeMatch,
  makeQuestionnaire,
  makeStaffUser,
  makeStudy,
  makeVolunteer,
} from "../../test/factories";
import { createTestApp, signedInClient, type TestApp, type TestClient } from "../../test/test-app";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());
const db = () => testApp.database.db;
const base = (studyId: number) => `/backend/secure/staff/studies/${studyId}/questionnaire`;

const signedIn = (user: MadeUser) => signedInClient(testApp, user);

/** A study with three questions (one a profile question) and an interested volunteer who answered two. */
async function world(options: { publishable?: boolean } = {}) {
  const pi = await makeStaffUser(db());
  const study = await makeStudy(db(), {
    state: options.publishable === false ? "NOT_PUBLISHABLE" : "ACTIVE",
    team: [{ userId: pi.id, role: "PRINCIPAL_INVESTIGATOR" }],
  });
  const [driving, days, smoking] = await makeQuestionnaire(db(), {
    studyId: study.id,
    questions: [
      { text: "How do you travel to the clinic?", inputType: "PARAGRAPH_TEXT" },
      { text: "Which days suit you?", inputType: "CHECKBOX", options: ["Monday", "Wednesday", "Friday"] },
      {
        text: "Smoking status",
        inputType: "RADIO_BUTTONS",
        questionType: "VOLUNTEER_PROFILE",
        options: ["No"],
      },
    ],
  });
  if (!driving || !days || !smoking) throw new Error("questions missing");
  const volunteer = await makeVolunteer(db());
  await makeInterest(db(), { studyId: study.id, userId: volunteer.id });
  await makeAnswer(db(), { questionId: driving.id, userId: volunteer.id, value: 'By bus, "line 4"' });
  // Chosen out of order: the answer lists options in the question's order.
  await makeAnswer(db(), {
    questionId: days.id,
    userId: volunteer.id,
    optionIds: [days.optionIds[2] ?? 0, days.optionIds[0] ?? 0],
  });
  return { pi, study, volunteer, questions: { driving, days, smoking }, client: await signedIn(pi) };
}

describe("the study's questionnaire", () => {
  it("lists the questions in order with their options, and 404 when the study has none", async () => {
    const { client, pi, study, questions } = await world();
    // Reordered: the third question moves first.
    await db()
      .update(screeningQuestions)
      .set({ orderNum: 0 })
      .where(eq(screeningQuestions.id, questions.smoking.id));
    const response = await client.request({ method: "GET", url: base(study.id) });
    expect(response.statusCode).toBe(200);
    const questionnaire = response.json() as Questionnaire;
    expect(questionnaire.studyId).toBe(study.id);
    expect(questionnaire.questions.map((question) => question.text)).toEqual([
      "Smoking status",
      "How do you travel to the clinic?",
      "Which days suit you?",
    ]);
    expect(questionnaire.questions[2]?.options.map((option) => option.text)).toEqual([
      "Monday",
      "Wednesday",
      "Friday",
    ]);
    expect(questionnaire.questions[2]).toMatchObject({ inputType: "CHECKBOX", questionType: "USER_DEFINED" });

    const empty = await makeStudy(db(), {
      state: "ACTIVE",
      team: [{ userId: pi.id, role: "PRINCIPAL_INVESTIGATOR" }],
    });
    expect((await client.request({ method: "GET", url: base(empty.id) })).statusCode).toBe(404);
  });
});

describe("a participant's answers", () => {
  const answersOf = (client: TestClient, studyId: number, userId: number | string) =>
    client.request({ method: "GET", url: `${base(studyId)}/participant-answers?user-id=${userId}` });

  it("answers each question answered, chosen options in the question's order, and audits the read", async () => {
    const { client, pi, study, volunteer, questions } = await world();
    const response = await answersOf(client, study.id, volunteer.id);
    expect(response.statusCode).toBe(200);
    const answers = response.json() as ParticipantAnswer[];
    expect(answers).toEqual([
      { questionId: questions.driving.id, answerValue: 'By bus, "line 4"', selectedOptions: [] },
      {
        questionId: questions.days.id,
        answerValue: null,
        selectedOptions: [
          { text: "Monday", orderNum: 1 },
          { text: "Friday", orderNum: 3 },
        ],
      },
    ]);
    const audits = await db()
      .select()
      .from(accessAudits)
      .where(and(eq(accessAudits.studyId, study.id), eq(accessAudits.volunteerUserId, volunteer.id)));
    expect(audits.map((audit) => [audit.actorUserId, audit.action])).toEqual([
      [pi.id, "SCREENING_ANSWERS_READ"],
    ]);
  });

  it("does not answer another study's answers of the same volunteer", async () => {
    const { client, study, volunteer } = await world();
    const other = await world();
    await makeInterest(db(), { studyId: other.study.id, userId: volunteer.id });
    await makeAnswer(db(), { questionId: other.questions.driving.id, userId: volunteer.id, value: "Car" });
    const answers = (await answersOf(client, study.id, volunteer.id)).json() as ParticipantAnswer[];
    expect(answers.map((answer) => answer.questionId)).not.toContain(other.questions.driving.id);
    expect(answers).toHaveLength(2);
  });

  it("is 404 for a volunteer who only matched, one of a study not publishable, or a deactivated account, and records nothing", async () => {
    const { client, study } = await world();
    const matchedOnly = await makeVolunteer(db());
    await makeMatch(db(), { studyId: study.id, userId: matchedOnly.id, status: "EXACT" });
    expect((await answersOf(client, study.id, matchedOnly.id)).statusCode).toBe(404);

    const hidden = await world({ publishable: false });
    expect((await answersOf(hidden.client, hidden.study.id, hidden.volunteer.id)).statusCode).toBe(404);

    const left = await world();
    await db().update(users).set({ enabled: false }).where(eq(users.id, left.volunteer.id));
    expect((await answersOf(left.client, left.study.id, left.volunteer.id)).statusCode).toBe(404);

    const audits = await db().select().from(accessAudits).where(eq(accessAudits.studyId, study.id));
    expect(audits).toEqual([]);
  });

  it("refuses a user id that is not an id", async () => {
    const { client, study } = await world();
    for (const bad of ["abc", "0", "-3", "99999999999"]) {
      const response = await answersOf(client, study.id, bad);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBeTypeOf("string");
    }
  });

  it("is 404 to another study's team, for the questionnaire and the answers", async () => {
    const { study, volunteer } = await world();
    const stranger = await world();
    expect((await stranger.client.request({ method: "GET", url: base(study.id) })).statusCode).toBe(404);
    expect((await answersOf(stranger.client, study.id, volunteer.id)).statusCode).toBe(404);
  });
});
