import { text } from "node:stream/consumers";
import { parse } from "csv-parse/sync";
import dayjs from "dayjs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATE_FORMAT } from "../../../core/rules/dates";
import type { Database } from "../../db/connect";
import {
  accessAudits,
  screeningAnswerOptions,
  screeningAnswers,
  screeningQuestionnaires,
  screeningQuestionOptions,
  screeningQuestions,
} from "../../db/schema/index";
import { makeInterest, makeStaffUser, makeStudy, makeVolunteer } from "../../test/factories";
import { createTestDatabase } from "../../test/test-database";
import { dayFormatter, exportInterestedParticipants } from "./export-interested-participants";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
const db = () => database.db;

const HOUR = 3_600_000;

describe("dayFormatter", () => {
  it("gives each instant its own local day, in order or not, as dayjs does", () => {
    const dayOf = dayFormatter(DATE_FORMAT);
    const start = Date.UTC(2026, 2, 1);
    // Every 37 minutes across 40 days (both of a year's daylight-saving changes in many zones are near),
    // newest first as the export reads them, then the same instants shuffled.
    const instants = Array.from({ length: (40 * 24 * 60) / 37 }, (_, index) => start + index * 37 * 60_000);
    instants.reverse();
    const shuffled = instants.map((instant, index) => instants[(index * 7919) % instants.length] ?? instant);
    for (const instant of [...instants, ...shuffled]) {
      expect(dayOf(instant)).toBe(dayjs(instant).format(DATE_FORMAT));
    }
  });
});

describe("exportInterestedParticipants", () => {
  it("writes every participant once, newest first, across batches and chunks, with answers and the audit", async () => {
    const pi = await makeStaffUser(db());
    const study = await makeStudy(db(), {
      state: "ACTIVE",
      team: [{ userId: pi.id, role: "PRINCIPAL_INVESTIGATOR" }],
    });
    const [questionnaire] = await db()
      .insert(screeningQuestionnaires)
      .values({ studyId: study.id })
      .returning();
    const [choice, free] = await db()
      .insert(screeningQuestions)
      .values([
        {
          questionnaireId: questionnaire?.id,
          orderNum: 1,
          text: "Which days?",
          inputType: "CHECKBOX",
          questionType: "USER_DEFINED",
        },
        {
          questionnaireId: questionnaire?.id,
          orderNum: 2,
          text: "Anything else?",
          inputType: "TEXTBOX",
          questionType: "USER_DEFINED",
        },
      ])
      .returning();
    // Options made out of their order, so that their order is the question's, not their ids'.
    const options = await db()
      .insert(screeningQuestionOptions)
      .values(
        ["Wednesday", "Monday", "Tuesday"].map((day, index) => ({
          questionId: choice?.id ?? 0,
          orderNum: [3, 1, 2][index] ?? 0,
          text: day,
        })),
      )
      .returning();
    const now = Date.now();
    // 230 participants an hour apart: more than two batches of 100, and each batch more than one chunk.
    const volunteers = [];
    for (let index = 0; index < 230; index++) {
      const volunteer = await makeVolunteer(
        db(),
        {},
        { firstName: `First${index}`, lastName: `Last${index}` },
      );
      await makeInterest(db(), {
        studyId: study.id,
        userId: volunteer.id,
        showInterestDate: new Date(now - index * HOUR),
      });
      volunteers.push(volunteer);
    }
    const answered = volunteers[150];
    const [answer] = await db()
      .insert(screeningAnswers)
      .values({ questionId: choice?.id ?? 0, userId: answered?.id ?? 0 })
      .returning();
    await db()
      .insert(screeningAnswerOptions)
      .values(options.map((option) => ({ answerId: answer?.id ?? 0, optionId: option.id })));
    await db()
      .insert(screeningAnswers)
      .values({ questionId: free?.id ?? 0, userId: answered?.id ?? 0, answerValue: "Mornings only" });
    const single = volunteers[229];
    const [only] = await db()
      .insert(screeningAnswers)
      .values({ questionId: choice?.id ?? 0, userId: single?.id ?? 0 })
      .returning();
    await db()
      .insert(screeningAnswerOptions)
      .values({ answerId: only?.id ?? 0, optionId: options[0]?.id ?? 0 });

    const { stream } = await exportInterestedParticipants({
      db: db(),
      studyId: study.id,
      readerUserId: pi.id,
      language: "en",
      batchSize: 100,
    });
    const [header, ...records] = parse(await text(stream), { bom: true }) as string[][];
    const column = (name: string) => header?.indexOf(name) ?? -1;
    expect(records.map((record) => record[column("First name")])).toEqual(
      volunteers.map((_, index) => `First${index}`),
    );
    expect(records.map((record) => record[column("Date of interest")])).toEqual(
      volunteers.map((_, index) => dayjs(now - index * HOUR).format(DATE_FORMAT)),
    );
    expect(records[150]?.slice(-2)).toEqual(["Monday; Tuesday; Wednesday", "Mornings only"]);
    expect(records[229]?.slice(-2)).toEqual(["Wednesday", ""]);
    expect(records[0]?.slice(-2)).toEqual(["", ""]);
    const audits = await db().select().from(accessAudits).where(eq(accessAudits.studyId, study.id));
    expect(audits.map((audit) => audit.volunteerUserId).sort((a, b) => a - b)).toEqual(
      volunteers.map((volunteer) => volunteer.id).sort((a, b) => a - b),
    );
    expect(audits.every((audit) => audit.action === "EXPORT" && audit.actorUserId === pi.id)).toBe(true);
  });
});
