import { randomBytes } from "node:crypto";
import { hash } from "@node-rs/argon2";
import { eq } from "drizzle-orm";
import { BOOLEAN_FALSE_ID } from "../../core/rules/lookup-ids";
import type { GlobalRole } from "../../core/rules/roles";
import type { QuestionInputType, QuestionType } from "../../core/rules/screening-questions";
import { STUDY_PROPERTY_IDS } from "../../core/rules/study-properties";
import type { DbOrTx } from "../db/connect";
import {
  attachments,
  importedStudies,
  labels,
  matchedParticipants,
  messages,
  messageTemplates,
  screeningAnswerOptions,
  screeningAnswers,
  screeningQuestionnaires,
  screeningQuestionOptions,
  screeningQuestions,
  sessions,
  storedFiles,
  studies,
  studyPropertyValues,
  studyTeamMembers,
  studyVolunteerLabels,
  studyVolunteers,
  userRoles,
  users,
  volunteerProfiles,
} from "../db/schema/index";
import { newSessionId } from "../services/auth/session-id";

let counter = 0;
/** A value no other test uses. */
export function unique(prefix: string): string {
  counter += 1;
  return `${prefix}-${process.pid}-${counter}-${randomBytes(3).toString("hex")}`;
}

const passwordHashes = new Map<string, Promise<string>>();
function hashOnce(password: string): Promise<string> {
  let cached = passwordHashes.get(password);
  if (!cached) {
    cached = hash(password);
    passwordHashes.set(password, cached);
  }
  return cached;
}

export interface MadeUser {
  id: number;
  email: string;
  password: string;
  firstName: string;
}

/** A staff member with a unique e-mail; agreed to the user agreement unless told otherwise. */
export async function makeStaffUser(
  db: DbOrTx,
  options: {
    roles?: GlobalRole[];
    agreed?: boolean;
    enabled?: boolean;
    password?: string;
    firstName?: string;
  } = {},
): Promise<MadeUser> {
  const email = `${unique("staff")}@example.edu`;
  const password = options.password ?? "correct horse battery staple";
  const firstName = options.firstName ?? "Taylor";
  const [row] = await db
    .insert(users)
    .values({
      type: "STAFF",
      email,
      username: email,
      firstName,
      lastName: "Tester",
      passwordHash: await hashOnce(password),
      enabled: options.enabled ?? true,
      agreedToUserAgreementAt: options.agreed === false ? null : new Date(),
    })
    .returning({ id: users.id });
  if (!row) throw new Error("user insert failed");
  if (options.roles?.length)
    await db.insert(userRoles).values(options.roles.map((role) => ({ userId: row.id, role })));
  return { id: row.id, email, password, firstName };
}

/** A volunteer account (cannot sign in to the staff app). */
export async function makeVolunteerUser(
  db: DbOrTx,
  options: { password?: string; firstName?: string; lastName?: string } = {},
): Promise<MadeUser> {
  const email = `${unique("volunteer")}@example.org`;
  const password = options.password ?? "volunteer password";
  const [row] = await db
    .insert(users)
    .values({
      type: "VOLUNTEER",
      email,
      username: email,
      firstName: options.firstName ?? "Vic",
      lastName: options.lastName ?? "Volunteer",
      passwordHash: await hashOnce(password),
    })
    .returning({ id: users.id });
  if (!row) throw new Error("user insert failed");
  return { id: row.id, email, password, firstName: options.firstName ?? "Vic" };
}

type PostingState =
  | "ACTIVE"
  | "NOT_PUBLISHABLE"
  | "NEVER_ACTIVATED"
  | "NOT_MARKED_TO_BE_ACTIVE_NOW"
  | "ARCHIVED";

