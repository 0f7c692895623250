import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InterestForm, VolunteerConversation } from "../../../core/contracts/volunteer-participation";
import { STUDY_PROPERTY_IDS } from "../../../core/rules/study-properties";
import { sqlRows } from "../../db/sql-rows";
import {
  makeAttachment,
  makeMatch,
  makeMessage,
  makeQuestionnaire,
  makeStaffUser,
  makeStudy,
  makeVolunteer,
} from "../../test/factories";
import { createTestApp, signedInClient, type TestApp, volunteerClient } from "../../test/test-app";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());
const db = () => testApp.database.db;

async function studyWithQuestions() {
  const pi = await makeStaffUser(db());
  const study = await makeStudy(db(), {
    state: "ACTIVE",
    title: "Sleep and smoking",
    team: [{ userId: pi.id, role: "PRINCIPAL_INVESTIGATOR" }],
  });
  const [travel, smoking, days] = await makeQuestionnaire(db(), {
    studyId: study.id,
    questions: [
      { text: "How would you travel to the clinic?" },
      {
        text: "Smoking status",
        inputType: "RADIO_BUTTONS",
        questionType: "VOLUNTEER_PROFILE",
        options: [
          "Never smoked",
          "Former smoker",
          "Current smoker, some days",
          "Current smoker, every day",
          "Uses e-cigarettes or vapes",
        ],
      },
      { text: "Which days suit you?", inputType: "CHECKBOX", options: ["Monday", "Friday"] },
    ],
  });
  if (!travel || !smoking || !days) throw new Error("no questions");
  await db().execute(
    sql`update screening_questions set required = true where id in (${travel.id}, ${smoking.id})`,
  );
  await db().execute(
    sql`update screening_questions set answer_lookup_type = 'SMOKING_STATUS' where id = ${smoking.id}`,
  );
  return { pi, study, travel, smoking, days };
}

