import { and, count, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOOKUP_TYPES } from "../../../core/rules/lookup-ids";
import { postingStatus } from "../../../core/rules/posting-status";
import { createTestDatabase } from "../../test/test-database";
import type { Database } from "../connect";
import {
  applicationSettings,
  importedStudies,
  jobs,
  lookupValues,
  matchedParticipants,
  messages,
  notificationSettings,
  studies,
  studyTeamMembers,
  studyVolunteers,
  users,
  volunteerProfiles,
} from "../schema/index";
import { sqlRows } from "../sql-rows";
import { DEMO_VOLUNTEER_COUNT, unusedImportedStudyNumbers } from "./demo/load-demo-data";
import { seedDatabase } from "./seed-database";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  const first = await seedDatabase(database.db, { applicationUrl: "http://localhost:3000", demoData: true });
  expect(first.demoLoaded).toBe(true);
}, 120_000);
afterAll(() => database.close());

describe("reference data", () => {
  it("has all 13 lookup types with real content and the published ids", async () => {
    const rows = await database.db
      .select({ type: lookupValues.type, n: count() })
      .from(lookupValues)
      .groupBy(lookupValues.type);
    expect(rows.map((r) => r.type).sort()).toEqual([...LOOKUP_TYPES].sort());
    expect(rows.find((r) => r.type === "MEDICAL_CONDITION")?.n).toBeGreaterThanOrEqual(100);
    const [falseOption] = await database.db.select().from(lookupValues).where(eq(lookupValues.id, 260000));
    expect(falseOption).toMatchObject({ type: "BOOLEAN", name: "FALSE" });
    const [reason] = await database.db.select().from(lookupValues).where(eq(lookupValues.id, 261001));
    expect(reason).toMatchObject({ type: "DEACTIVATION_REASON", name: "CHILD_TURNED_ADULT" });
  });

  it("has every value a volunteer reads or picks in Spanish too, the medical conditions in their ids' order", async () => {
    // What the volunteers' pages show: their profile's choices, and the search's conditions and locations.
    const volunteersTypes = [
      "BOOLEAN",
      "GENDER",
      "RACE",
      "SMOKING_STATUS",
      "PARTICIPANT_TYPE",
      "FLUENT_ENGLISH",
    ];
    volunteersTypes.push("NOTIFICATION_FREQUENCY", "MEDICAL_CONDITION", "STUDY_LOCATION");
    const rows = await database.db.select().from(lookupValues);
    const untranslated = rows
      .filter((row) => volunteersTypes.includes(row.type) && !row.translations.ES)
      .map((row) => `${row.type} ${row.displayText}`);
    expect(untranslated).toEqual([]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(272000)).toMatchObject({
      displayText: "Acid reflux (GERD)",
      translations: { ES: "Reflujo ácido (ERGE)" },
    });
    expect(byId.get(272074)).toMatchObject({
      name: "KIDNEY_STONES",
      translations: { ES: "Cálculos renales" },
    });
  });

  it("has the four notification settings and the three application settings", async () => {
    const settings = await database.db.select().from(notificationSettings);
    expect(settings.map((s) => s.name).sort()).toEqual([
      "ANNOUNCEMENT_NOTIFICATION",
      "NEW_INTERESTED_PARTICIPANT_NOTIFICATION",
      "NEW_MATCHED_PARTICIPANT_NOTIFICATION",
      "NEW_MESSAGE_NOTIFICATION",
    ]);
    expect(settings.every((s) => s.frequencies.length > 0)).toBe(true);
    const names = (await database.db.select().from(applicationSettings)).map((s) => s.name);
    expect(names).toEqual(
      expect.arrayContaining([
        "APPLICATION_URL",
        "RESET_PASSWORD_TOKEN_GRACE_PERIOD",
        "STUDY_IMPORT_TOKEN_GRACE_PERIOD",
      ]),
    );
  });

  it("keeps an administrator's setting on the next start and loads demo data only once", async () => {
    await database.db
      .update(applicationSettings)
      .set({ value: "48" })
      .where(eq(applicationSettings.name, "RESET_PASSWORD_TOKEN_GRACE_PERIOD"));
    const again = await seedDatabase(database.db, { applicationUrl: "http://other", demoData: true });
    expect(again.demoLoaded).toBe(false);
    const [setting] = await database.db
      .select()
      .from(applicationSettings)
      .where(eq(applicationSettings.name, "RESET_PASSWORD_TOKEN_GRACE_PERIOD"));
    expect(setting?.value).toBe("48");
  });

  it("keeps an administrator's job schedule on the next start, and refreshes what the job does", async () => {
    await database.db
      .update(jobs)
      .set({ cronExpression: "0 45 * * * ? *", description: "An older description" })
      .where(eq(jobs.name, "PURGE_EXPIRED_SESSIONS"));
    await seedDatabase(database.db, { applicationUrl: "http://other", demoData: true });
    const [job] = await database.db.select().from(jobs).where(eq(jobs.name, "PURGE_EXPIRED_SESSIONS"));
    expect(job?.cronExpression).toBe("0 45 * * * ? *");
    expect(job?.description).toMatch(/^Removes expired sessions, used verification tokens and e-mail sent/);
  });

  it("rewrites no unchanged reference row at the next start, and refreshes a changed one", async () => {
    // A row's xmin is the transaction that last wrote it.
    const versions = async () =>
      new Map(
        sqlRows(
          await database.db.execute(sql`
            select 'lookup_values:' || id as key, xmin::text as version from lookup_values
            union all select 'study_properties:' || id, xmin::text from study_properties
            union all select 'criterion_variables:' || id, xmin::text from criterion_variables
            union all select 'notification_settings:' || name, xmin::text from notification_settings
            union all select 'question_categories:' || name, xmin::text from question_categories
            union all select 'jobs:' || name, xmin::text from jobs`),
        ).map((row) => [String(row.key), String(row.version)]),
      );
    await database.db.update(lookupValues).set({ displayText: "Renamed" }).where(eq(lookupValues.id, 260000));
    const before = await versions();

    await seedDatabase(database.db, { applicationUrl: "http://other", demoData: true });

    const after = await versions();
    const rewritten = [...after].filter(([key, version]) => before.get(key) !== version).map(([key]) => key);
    expect(after.size).toBe(before.size);
    expect(before.size).toBeGreaterThan(200);
    expect(rewritten).toEqual(["lookup_values:260000"]);
    const [restored] = await database.db.select().from(lookupValues).where(eq(lookupValues.id, 260000));
    expect(restored?.displayText).not.toBe("Renamed");
  });
});

