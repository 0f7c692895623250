import { hash } from "@node-rs/argon2";
import { eq, sql } from "drizzle-orm";
import {
  BOOLEAN_FALSE_ID,
  BOOLEAN_TRUE_ID,
  USER_REQUESTED_REASON_ID,
} from "../../../../core/rules/lookup-ids";
import type { DbOrTx, Tx } from "../../connect";
import { intArray } from "../../int-array";
import {
  criterionClauses,
  criterionExpressions,
  eligibilityCriteria,
  importedStudies,
  labels,
  loginAudits,
  lookupValues,
  matchedParticipants,
  messages,
  messageTemplates,
  studies,
  studyImporters,
  studyPropertyValues,
  studyTeamMembers,
  studyVolunteerLabels,
  studyVolunteers,
  userRoles,
  users,
  volunteerProfiles,
} from "../../schema/index";
import { criterionVariableSeeds, studyPropertySeeds } from "../reference/definitions";
import { demoConversation } from "./conversation-script";
import { firstNameAt, lastNames, middleNames, places, streets } from "./names";
import { SeededRandom } from "./random";
import { insertDemoQuestionnaire } from "./screening-questionnaires";
import { type StudyTopic, studyTopics } from "./study-topics";

export const DEMO_PASSWORD = "demo-password";
export const DEMO_VOLUNTEER_COUNT = 2400;

/** Demo staff accounts (DESIGN.md §10). */
export const demoStaff = [
  { email: "admin@example.edu", firstName: "Avery", lastName: "Admin", roles: ["ADMIN"] },
  { email: "support@example.edu", firstName: "Sam", lastName: "Support", roles: ["CUSTOMER_SUPPORT"] },
  { email: "importer@example.edu", firstName: "Irene", lastName: "Importer", roles: ["STUDY_IMPORTER"] },
  { email: "pi@example.edu", firstName: "Patricia", middleName: "Q.", lastName: "Investigator", roles: [] },
  { email: "member@example.edu", firstName: "Marcus", lastName: "Member", roles: [] },
  { email: "new@example.edu", firstName: "Nina", lastName: "Newcomer", roles: [] },
] as const;

/** Other principal investigators, so that pi@example.edu does not lead every study. */
const otherInvestigators = [
  { email: "rgupta@example.edu", firstName: "Rohan", middleName: null, lastName: "Gupta" },
  { email: "ewashington@example.edu", firstName: "Elaine", middleName: "M.", lastName: "Washington" },
];

/** Imported IRB records that no demo study uses yet: a newcomer can add these (README). */
export const unusedImportedStudyNumbers = [
  "STUDY00002001",
  "STUDY00002002",
  "STUDY00002003",
  "STUDY00002004",
  "STUDY00002005",
];
/** An IRB record marked invalid: adding it shows the invalid-number message. */
export const invalidImportedStudyNumber = "STUDY00002900";

type PostingState =
  | "ACTIVE"
  | "ACTIVE_ENDING_SOON"
  | "NOT_PUBLISHABLE"
  | "NEVER_ACTIVATED"
  | "NOT_MARKED_TO_BE_ACTIVE_NOW"
  | "ARCHIVED";

/** Index → posting state: most active, and every state of spec 000 §4.1 at least twice. */
function postingStateOf(index: number): PostingState {
  if (index >= 27) return "ARCHIVED";
  if (index >= 25) return "NOT_MARKED_TO_BE_ACTIVE_NOW";
  if (index >= 23) return "NEVER_ACTIVATED";
  if (index >= 21) return "NOT_PUBLISHABLE";
  if (index >= 18) return "ACTIVE_ENDING_SOON";
  return "ACTIVE";
}

const DAY = 86_400_000;

async function insertChunked<T>(
  rows: T[],
  insert: (chunk: T[]) => Promise<unknown>,
  size = 500,
): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * Loads the demo data of DESIGN.md §10 in one transaction. Deterministic: the same seed gives the same
 * people, studies and conversations; dates are placed relative to `now` so that posting states hold.
 */