export interface MakeStudyOptions {
  state?: PostingState;
  title?: string;
  /** Team members; the first PRINCIPAL_INVESTIGATOR is the PI. */
  team?: { userId: number; role: "PRINCIPAL_INVESTIGATOR" | "TEAM_MEMBER" }[];
  /** Required Study Information fields to leave blank. */
  blank?: ("title" | "purpose" | "contactEmail" | "conditions")[];
  deactivationInDays?: number;
  now?: Date;
}

/** A study with complete Study Information (unless told otherwise) in the chosen posting state. */
export async function makeStudy(db: DbOrTx, options: MakeStudyOptions = {}) {
  const now = options.now ?? new Date();
  const day = 86_400_000;
  const state = options.state ?? "NEVER_ACTIVATED";
  const created = new Date(now.getTime() - 30 * day);
  const dates = {
    ACTIVE: {
      a: new Date(now.getTime() - 10 * day),
      d: new Date(now.getTime() + (options.deactivationInDays ?? 60) * day),
    },
    NOT_PUBLISHABLE: { a: null, d: null },
    NEVER_ACTIVATED: { a: created, d: created },
    NOT_MARKED_TO_BE_ACTIVE_NOW: {
      a: new Date(now.getTime() - 20 * day),
      d: new Date(now.getTime() - 2 * day),
    },
    ARCHIVED: { a: new Date(now.getTime() - 20 * day), d: new Date(now.getTime() - 2 * day) },
  }[state];
  const blank = new Set(options.blank ?? []);
  const [study] = await db
    .insert(studies)
    .values({
      studyNum: unique("STUDY").toUpperCase(),
      publishable: state !== "NOT_PUBLISHABLE",
      contactName: "Casey Contact",
      contactEmail: blank.has("contactEmail") ? null : "casey@example.edu",
      postingActivationDate: dates.a,
      postingDeactivationDate: dates.d,
      archivedDate: state === "ARCHIVED" ? new Date(now.getTime() - day) : null,
    })
    .returning();
  if (!study) throw new Error("study insert failed");
  const text = (propertyId: number, savedValue: string) => ({
    studyId: study.id,
    propertyId,
    language: "EN",
    savedValue,
  });
  const lookup = (propertyId: number, ids: number[]) => ({
    studyId: study.id,
    propertyId,
    language: "EN",
    lookupValueIds: ids,
  });
  const values = [
    ...(blank.has("title")
      ? []
      : [text(STUDY_PROPERTY_IDS.title, options.title ?? `Study of ${study.studyNum}`)]),
    ...(blank.has("purpose") ? [] : [text(STUDY_PROPERTY_IDS.purpose, "To learn something useful.")]),
    text(STUDY_PROPERTY_IDS.studyDescription, "Two visits of an hour each."),
    ...(blank.has("conditions") ? [] : [lookup(STUDY_PROPERTY_IDS.conditions, [272000])]),
    lookup(STUDY_PROPERTY_IDS.locations, [271000]),
    lookup(STUDY_PROPERTY_IDS.offersCompensation, [BOOLEAN_FALSE_ID]),
    lookup(STUDY_PROPERTY_IDS.department, [270000]),
  ];
  await db.insert(studyPropertyValues).values(values);
  if (options.team?.length) {
    await db
      .insert(studyTeamMembers)
      .values(options.team.map((member) => ({ ...member, studyId: study.id })));
  }
  return study;
}

/** An IRB record a study can be added from; its PI is `pi` (a staff user) or a new person. */
export async function makeImportedStudy(
  db: DbOrTx,
  options: { valid?: boolean; pi?: MadeUser; publishable?: boolean } = {},
) {
  const studyNum = unique("IRB").toUpperCase();
  const [row] = await db
    .insert(importedStudies)
    .values({
      studyNum,
      description: `Protocol ${studyNum}`,
      publishable: options.publishable ?? true,
      valid: options.valid ?? true,
      piFirstName: options.pi?.firstName ?? "Priya",
      piMiddleName: options.pi ? null : "K.",
      piLastName: options.pi ? "Tester" : "Investigator",
      piEmail: options.pi?.email ?? `${unique("pi")}@example.edu`,
      irbStatus: options.valid === false ? "WITHDRAWN" : "APPROVED",
    })
    .returning();
  if (!row) throw new Error("imported study insert failed");
  return row;
}