describe("showing interest", () => {
  it("fills profile questions from the profile, enforces required answers, and makes a NEW participant with Study Q/A", async () => {
    const { pi, study, travel, smoking, days } = await studyWithQuestions();
    const formerSmoker = 264001;
    const volunteer = await makeVolunteer(db(), { smokingStatusId: formerSmoker });
    await makeMatch(db(), { studyId: study.id, userId: volunteer.id, status: "EXACT" });
    const client = await volunteerClient(testApp, volunteer.id);
    const form = (
      await client.request({
        method: "GET",
        url: `/backend/volunteer/studies/${study.studyNum}/interest-form`,
      })
    ).json<InterestForm>();
    expect(form).toMatchObject({
      studyNum: study.studyNum,
      title: "Sleep and smoking",
      titleLanguage: "EN",
      alreadyInterested: false,
    });
    // In Spanish: the study's Spanish title and what the team translated, each marked with its language.
    await db().execute(sql`insert into study_property_values (study_id, property_id, language, saved_value)
      values (${study.id}, ${STUDY_PROPERTY_IDS.title}, 'ES', 'Sueño y tabaco')`);
    await db().execute(sql`update screening_questions
      set translations = '{"text": {"ES": "¿Cómo vendría a la clínica?"}}' where id = ${travel.id}`);
    await db().execute(sql`update screening_question_options set translations = '{"ES": "Lunes"}'
      where question_id = ${days.id} and text = 'Monday'`);
    const spanish = (
      await client.request({
        method: "GET",
        url: `/backend/volunteer/studies/${study.studyNum}/interest-form`,
        headers: { "accept-language": "es" },
      })
    ).json<InterestForm>();
    expect(spanish).toMatchObject({ title: "Sueño y tabaco", titleLanguage: "ES" });
    const [travelEs, , daysEs] = spanish.questions;
    expect(travelEs).toMatchObject({
      text: "¿Cómo vendría a la clínica?",
      textLanguages: { text: "ES", helpText: "EN" },
    });
    expect(daysEs?.options.map((option) => [option.text, option.language])).toEqual([
      ["Lunes", "ES"],
      ["Friday", "EN"],
    ]);
    expect(form.questions.map((question) => [question.text, question.required])).toEqual([
      ["How would you travel to the clinic?", true],
      ["Smoking status", true],
      ["Which days suit you?", false],
    ]);
    expect(form.questions[1]?.prefilledOptionIds).toEqual([smoking.optionIds[1]]);

    const interest = (body: Record<string, unknown>) =>
      client.request({
        method: "POST",
        url: `/backend/volunteer/studies/${study.studyNum}/interest`,
        payload: body,
      });
    const missing = await interest({
      answers: [{ questionId: smoking.id, optionIds: [smoking.optionIds[1]] }],
      shareContactDetails: true,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: "INVALID_ANSWERS",
      details: [{ field: `answers.${travel.id}` }],
    });
    const twoRadios = await interest({
      answers: [
        { questionId: travel.id, value: "By bus" },
        { questionId: smoking.id, optionIds: smoking.optionIds.slice(0, 2) },
      ],
      shareContactDetails: true,
    });
    expect(twoRadios.statusCode).toBe(400);
    const noConsent = await interest({
      answers: [{ questionId: travel.id, value: "By bus" }],
      shareContactDetails: false,
    });
    expect(noConsent.statusCode).toBe(400);

    const good = {
      answers: [
        { questionId: travel.id, value: "By bus" },
        { questionId: smoking.id, optionIds: [smoking.optionIds[1]] },
        { questionId: days.id, optionIds: days.optionIds },
      ],
      shareContactDetails: true,
    };
    const shown = await interest(good);
    expect(shown.statusCode).toBe(201);
    expect((await interest(good)).statusCode).toBe(409);

    const team = await signedInClient(testApp, pi);
    const list = (
      await team.request({
        method: "GET",
        url: `/backend/secure/staff/studies/${study.id}/interested-participants?status=NEW`,
      })
    ).json();
    expect(JSON.stringify(list)).toContain(String(volunteer.id));
    const answers = (
      await team.request({
        method: "GET",
        url: `/backend/secure/staff/studies/${study.id}/questionnaire/participant-answers?user-id=${volunteer.id}`,
      })
    ).json();
    expect(JSON.stringify(answers)).toContain("By bus");
    const matched = sqlRows(
      await db().execute(
        sql`select count(*)::int as n from matched_participants where study_id = ${study.id}`,
      ),
    );
    expect(matched[0]?.n).toBe(0);
  });

  it("refuses a study that is not active", async () => {
    const study = await makeStudy(db(), { state: "NEVER_ACTIVATED" });
    const client = await volunteerClient(testApp, (await makeVolunteer(db())).id);
    expect(
      (
        await client.request({
          method: "GET",
          url: `/backend/volunteer/studies/${study.studyNum}/interest-form`,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe("asks and conversations", () => {
  it("lists a team's ask with its note; 'No thanks' shows on the team's asked list", async () => {
    const { pi, study } = await studyWithQuestions();
    const volunteer = await makeVolunteer(db());
    await makeMatch(db(), { studyId: study.id, userId: volunteer.id, status: "ASKED_IF_INTERESTED" });
    await db().execute(sql`insert into messages (study_id, volunteer_user_id, from_user_id, body, recipient_volunteer, kind)
      values (${study.id}, ${volunteer.id}, ${pi.id}, 'We think you could help us', true, 'ASK_IF_INTERESTED')`);
    const client = await volunteerClient(testApp, volunteer.id);
    const asks = (await client.request({ method: "GET", url: "/backend/volunteer/asks" })).json();
    expect(asks).toEqual([
      expect.objectContaining({
        studyNum: study.studyNum,
        title: "Sleep and smoking",
        textLanguages: { title: "EN", purpose: "EN" },
        note: "We think you could help us",
        declined: false,
      }),
    ]);
    expect(
      (await client.request({ method: "POST", url: `/backend/volunteer/asks/${study.studyNum}/decline` }))
        .statusCode,
    ).toBe(204);
    expect(
      (await client.request({ method: "POST", url: "/backend/volunteer/asks/NOT-ASKED/decline" })).statusCode,
    ).toBe(404);
    const team = await signedInClient(testApp, pi);
    const asked = (
      await team.request({
        method: "GET",
        url: `/backend/secure/staff/studies/${study.id}/matched-participants?status=ASKED_IF_INTERESTED`,
      })
    ).json();
    expect(asked.page).toEqual([expect.objectContaining({ userId: volunteer.id, declined: true })]);
  });

  it("reads a conversation (marking the team's messages read), replies, and downloads the team's attachment", async () => {
    const { pi, study } = await studyWithQuestions();
    const volunteer = await makeVolunteer(db());
    const other = await makeVolunteer(db());
    const [row] = sqlRows(
      await db().execute(
        sql`insert into study_volunteers (study_id, user_id) values (${study.id}, ${volunteer.id}) returning id`,
      ),
    );
    const interest = { id: Number(row?.id), studyId: study.id, userId: volunteer.id };
    const message = await makeMessage(db(), {
      interest,
      fromUserId: pi.id,
      status: "UNREAD",
      sentDate: new Date(),
      body: "Please bring your ID",
    });
    const attachment = await makeAttachment(db(), {
      studyId: study.id,
      title: "Consent form",
      filename: "consent.pdf",
      content: "PDF bytes",
    });
    await db().execute(
      sql`insert into message_attachments (message_id, attachment_id) values (${message.id}, ${attachment.id})`,
    );

    const client = await volunteerClient(testApp, volunteer.id);
    const summaries = (
      await client.request({ method: "GET", url: "/backend/volunteer/conversations" })
    ).json();
    expect(summaries).toEqual([
      expect.objectContaining({ studyVolunteerId: interest.id, unreadCount: 1, titleLanguage: "EN" }),
    ]);
    const conversation = (
      await client.request({ method: "GET", url: `/backend/volunteer/conversations/${interest.id}` })
    ).json<VolunteerConversation>();
    expect(conversation.titleLanguage).toBe("EN");
    expect(conversation.messages).toEqual([
      expect.objectContaining({
        body: "Please bring your ID",
        fromStudyTeam: true,
        attachments: [{ id: attachment.id, title: "Consent form", filename: "consent.pdf" }],
      }),
    ]);
    expect(
      (await client.request({ method: "GET", url: "/backend/volunteer/conversations" })).json()[0]
        .unreadCount,
    ).toBe(0);
    // In Spanish, the study's Spanish title, marked as Spanish, on the list and the conversation.
    await db().execute(sql`insert into study_property_values (study_id, property_id, language, saved_value)
      values (${interest.studyId}, ${STUDY_PROPERTY_IDS.title}, 'ES', 'Sueño y tabaco')`);
    const inSpanish = { "accept-language": "es" };
    expect(
      (
        await client.request({ method: "GET", url: "/backend/volunteer/conversations", headers: inSpanish })
      ).json(),
    ).toEqual([expect.objectContaining({ title: "Sueño y tabaco", titleLanguage: "ES" })]);
    expect(
      (
        await client.request({
          method: "GET",
          url: `/backend/volunteer/conversations/${interest.id}`,
          headers: inSpanish,
        })
      ).json(),
    ).toMatchObject({ title: "Sueño y tabaco", titleLanguage: "ES" });

    const file = await client.request({
      method: "GET",
      url: `/backend/volunteer/conversations/${interest.id}/attachments/${attachment.id}`,
    });
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe("PDF bytes");
    expect(file.headers["content-disposition"]).toContain("consent.pdf");

    const reply = await client.request({
      method: "POST",
      url: `/backend/volunteer/conversations/${interest.id}/messages`,
      payload: { body: "I will, thank you" },
    });
    expect(reply.statusCode).toBe(201);
    const team = await signedInClient(testApp, pi);
    const inbox = (
      await team.request({
        method: "GET",
        url: `/backend/secure/staff/studies/${study.id}/conversations?page=1`,
      })
    ).json();
    expect(inbox.page[0]).toMatchObject({ studyVolunteerId: interest.id, unreadMessageCount: 1 });

    const stranger = await volunteerClient(testApp, other.id);
    expect(
      (await stranger.request({ method: "GET", url: `/backend/volunteer/conversations/${interest.id}` }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await stranger.request({
          method: "GET",
          url: `/backend/volunteer/conversations/${interest.id}/attachments/${attachment.id}`,
        })
      ).statusCode,
    ).toBe(404);
  });
});