describe("demo data", () => {
  it("has at least 2,000 volunteers with varied, partly missing profiles", async () => {
    const [volunteers] = await database.db
      .select({ n: count() })
      .from(users)
      .where(eq(users.type, "VOLUNTEER"));
    // The generated volunteers and the customer-support family of two.
    expect(volunteers?.n).toBe(DEMO_VOLUNTEER_COUNT + 2);
    expect(DEMO_VOLUNTEER_COUNT).toBeGreaterThanOrEqual(2000);
    const [missing] = await database.db
      .select({ n: count() })
      .from(volunteerProfiles)
      .where(isNull(volunteerProfiles.dateOfBirth));
    expect(missing?.n).toBeGreaterThan(0);
    const [children] = await database.db
      .select({ n: count() })
      .from(users)
      .where(sql`${users.parentUserId} is not null`);
    expect(children?.n).toBeGreaterThan(0);
  });

  it("names each volunteer as the sex recorded on the profile, and a child with the parent's family name", async () => {
    const rows = sqlRows(
      await database.db.execute(sql`select u.first_name as "firstName", g.name as sex
          from users u join volunteer_profiles p on p.user_id = u.id
          left join lookup_values g on g.id = p.gender_id
          where u.type = 'VOLUNTEER' and u.email like '%.%.%@example.org'`),
    ) as { firstName: string; sex: string | null }[];
    const namesBySex = (sex: string) =>
      new Set(rows.filter((row) => row.sex === sex).map((row) => row.firstName));
    const women = namesBySex("FEMALE");
    const men = namesBySex("MALE");
    expect(women.size).toBeGreaterThan(10);
    expect(men.size).toBeGreaterThan(10);
    expect([...women].filter((name) => men.has(name))).toEqual([]);
    const families = sqlRows(
      await database.db.execute(sql`select c.last_name as child, p.last_name as parent
          from users c join users p on p.id = c.parent_user_id where c.type = 'VOLUNTEER'`),
    ) as { child: string; parent: string }[];
    expect(families.length).toBeGreaterThan(10);
    expect(families.filter((family) => family.child !== family.parent)).toEqual([]);
  });

  it("covers every posting state", async () => {
    const rows = await database.db.select().from(studies);
    expect(rows.length).toBeGreaterThanOrEqual(25);
    const now = Date.now();
    const states = rows.map((study) => {
      const status = postingStatus(
        {
          publishable: study.publishable,
          postingActivationDate: study.postingActivationDate?.getTime() ?? null,
          postingDeactivationDate: study.postingDeactivationDate?.getTime() ?? null,
          archivedDate: study.archivedDate?.getTime() ?? null,
        },
        now,
      );
      const endingSoon =
        status.status === "ACTIVE" &&
        (study.postingDeactivationDate?.getTime() ?? 0) - now <= 14 * 86_400_000;
      return status.status === "INACTIVE" ? status.reason : endingSoon ? "ENDING_SOON" : status.status;
    });
    for (const state of [
      "ACTIVE",
      "ENDING_SOON",
      "NOT_PUBLISHABLE",
      "NEVER_ACTIVATED",
      "NOT_MARKED_TO_BE_ACTIVE_NOW",
      "ARCHIVED",
    ]) {
      expect(states).toContain(state);
    }
  });

  it("puts pi@ on most studies, member@ on some and new@ on none", async () => {
    const teamCount = async (email: string) => {
      const [row] = await database.db
        .select({ n: count() })
        .from(studyTeamMembers)
        .innerJoin(users, eq(users.id, studyTeamMembers.userId))
        .where(eq(users.email, email));
      return row?.n ?? 0;
    };
    const [all] = await database.db.select({ n: count() }).from(studies);
    const [led] = await database.db
      .select({ n: count() })
      .from(studyTeamMembers)
      .innerJoin(users, eq(users.id, studyTeamMembers.userId))
      .where(and(eq(users.email, "pi@example.edu"), eq(studyTeamMembers.role, "PRINCIPAL_INVESTIGATOR")));
    expect((led?.n ?? 0) * 2).toBeGreaterThan(all?.n ?? 0);
    expect(await teamCount("member@example.edu")).toBeGreaterThan(0);
    expect(await teamCount("new@example.edu")).toBe(0);
  });

  it("has matched and interested participants, conversations and unused IRB records", async () => {
    const [matched] = await database.db.select({ n: count() }).from(matchedParticipants);
    const [interested] = await database.db.select({ n: count() }).from(studyVolunteers);
    const [conversations] = await database.db.select({ n: count() }).from(messages);
    expect(matched?.n).toBeGreaterThan(1000);
    expect(interested?.n).toBeGreaterThan(300);
    expect(conversations?.n).toBeGreaterThan(100);
    const records = await database.db.select().from(importedStudies);
    const used = new Set(
      (await database.db.select({ num: studies.studyNum }).from(studies)).map((s) => s.num),
    );
    for (const number of unusedImportedStudyNumbers) {
      expect(records.some((r) => r.studyNum === number)).toBe(true);
      expect(used.has(number)).toBe(false);
    }
  });

  it("has conversations that read in turn: the volunteer first, then the team, each message later", async () => {
    const rows = sqlRows(
      await database.db.execute(sql`select m.study_volunteer_id as id,
          m.from_user_id = m.volunteer_user_id as "fromVolunteer", m.body
        from messages m where m.study_volunteer_id is not null order by m.study_volunteer_id, m.sent_date, m.id`),
    ) as { id: number; fromVolunteer: boolean; body: string }[];
    const conversations = new Map<number, typeof rows>();
    for (const row of rows) conversations.set(row.id, [...(conversations.get(row.id) ?? []), row]);
    expect(conversations.size).toBeGreaterThan(50);
    const questions = new Map([
      [
        "Is parking available near the clinic?",
        "Yes, parking is free in the structure next to the building.",
      ],
    ]);
    let answered = 0;
    for (const messagesOfOne of conversations.values()) {
      expect(messagesOfOne.map((message) => message.fromVolunteer)).toEqual(
        messagesOfOne.map((_, index) => index % 2 === 0),
      );
      expect(new Set(messagesOfOne.map((message) => message.body)).size).toBe(messagesOfOne.length);
      const [question, answer] = [messagesOfOne[4]?.body, messagesOfOne[5]?.body];
      if (question && answer && questions.has(question)) {
        expect(answer).toBe(questions.get(question));
        answered++;
      }
    }
    expect(answered).toBeGreaterThan(0);
    // In time order as in the order they were written: no message dated before the one it answers.
    const [disordered] = sqlRows(
      await database.db.execute(sql`select count(*)::int as n from (select sent_date < lag(sent_date)
          over (partition by study_volunteer_id order by id) as earlier
        from messages where study_volunteer_id is not null) m where m.earlier`),
    );
    expect(disordered?.n).toBe(0);
  });

  it("gives most studies with interested volunteers screening questions that most of them answered", async () => {
    const rows = sqlRows(
      await database.db.execute(sql`select s.study_num as "studyNum",
        (select count(*) from study_volunteers sv where sv.study_id = s.id)::int as "interested",
        (select count(*) from screening_questions q join screening_questionnaires qn on qn.id = q.questionnaire_id
          where qn.study_id = s.id)::int as "questions",
        (select count(distinct a.user_id) from screening_answers a join study_volunteers sv
          on sv.user_id = a.user_id and sv.study_id = s.id join screening_questions q on q.id = a.question_id
          join screening_questionnaires qn on qn.id = q.questionnaire_id and qn.study_id = s.id)::int as "answered",
        (select count(*) from screening_answers a join screening_questions q on q.id = a.question_id
          join screening_questionnaires qn on qn.id = q.questionnaire_id and qn.study_id = s.id
          where not exists (select 1 from study_volunteers sv where sv.study_id = s.id and sv.user_id = a.user_id))::int
          as "strangers"
        from studies s order by s.study_num`),
    ) as {
      studyNum: string;
      interested: number;
      questions: number;
      answered: number;
      strangers: number;
    }[];
    const withInterest = rows.filter((row) => row.interested > 0);
    const asking = withInterest.filter((row) => row.questions > 0);
    expect(asking.length).toBeGreaterThan(withInterest.length / 2);
    expect(asking.length).toBeLessThan(withInterest.length);
    for (const row of asking) {
      expect(row.questions).toBe(3);
      expect(row.answered).toBeGreaterThan(row.interested / 2);
      expect(row.strangers).toBe(0);
    }
  });
});