/** A volunteer with a profile; fields not given are unanswered (NULL). */
export async function makeVolunteer(
  db: DbOrTx,
  profile: Partial<typeof volunteerProfiles.$inferInsert> = {},
  options: { enabled?: boolean; firstName?: string; lastName?: string; parentUserId?: number } = {},
): Promise<MadeUser> {
  const user = await makeVolunteerUser(db, options);
  if (options.enabled === false) await db.update(users).set({ enabled: false }).where(eq(users.id, user.id));
  if (options.parentUserId !== undefined) {
    await db.update(users).set({ parentUserId: options.parentUserId }).where(eq(users.id, user.id));
  }
  await db.insert(volunteerProfiles).values({ ...profile, userId: user.id });
  return user;
}

/** A matched_participants row, as the matcher (or an earlier ask or dismissal) would leave it. */
export async function makeMatch(
  db: DbOrTx,
  row: {
    studyId: number;
    userId: number;
    status: "EXACT" | "PARTIAL" | "ASKED_IF_INTERESTED" | "DISMISSED";
    timestamp?: Date;
  },
): Promise<void> {
  await db.insert(matchedParticipants).values({ ...row, timestamp: row.timestamp ?? new Date() });
}

/** A session of the user as sign-in opens it (volunteers cannot sign in to the staff app yet). */
export async function makeSession(db: DbOrTx, userId: number): Promise<string> {
  const id = newSessionId();
  const now = new Date();
  await db
    .insert(sessions)
    .values({ id, userId, createdAt: now, lastSeenAt: now, expiresAt: new Date(now.getTime() + 3_600_000) });
  return id;
}

/** A message template of the study. */
export async function makeMessageTemplate(
  db: DbOrTx,
  options: { studyId: number; type?: "ASK_IF_INTERESTED" | "MESSAGE"; name?: string; text?: string },
) {
  const [row] = await db
    .insert(messageTemplates)
    .values({
      studyId: options.studyId,
      type: options.type ?? "MESSAGE",
      name: options.name ?? unique("Template"),
      text: options.text ?? "Hello *|FNAME|*, thank you for your interest.",
    })
    .returning();
  if (!row) throw new Error("template insert failed");
  return row;
}

/** A volunteer's interest in a study (a study_volunteers row), with the labels given. */
export async function makeInterest(
  db: DbOrTx,
  row: {
    studyId: number;
    userId: number;
    status?: "NEW" | "ELIGIBLE" | "INELIGIBLE" | "PENDING";
    showInterestDate?: Date;
    labelIds?: number[];
    sourceTag?: string;
  },
) {
  const [interest] = await db
    .insert(studyVolunteers)
    .values({
      studyId: row.studyId,
      userId: row.userId,
      status: row.status ?? "NEW",
      showInterestDate: row.showInterestDate ?? new Date(),
      sourceTag: row.sourceTag ?? null,
    })
    .returning();
  if (!interest) throw new Error("interest insert failed");
  if (row.labelIds?.length) {
    await db
      .insert(studyVolunteerLabels)
      .values(row.labelIds.map((labelId) => ({ studyVolunteerId: interest.id, labelId })));
  }
  return interest;
}

/** A label of the study. */
export async function makeLabel(db: DbOrTx, options: { studyId: number; name?: string; style?: string }) {
  const [label] = await db
    .insert(labels)
    .values({
      studyId: options.studyId,
      name: options.name ?? unique("Label"),
      style: options.style ?? "label-color-1",
    })
    .returning();
  if (!label) throw new Error("label insert failed");
  return label;
}

export interface MadeQuestion {
  id: number;
  /** Option ids in the order of the options given. */
  optionIds: number[];
}