export async function loadDemoData(db: DbOrTx, options: { now?: Date; seed?: number } = {}): Promise<void> {
  const now = (options.now ?? new Date()).getTime();
  const random = new SeededRandom(options.seed ?? 20261122);
  const passwordHash = await hash(DEMO_PASSWORD);

  await db.transaction(async (tx) => {
    const lookups = await tx.select().from(lookupValues);
    const idsOf = (type: string) => lookups.filter((l) => l.type === type).map((l) => l.id);
    const idOf = (type: string, name: string) => {
      const found = lookups.find((l) => l.type === type && l.name === name);
      if (!found) throw new Error(`missing lookup ${type}/${name}`);
      return found.id;
    };
    const conditionIdByText = new Map(
      lookups.filter((l) => l.type === "MEDICAL_CONDITION").map((l) => [l.displayText, l.id]),
    );

    const staffIds = new Map<string, number>();
    for (const person of [...demoStaff, ...otherInvestigators]) {
      const [row] = await tx
        .insert(users)
        .values({
          type: "STAFF",
          email: person.email,
          username: person.email,
          firstName: person.firstName,
          middleName: "middleName" in person ? person.middleName : null,
          lastName: person.lastName,
          passwordHash,
          agreedToUserAgreementAt: person.email === "new@example.edu" ? null : new Date(now - 30 * DAY),
        })
        .returning({ id: users.id });
      if (!row) throw new Error("insert failed");
      staffIds.set(person.email, row.id);
      const roles = "roles" in person ? person.roles : [];
      if (roles.length > 0)
        await tx.insert(userRoles).values(roles.map((role) => ({ userId: row.id, role })));
      // Study importers are listed from their registry, which an accepted invitation fills.
      if ((roles as readonly string[]).includes("STUDY_IMPORTER"))
        await tx.insert(studyImporters).values({ userId: row.id });
    }

    const volunteerIds = await insertVolunteers(tx, random, now, {
      genders: idsOf("GENDER"),
      races: idsOf("RACE"),
      smoking: idsOf("SMOKING_STATUS"),
      fluency: idsOf("FLUENT_ENGLISH"),
      conditions: idsOf("MEDICAL_CONDITION"),
      learnedFrom: idsOf("LEARNED_ABOUT_WEBSITE_FROM"),
      passwordHash,
    });

    const context: StudyContext = {
      tx,
      random,
      now,
      staffIds,
      volunteerIds,
      idOf,
      conditionIdByText,
      locationIdByName: (name) => idOf("STUDY_LOCATION", name),
    };
    for (const [index, topic] of studyTopics.entries()) {
      await insertStudy(context, index, topic);
    }
    await insertUnusedImportedStudies(tx);
    await insertSupportCaseFamily(tx, passwordHash, now);
  });
}

/**
 * A parent and their loved one that customer support can find by name ("Supportcase") and deactivate
 * and reactivate in a demo (and the browser tests) without touching any study's lists.
 */
async function insertSupportCaseFamily(tx: Tx, passwordHash: string, now: number) {
  const people = [
    { email: "casey.supportcase@example.org", firstName: "Casey", streetAddress: "12 Elm Street" },
    { email: "riley.supportcase@example.org", firstName: "Riley", streetAddress: "12 Elm Street" },
  ];
  const ids: number[] = [];
  for (const person of people) {
    const [row] = await tx
      .insert(users)
      .values({
        type: "VOLUNTEER",
        email: person.email,
        username: person.email,
        firstName: person.firstName,
        lastName: "Supportcase",
        passwordHash,
        createdAt: new Date(now - 90 * DAY),
        lastLoginDate: new Date(now - 2 * DAY),
      })
      .returning({ id: users.id });
    if (!row) throw new Error("insert failed");
    ids.push(row.id);
    await tx.insert(volunteerProfiles).values({
      userId: row.id,
      streetAddress: person.streetAddress,
      city: "Springfield",
      state: "IL",
      zipCode: "62704",
      // Visible to the teams they show interest in only: they appear on no matched list.
      visibleToStudyTeams: "INTERESTED_STUDY_TEAMS_ONLY",
    });
  }
  const [parent, child] = ids;
  if (parent !== undefined && child !== undefined) {
    await tx.update(users).set({ parentUserId: parent }).where(eq(users.id, child));
    await tx.insert(loginAudits).values({
      userId: parent,
      email: people[0]?.email ?? "",
      auditStatus: "SUCCESS",
      auditDate: new Date(now - 2 * DAY),
    });
  }
}

