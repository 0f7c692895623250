import { eq, sql } from "drizzle-orm";
import { DAY_MS } from "../../core/rules/limits";
import type { GlobalRole } from "../../core/rules/roles";
import {
  announcements,
  applicationSettings,
  outboxMails,
  studyImporters,
  studyNotifications,
  studyTeamInvites,
  studyTeamMembers,
} from "../db/schema/index";
import { SESSION_COOKIE } from "../http/plugins/session";
import {
  makeAttachment,
  makeInterest,
  makeLabel,
  makeMatch,
  makeMessageTemplate,
  makeQuestionnaire,
  makeSession,
  makeStaffUser,
  makeStudy,
  makeVolunteer,
  makeVolunteerUser,
} from "./factories";
import { signedInClient, type TestApp, TestClient } from "./test-app";

/** Everyone the access matrix calls the API as. */
export interface AccessActors {
  anonymous: TestClient;
  /** Signed in, user agreement not accepted yet. */
  newcomer: TestClient;
  /** Staff on no study and with no global role. */
  outsider: TestClient;
  /** On another study's team only. */
  otherTeam: TestClient;
  /** On the target study's team (its principal investigator). */
  member: TestClient;
  /** On the target study's team and holding every global role: passes every gate (the fuzzer's actor). */
  superuser: TestClient;
  volunteer: TestClient;
  /** Staff holding exactly this one global role. */
  withRole: Record<GlobalRole, TestClient>;
}

/** A study with something behind every kind of path parameter, and the actors around it. */
export interface AccessWorld {
  studyId: number;
  studyNum: string;
  /** Values of path parameters by name, all naming rows of the target study. */
  pathValues: Record<string, string | number>;
  actors: AccessActors;
}

async function withCsrf(client: TestClient): Promise<TestClient> {
  await client.fetchCsrf();
  return client;
}

/** Builds the target study, another team's study and every actor, with the factories. */
export async function buildAccessWorld(testApp: TestApp): Promise<AccessWorld> {
  const { db } = testApp.database;
  const staff = (options: Parameters<typeof makeStaffUser>[1] = {}) => makeStaffUser(db, options);
  const [pi, superuser, otherPi, outsider, newcomer, admin, support, importer] = await Promise.all([
    staff(),
    staff({ roles: ["ADMIN", "CUSTOMER_SUPPORT", "STUDY_IMPORTER"] }),
    staff(),
    staff(),
    staff({ agreed: false }),
    staff({ roles: ["ADMIN"] }),
    staff({ roles: ["CUSTOMER_SUPPORT"] }),
    staff({ roles: ["STUDY_IMPORTER"] }),
  ]);
  const study = await makeStudy(db, {
    state: "ACTIVE",
    team: [
      { userId: pi.id, role: "PRINCIPAL_INVESTIGATOR" },
      { userId: superuser.id, role: "TEAM_MEMBER" },
    ],
  });
  await makeStudy(db, { state: "ACTIVE", team: [{ userId: otherPi.id, role: "PRINCIPAL_INVESTIGATOR" }] });
  const matched = await makeVolunteer(db, { city: "Springfield", state: "IL" });
  await makeMatch(db, { studyId: study.id, userId: matched.id, status: "EXACT" });
  const template = await makeMessageTemplate(db, { studyId: study.id });
  const label = await makeLabel(db, { studyId: study.id });
  const attachment = await makeAttachment(db, { studyId: study.id });
  // A member and an invitation the matrix may remove and withdraw (later calls then answer 404).
  const spare = await staff();
  const [spareMember] = await db
    .insert(studyTeamMembers)
    .values({ studyId: study.id, userId: spare.id, role: "TEAM_MEMBER" })
    .returning({ id: studyTeamMembers.id });
  const [invite] = await db
    .insert(studyTeamInvites)
    .values({
      studyId: study.id,
      name: "Ines Invited",
      email: "ines@example.edu",
      token: "access-world-invite",
    })
    .returning({ id: studyTeamInvites.id });
  const [notification] = await db
    .insert(studyNotifications)
    .values({
      studyId: study.id,
      notificationSettingId: sql`(select id from notification_settings where name = 'NEW_MESSAGE_NOTIFICATION')`,
      frequency: "DAILY",
    })
    .returning({ id: studyNotifications.id });
  const [question] = await makeQuestionnaire(db, {
    studyId: study.id,
    questions: [{ text: "How would you travel to the clinic?" }],
  });
  const [setting] = await db
    .select({ id: applicationSettings.id })
    .from(applicationSettings)
    .where(eq(applicationSettings.name, "INTERESTED_RESPONSE_TARGET_DAYS"));
  const [announcement] = await db
    .insert(announcements)
    .values({
      title: "Maintenance",
      message: "Tonight",
      startTime: new Date(),
      endTime: new Date(Date.now() + DAY_MS),
    })
    .returning({ id: announcements.id });
  const [mail] = await db
    .insert(outboxMails)
    .values({ toAddress: "someone@example.org", subject: "A mail", textBody: "Its text" })
    .returning({ id: outboxMails.id });
  // An importer the matrix may remove (the importer actor keeps its role).
  const spareImporter = await staff({ roles: ["STUDY_IMPORTER"] });
  const [studyImporter] = await db
    .insert(studyImporters)
    .values({ userId: spareImporter.id })
    .returning({ id: studyImporters.id });
  const interested = await makeVolunteer(db, { city: "Madison", state: "WI" });
  const interest = await makeInterest(db, { studyId: study.id, userId: interested.id, labelIds: [label.id] });
  const volunteerUser = await makeVolunteerUser(db);
  const volunteer = new TestClient(testApp.app).setCookie(
    SESSION_COOKIE,
    await makeSession(db, volunteerUser.id),
  );

  return {
    studyId: study.id,
    studyNum: study.studyNum,
    pathValues: {
      studyId: study.id,
      studyNum: study.studyNum,
      userId: matched.id,
      direction: "next",
      templateId: template.id,
      studyVolunteerId: interest.id,
      labelId: label.id,
      attachmentId: attachment.id,
      questionId: question?.id ?? 0,
      memberId: spareMember?.id ?? 0,
      inviteId: invite?.id ?? 0,
      notificationId: notification?.id ?? 0,
      name: "PURGE_EXPIRED_SESSIONS",
      settingId: setting?.id ?? 0,
      announcementId: announcement?.id ?? 0,
      mailId: mail?.id ?? 0,
      studyNumberId: study.id,
      // Nobody's loved one: the volunteer's reads answer 404 once admitted.
      lovedOneId: 1,
      importerId: studyImporter?.id ?? 0,
      // The API token's id (spec 001 names it {id}). No token exists: revoking answers 404 once admitted,
      // which is all the matrix asks of it.
      id: 1,
    },
    actors: {
      anonymous: await withCsrf(new TestClient(testApp.app)),
      newcomer: await signedInClient(testApp, newcomer),
      outsider: await signedInClient(testApp, outsider),
      otherTeam: await signedInClient(testApp, otherPi),
      member: await signedInClient(testApp, pi),
      superuser: await signedInClient(testApp, superuser),
      volunteer: await withCsrf(volunteer),
      withRole: {
        ADMIN: await signedInClient(testApp, admin),
        CUSTOMER_SUPPORT: await signedInClient(testApp, support),
        STUDY_IMPORTER: await signedInClient(testApp, importer),
      },
    },
  };
}