/** The study's questionnaire with these questions, ordered as given (orderNum 1, 2, ...). */
export async function makeQuestionnaire(
  db: DbOrTx,
  options: {
    studyId: number;
    questions: {
      text: string;
      inputType?: QuestionInputType;
      questionType?: QuestionType;
      options?: string[];
    }[];
  },
): Promise<MadeQuestion[]> {
  const [questionnaire] = await db
    .insert(screeningQuestionnaires)
    .values({ studyId: options.studyId })
    .returning({ id: screeningQuestionnaires.id });
  if (!questionnaire) throw new Error("questionnaire insert failed");
  const made: MadeQuestion[] = [];
  for (const [index, question] of options.questions.entries()) {
    const [row] = await db
      .insert(screeningQuestions)
      .values({
        questionnaireId: questionnaire.id,
        orderNum: index + 1,
        text: question.text,
        inputType: question.inputType ?? "TEXTBOX",
        questionType: question.questionType ?? "USER_DEFINED",
      })
      .returning({ id: screeningQuestions.id });
    if (!row) throw new Error("question insert failed");
    const optionRows = question.options?.length
      ? await db
          .insert(screeningQuestionOptions)
          .values(question.options.map((text, order) => ({ questionId: row.id, orderNum: order + 1, text })))
          .returning({ id: screeningQuestionOptions.id })
      : [];
    made.push({ id: row.id, optionIds: optionRows.map((option) => option.id) });
  }
  return made;
}

/** A volunteer's answer to a question: a typed value or chosen options. */
export async function makeAnswer(
  db: DbOrTx,
  options: { questionId: number; userId: number; value?: string; optionIds?: number[] },
) {
  const [answer] = await db
    .insert(screeningAnswers)
    .values({ questionId: options.questionId, userId: options.userId, answerValue: options.value ?? null })
    .returning({ id: screeningAnswers.id });
  if (!answer) throw new Error("answer insert failed");
  if (options.optionIds?.length)
    await db
      .insert(screeningAnswerOptions)
      .values(options.optionIds.map((optionId) => ({ answerId: answer.id, optionId })));
  return answer;
}

/** An attachment of the study holding `content`. */
export async function makeAttachment(
  db: DbOrTx,
  options: { studyId: number; title?: string; filename?: string; content?: string; creatorUserId?: number },
) {
  const data = Buffer.from(options.content ?? "attachment content");
  const [file] = await db
    .insert(storedFiles)
    .values({ contentType: "text/plain", sizeBytes: data.byteLength, data })
    .returning({ id: storedFiles.id });
  if (!file) throw new Error("file insert failed");
  const [attachment] = await db
    .insert(attachments)
    .values({
      studyId: options.studyId,
      title: options.title ?? unique("Attachment"),
      filename: options.filename ?? "consent-form.txt",
      fileId: file.id,
      creatorUserId: options.creatorUserId ?? null,
    })
    .returning();
  if (!attachment) throw new Error("attachment insert failed");
  return attachment;
}

/** A message of an interested participant's conversation: from the volunteer unless `fromUserId` is the team's. */
export async function makeMessage(
  db: DbOrTx,
  options: {
    interest: { id: number; studyId: number; userId: number };
    fromUserId?: number;
    status?: "READ" | "UNREAD";
    sentDate: Date;
    body?: string;
  },
) {
  const fromTeam = options.fromUserId !== undefined && options.fromUserId !== options.interest.userId;
  const [message] = await db
    .insert(messages)
    .values({
      studyId: options.interest.studyId,
      studyVolunteerId: options.interest.id,
      volunteerUserId: options.interest.userId,
      fromUserId: options.fromUserId ?? options.interest.userId,
      body: options.body ?? "Hello",
      sentDate: options.sentDate,
      recipientVolunteer: fromTeam,
      status: options.status ?? "READ",
    })
    .returning();
  if (!message) throw new Error("message insert failed");
  return message;
}