interface VolunteerLookups {
  genders: number[];
  races: number[];
  smoking: number[];
  fluency: number[];
  conditions: number[];
  learnedFrom: number[];
  passwordHash: string;
}

/** Every 40th volunteer is a child whose account hangs off the previous volunteer (a parent). */
const isChildAt = (index: number) => index % 40 === 39;

async function insertVolunteers(tx: Tx, random: SeededRandom, now: number, lookups: VolunteerLookups) {
  // The accounts' draws come first and the profiles' after, as the demo always drew them, so that the
  // rest of the demo data stays the same; the first name is chosen once the profile's sex is known.
  const accounts = Array.from({ length: DEMO_VOLUNTEER_COUNT }, () => ({
    firstNameDraw: random.next(),
    lastName: random.pick(lastNames),
    middleName: random.chance(0.3) ? random.pick(middleNames) : null,
    enabled: !random.chance(0.02),
    createdAt: new Date(now - random.int(1, 900) * DAY),
    lastLoginDate: random.chance(0.8) ? new Date(now - random.int(0, 120) * DAY) : null,
  }));
  const [female, male, intersex] = lookups.genders as [number, number, number];
  const profiles = accounts.map((_, index) => {
    const isChild = isChildAt(index);
    const ageYears = isChild ? random.int(2, 17) : random.int(18, 88);
    const genderId = random.chance(0.04)
      ? null
      : random.chance(0.02)
        ? intersex
        : random.chance(0.52)
          ? female
          : male;
    const heightIn = genderId === male ? random.int(63, 76) : random.int(58, 71);
    const bmi = random.int(180, 420) / 10;
    const weight = Math.round(((bmi * heightIn * heightIn) / 703) * 10) / 10;
    const hasBody = random.chance(0.8) && !isChild;
    const pregnantPossible =
      (genderId === female || genderId === intersex) && ageYears >= 18 && ageYears <= 44;
    const dueInDays = pregnantPossible && random.chance(0.08) ? random.int(-20, 250) : null;
    const healthy = random.chance(0.3);
    const place = random.pick(places);
    return {
      genderId,
      genderIdentity: random.chance(0.7)
        ? genderId === male
          ? "Man"
          : genderId === female
            ? "Woman"
            : null
        : null,
      genderPronoun: random.chance(0.6)
        ? genderId === male
          ? "he/him"
          : genderId === female
            ? "she/her"
            : "they/them"
        : null,
      dateOfBirth: random.chance(0.08)
        ? null
        : isoDate(now - ageYears * 365.25 * DAY - random.int(0, 364) * DAY),
      raceIds: random.chance(0.15)
        ? null
        : random.sample(lookups.races.slice(0, 7), random.chance(0.1) ? 2 : 1),
      englishFluencyId: random.chance(0.1)
        ? null
        : random.chance(0.9)
          ? (lookups.fluency[0] ?? null)
          : (lookups.fluency[1] ?? null),
      height: hasBody ? heightIn : null,
      weight: hasBody ? weight : null,
      smokingStatusId: random.chance(0.15) ? null : random.pick(lookups.smoking),
      currentConditionIds: random.chance(0.2)
        ? null
        : healthy
          ? []
          : random.sample(lookups.conditions, random.int(1, 4)),
      pastConditionIds: random.chance(0.35) ? null : random.sample(lookups.conditions, random.int(0, 3)),
      hasMetalImplants: random.chance(0.25) ? null : random.chance(0.08),
      willingToChangeMeds: random.chance(0.3) ? null : random.chance(0.55),
      willingTakeExpDrugs: random.chance(0.3) ? null : random.chance(0.45),
      pregnant: dueInDays !== null ? dueInDays > 0 : pregnantPossible ? false : null,
      estimatedDueDate: dueInDays !== null ? isoDate(now + dueInDays * DAY) : null,
      parentOrGuardianOfAChild: isChild ? false : random.chance(0.2) ? null : random.chance(0.35),
      phone: random.chance(0.85)
        ? `734-${random.int(200, 999)}-${String(random.int(0, 9999)).padStart(4, "0")}`
        : null,
      streetAddress: random.chance(0.9) ? `${random.int(10, 9999)} ${random.pick(streets)}` : null,
      city: place[0],
      state: place[1],
      zipCode: place[2],
      visibleToStudyTeams: random.chance(0.15)
        ? ("INTERESTED_STUDY_TEAMS_ONLY" as const)
        : ("ALL_STUDY_TEAMS" as const),
      messageNotificationFrequency: random.pick(["IMMEDIATELY", "DAILY", "WEEKLY", "BI_WEEKLY"]),
      recommendationNotificationFrequency: random.pick(["DAILY", "WEEKLY", "BI_WEEKLY", "MONTHLY", "NEVER"]),
      learnedAboutWebsiteFromId: random.chance(0.5) ? random.pick(lookups.learnedFrom) : null,
      updatedAt: new Date(now - random.int(0, 300) * DAY),
    };
  });
  const userRows = accounts.map((account, index) => {
    const genderId = profiles[index]?.genderId;
    const sex = genderId === female ? "female" : genderId === male ? "male" : null;
    const firstName = firstNameAt(sex, account.firstNameDraw);
    // A child carries the family name of the parent whose account it hangs off.
    const lastName = isChildAt(index)
      ? (accounts[index - 1]?.lastName ?? account.lastName)
      : account.lastName;
    const email = `${firstName}.${lastName}.${index + 1}@example.org`.toLowerCase().replace(/'/g, "");
    return {
      type: "VOLUNTEER" as const,
      email,
      username: email,
      firstName,
      middleName: account.middleName,
      lastName,
      passwordHash: lookups.passwordHash,
      enabled: account.enabled,
      createdAt: account.createdAt,
      lastLoginDate: account.lastLoginDate,
      // A demo account that is not open was closed at its owner's request (none waits for its e-mail's link).
      deactivationReasonId: account.enabled ? null : USER_REQUESTED_REASON_ID,
      deactivatedAt: account.enabled ? null : (account.lastLoginDate ?? account.createdAt),
    };
  });
  const ids: number[] = [];
  await insertChunked(userRows, async (chunk) => {
    const inserted = await tx.insert(users).values(chunk).returning({ id: users.id });
    ids.push(...inserted.map((row) => row.id));
  });
  await insertChunked(ids, (chunk) =>
    tx.insert(userRoles).values(chunk.map((userId) => ({ userId, role: "VOLUNTEER" as const }))),
  );
  const profileRows = profiles.map((profile, index) => {
    const userId = ids[index];
    if (userId === undefined) throw new Error("a demo profile without its account");
    return Object.assign({ userId }, profile);
  });
  await insertChunked(profileRows, (chunk) => tx.insert(volunteerProfiles).values(chunk));
  for (let index = 39; index < ids.length; index += 40) {
    const child = ids[index];
    const parent = ids[index - 1];
    if (child !== undefined && parent !== undefined) {
      await tx.update(users).set({ parentUserId: parent }).where(eq(users.id, child));
      await tx
        .update(volunteerProfiles)
        .set({ parentOrGuardianOfAChild: true })
        .where(eq(volunteerProfiles.userId, parent));
    }
  }
  return ids;
}

interface StudyContext {
  tx: Tx;
  random: SeededRandom;
  now: number;
  staffIds: Map<string, number>;
  volunteerIds: number[];
  idOf: (type: string, name: string) => number;
  conditionIdByText: Map<string, number>;
  locationIdByName: (name: string) => number;
}

function postingDates(state: PostingState, random: SeededRandom, now: number) {
  const activated = new Date(now - random.int(10, 200) * DAY);
  switch (state) {
    case "ACTIVE":
      return {
        publishable: true,
        activation: activated,
        deactivation: new Date(now + random.int(30, 240) * DAY),
        archived: null,
      };
    case "ACTIVE_ENDING_SOON":
      return {
        publishable: true,
        activation: activated,
        deactivation: new Date(now + random.int(1, 13) * DAY + 3_600_000),
        archived: null,
      };
    case "NOT_PUBLISHABLE":
      return { publishable: false, activation: null, deactivation: null, archived: null };
    case "NEVER_ACTIVATED": {
      const created = new Date(now - random.int(1, 30) * DAY);
      return { publishable: true, activation: created, deactivation: created, archived: null };
    }
    case "NOT_MARKED_TO_BE_ACTIVE_NOW":
      return {
        publishable: true,
        activation: activated,
        deactivation: new Date(now - random.int(1, 9) * DAY),
        archived: null,
      };
    case "ARCHIVED":
      return {
        publishable: true,
        activation: activated,
        // One archived study keeps dates that would make it active: the badge still says Archived.
        deactivation: new Date(now + (random.chance(0.5) ? 60 : -5) * DAY),
        archived: new Date(now - random.int(1, 20) * DAY),
      };
  }
}

async function insertStudy(context: StudyContext, index: number, topic: StudyTopic): Promise<void> {
  const { tx, random, now, staffIds } = context;
  const state = postingStateOf(index);
  const studyNum = `STUDY0000${1001 + index}`;
  const leadEmail =
    index % 10 === 9 ? (otherInvestigators[index % 2]?.email ?? "pi@example.edu") : "pi@example.edu";
  const lead = otherInvestigators.find((p) => p.email === leadEmail) ?? {
    email: "pi@example.edu",
    firstName: "Patricia",
    middleName: "Q.",
    lastName: "Investigator",
  };
  await tx.insert(importedStudies).values({
    studyNum,
    description: topic.title,
    publishable: state !== "NOT_PUBLISHABLE",
    piFirstName: lead.firstName,
    piMiddleName: lead.middleName,
    piLastName: lead.lastName,
    piEmail: lead.email,
    irbStatus: "APPROVED",
  });

  const dates = postingDates(state, random, now);
  const participantTypes = [context.idOf("PARTICIPANT_TYPE", topic.ageRange[0] < 18 ? "CHILDREN" : "ADULTS")];
  participantTypes.push(
    context.idOf(
      "PARTICIPANT_TYPE",
      topic.conditions.length > 0 ? "PEOPLE_WITH_CONDITIONS" : "HEALTHY_VOLUNTEERS",
    ),
  );
  const [study] = await tx
    .insert(studies)
    .values({
      studyNum,
      publishable: dates.publishable,
      contactName: `${lead.firstName} ${lead.lastName}`,
      contactEmail: lead.email,
      contactPhone: `734-555-${String(1000 + index).padStart(4, "0")}`,
      contactWebsite:
        index % 3 === 0 ? `https://research.example.edu/studies/${studyNum.toLowerCase()}` : null,
      postingActivationDate: dates.activation,
      postingDeactivationDate: dates.deactivation,
      archivedDate: dates.archived,
      enrollmentNumber:
        state === "NOT_MARKED_TO_BE_ACTIVE_NOW" ? (index % 2 === 0 ? -1 : random.int(3, 40)) : null,
      participantTypeIds: participantTypes,
      matchingRequestedAt: new Date(now - DAY),
      matchingCompletedAt: new Date(now - DAY + 60_000),
      createdByUserId: staffIds.get(leadEmail) ?? null,
      createdAt: new Date(now - random.int(200, 400) * DAY),
    })
    .returning({ id: studies.id });
  if (!study) throw new Error("study insert failed");

  const team: { userId: number; role: "PRINCIPAL_INVESTIGATOR" | "TEAM_MEMBER" }[] = [
    { userId: staffIds.get(leadEmail) as number, role: "PRINCIPAL_INVESTIGATOR" },
  ];
  if (index % 3 === 0)
    team.push({ userId: staffIds.get("member@example.edu") as number, role: "TEAM_MEMBER" });
  if (leadEmail !== "pi@example.edu" && index % 2 === 1) {
    team.push({ userId: staffIds.get("pi@example.edu") as number, role: "TEAM_MEMBER" });
  }
  await tx.insert(studyTeamMembers).values(team.map((member) => ({ ...member, studyId: study.id })));

  await insertPropertyValues(context, study.id, index, topic);
  await insertCriteria(context, study.id, topic);

  const everActive =
    state === "ACTIVE" ||
    state === "ACTIVE_ENDING_SOON" ||
    state === "NOT_MARKED_TO_BE_ACTIVE_NOW" ||
    state === "ARCHIVED";
  if (!everActive) return;
  const pool = random.sample(context.volunteerIds, 260);
  const interested = pool.slice(0, random.int(25, 70));
  const matched = state === "ACTIVE" || state === "ACTIVE_ENDING_SOON" ? pool.slice(interested.length) : [];
  await insertParticipants(context, study.id, team[0]?.userId as number, interested, matched);
  // Most studies ask screening questions; a few do not, so that both cases show.
  if (index % 4 !== 2) await insertDemoQuestionnaire(tx, study.id, interested);
}

async function insertPropertyValues(
  context: StudyContext,
  studyId: number,
  index: number,
  topic: StudyTopic,
) {
  const { tx, random } = context;
  const propertyId = (name: string) => {
    const found = studyPropertySeeds.find((p) => p.name === name);
    if (!found) throw new Error(`unknown property ${name}`);
    return found.id;
  };
  const conditionIds = topic.conditions.map((text) => {
    const id = context.conditionIdByText.get(text);
    if (id === undefined) throw new Error(`unknown condition ${text}`);
    return id;
  });
  const offersCompensation = topic.compensation !== undefined;
  const text = (name: string, savedValue: string | null, language = "EN") => ({
    studyId,
    propertyId: propertyId(name),
    language,
    savedValue,
    lookupValueIds: [] as number[],
  });
  const lookup = (name: string, ids: number[]) => ({ ...text(name, null), lookupValueIds: ids });
  // One not-publishable study misses its purpose: lifecycle changes on it must be refused.
  const purpose = postingStateOf(index) === "NOT_PUBLISHABLE" && index % 2 === 0 ? null : topic.purpose;
  const rows = [
    text("title", topic.title),
    lookup("conditions", conditionIds),
    text("purpose", purpose),
    text(
      "studyDescription",
      `${topic.purpose} Participants will come to ${topic.locations.length > 1 ? "one of our sites" : "our site"} ` +
        `${random.int(2, 8)} times over ${random.int(2, 12)} months. Each visit takes about ${random.int(1, 3)} hours ` +
        "and may include questionnaires, a short physical exam and a blood draw.",
    ),
    lookup("locations", topic.locations.map(context.locationIdByName)),
    lookup("offersCompensation", [offersCompensation ? BOOLEAN_TRUE_ID : BOOLEAN_FALSE_ID]),
    text("compensation", topic.compensation ?? null),
    lookup("department", [context.idOf("STUDY_DEPARTMENT", topic.department)]),
    text("aboutStudy", index % 2 === 0 ? "This study is funded by the National Institutes of Health." : null),
  ];
  if (topic.titleEs) rows.push(text("title", topic.titleEs, "ES"));
  await tx.insert(studyPropertyValues).values(rows);
}

async function insertCriteria(context: StudyContext, studyId: number, topic: StudyTopic) {
  const { tx, random } = context;
  const variable = (name: string) => {
    const found = criterionVariableSeeds.find((v) => v.name === name);
    if (!found) throw new Error(`unknown variable ${name}`);
    return found.id;
  };
  const groupCount = random.chance(0.25) ? 2 : 1;
  for (let group = 0; group < groupCount; group++) {
    const [criterion] = await tx
      .insert(eligibilityCriteria)
      .values({ studyId, name: groupCount > 1 ? `Group ${group + 1}` : "Group 1", orderNum: group + 1 })
      .returning({ id: eligibilityCriteria.id });
    if (!criterion) throw new Error("criterion insert failed");
    const [inclusion, exclusion] = await tx
      .insert(criterionClauses)
      .values([
        { criterionId: criterion.id, orderNum: 1, clauseConnector: "AND" },
        { criterionId: criterion.id, orderNum: 2, clauseConnector: "TERMINAL" },
      ])
      .returning({ id: criterionClauses.id });
    if (!inclusion || !exclusion) throw new Error("clause insert failed");
    const [minAge, maxAge] = topic.ageRange;
    const split = groupCount > 1 ? Math.round((minAge + maxAge) / 2) : maxAge;
    const expressions: {
      clauseId: number;
      orderNum: number;
      operator: string;
      variableId: number;
      savedValue: string | null;
      lookupValueIds?: number[];
    }[] = [
      {
        clauseId: inclusion.id,
        orderNum: 1,
        operator: "BETWEEN",
        variableId: variable("age"),
        savedValue: group === 0 ? `${minAge}:${split}` : `${split + 1}:${maxAge}`,
      },
    ];
    const conditionIds = topic.conditions.map((text) => context.conditionIdByText.get(text) as number);
    const inclusionLookups: { variableId: number; operator: string; lookupValueIds: number[] }[] = [];
    if (conditionIds.length > 0) {
      inclusionLookups.push({
        variableId: variable("currentConditions"),
        operator: "ANY_OF",
        lookupValueIds: conditionIds,
      });
    }
    if (random.chance(0.4)) {
      inclusionLookups.push({
        variableId: variable("bmi"),
        operator: "BETWEEN",
        lookupValueIds: [],
      });
    }
    for (const [offset, item] of inclusionLookups.entries()) {
      expressions.push({
        clauseId: inclusion.id,
        orderNum: 2 + offset,
        operator: item.operator,
        variableId: item.variableId,
        savedValue: item.variableId === variable("bmi") ? "18.5:35" : null,
        ...(item.lookupValueIds.length > 0 ? { lookupValueIds: item.lookupValueIds } : {}),
      });
    }
    const exclusionRows: typeof expressions = [
      {
        clauseId: exclusion.id,
        orderNum: 1,
        operator: "NOT_ANY_OF",
        variableId: variable("smokingStatus"),
        savedValue: null,
        lookupValueIds: [context.idOf("SMOKING_STATUS", "CURRENT_EVERY_DAY")],
      },
    ];
    if (random.chance(0.5)) {
      exclusionRows.push({
        clauseId: exclusion.id,
        orderNum: 2,
        operator: "NOT_EQUAL",
        variableId: variable("metalImplants"),
        savedValue: null,
        lookupValueIds: [BOOLEAN_TRUE_ID],
      });
    }
    await tx.insert(criterionExpressions).values([...expressions, ...exclusionRows]);
  }
}

const askNote =
  "Hello! Based on your profile you may be a good fit for our study. Please let us know if you are interested.";

async function insertParticipants(
  context: StudyContext,
  studyId: number,
  piUserId: number,
  interested: number[],
  matched: number[],
) {
  const { tx, random, now } = context;
  const labelRows = await tx
    .insert(labels)
    .values(
      ["Call back", "Scheduled", "Consented", "Needs review", "Spanish speaker"]
        .slice(0, random.int(2, 5))
        .map((name, index) => ({ studyId, name, style: `label-color-${index * 2 + 1}` })),
    )
    .returning({ id: labels.id });
  await tx.insert(messageTemplates).values([
    { studyId, type: "ASK_IF_INTERESTED", name: "Default ask note", text: askNote, creatorUserId: piUserId },
    {
      studyId,
      type: "MESSAGE",
      name: "Schedule a screening call",
      text: "Hi *|FNAME|*, thank you for your interest! When would be a good time for a 10-minute screening call?",
      creatorUserId: piUserId,
    },
    {
      studyId,
      type: "MESSAGE",
      name: "Not eligible",
      text: "Dear *|FNAME|* *|LNAME|*, thank you for your interest. Unfortunately you do not meet the criteria for this study.",
      creatorUserId: piUserId,
    },
  ]);

  const statuses = ["NEW", "NEW", "NEW", "ELIGIBLE", "INELIGIBLE", "PENDING"] as const;
  const volunteerRows = interested.map((userId, index) => ({
    studyId,
    userId,
    status: random.pick(statuses),
    showInterestDate: new Date(now - random.int(0, 90 * 24) * 3_600_000),
    // Some came by the tagged links of a flyer and a newsletter (issue 29's Insights).
    sourceTag: index % 3 === 0 ? "flyer-2026" : index % 5 === 0 ? "newsletter" : null,
  }));
  // Everyone starts New and the team decides a few days later, so the status events tell how long.
  const studyVolunteerIds = await tx
    .insert(studyVolunteers)
    .values(volunteerRows.map((row) => ({ ...row, status: "NEW" as const })))
    .returning({
      id: studyVolunteers.id,
      userId: studyVolunteers.userId,
      showInterestDate: studyVolunteers.showInterestDate,
    });
  const statusOf = new Map(volunteerRows.map((row) => [row.userId, row.status]));
  const decided = studyVolunteerIds.flatMap((row, index) => {
    const status = statusOf.get(row.userId) ?? "NEW";
    return status === "NEW" ? [] : [{ id: row.id, status, days: 1 + (index % 6) }];
  });
  if (decided.length > 0) {
    await tx.execute(sql`update study_volunteers sv set status = d.status,
        status_updated_at = least(now(), sv.show_interest_date + d.days * interval '1 day')
      from unnest(${intArray(decided.map((row) => row.id))}, ${`{${decided.map((row) => row.status).join(",")}}`}::text[],
        ${intArray(decided.map((row) => row.days))}) as d(id, status, days)
      where sv.id = d.id`);
  }

  const labelLinks = studyVolunteerIds.flatMap((sv) =>
    labelRows
      .filter(() => random.chance(0.15))
      .map((label) => ({ studyVolunteerId: sv.id, labelId: label.id })),
  );
  if (labelLinks.length > 0) await tx.insert(studyVolunteerLabels).values(labelLinks);

  const messageRows = studyVolunteerIds
    .filter(() => random.chance(0.45))
    .flatMap((sv) => {
      const count = random.int(1, 6);
      const start = sv.showInterestDate.getTime() + 3_600_000;
      return demoConversation(random, count, start, now).map((message, i) => ({
        studyId,
        studyVolunteerId: sv.id,
        volunteerUserId: sv.userId,
        fromUserId: message.fromVolunteer ? sv.userId : piUserId,
        body: message.body,
        sentDate: message.sentDate,
        recipientVolunteer: !message.fromVolunteer,
        status:
          message.fromVolunteer && i === count - 1 && random.chance(0.6)
            ? ("UNREAD" as const)
            : ("READ" as const),
      }));
    });
  await insertChunked(messageRows, (chunk) => tx.insert(messages).values(chunk));

  if (matched.length === 0) return;
  const matchedRows = matched.map((userId) => {
    const roll = random.next();
    const status =
      roll < 0.5 ? "EXACT" : roll < 0.8 ? "PARTIAL" : roll < 0.92 ? "ASKED_IF_INTERESTED" : "DISMISSED";
    return {
      studyId,
      userId,
      status: status as "EXACT" | "PARTIAL" | "ASKED_IF_INTERESTED" | "DISMISSED",
      timestamp: new Date(now - random.int(0, 60 * 24) * 3_600_000),
      actedByUserId: status === "ASKED_IF_INTERESTED" || status === "DISMISSED" ? piUserId : null,
    };
  });
  await insertChunked(matchedRows, (chunk) => tx.insert(matchedParticipants).values(chunk));
  const asks = matchedRows
    .filter((row) => row.status === "ASKED_IF_INTERESTED")
    .map((row) => ({
      studyId,
      volunteerUserId: row.userId,
      fromUserId: piUserId,
      body: askNote,
      sentDate: row.timestamp,
      recipientVolunteer: true,
      kind: "ASK_IF_INTERESTED" as const,
    }));
  if (asks.length > 0) await tx.insert(messages).values(asks);
}

async function insertUnusedImportedStudies(tx: Tx) {
  const titles = [
    "Vitamin D and Muscle Strength in Older Adults",
    "Music Therapy for Chronic Pain",
    "Air Quality and Childhood Asthma Attacks",
    "Telehealth Follow-up after Knee Replacement",
    "Cold Water Immersion and Exercise Recovery",
  ];
  await tx.insert(importedStudies).values([
    ...unusedImportedStudyNumbers.map((studyNum, index) => ({
      studyNum,
      description: titles[index] ?? studyNum,
      publishable: index !== 4,
      piFirstName: "Patricia",
      piMiddleName: "Q.",
      piLastName: "Investigator",
      piEmail: "pi@example.edu",
      irbStatus: "APPROVED",
    })),
    {
      studyNum: invalidImportedStudyNumber,
      description: "Withdrawn protocol",
      publishable: false,
      valid: false,
      piFirstName: "Rohan",
      piLastName: "Gupta",
      piEmail: "rgupta@example.edu",
      irbStatus: "WITHDRAWN",
    },
  ]);
}
