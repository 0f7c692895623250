import { OUTBOX_SENT_KEPT_DAYS } from "../../../../core/rules/outbox";
import { STUDY_PROPERTY_IDS } from "../../../../core/rules/study-properties";
import { DEFAULT_TEAM_INVITE_HOURS } from "../../../../core/rules/study-team";

/** Study property definitions (spec 001 §3 "Study information form fields" plus lifecycle values). */
export const studyPropertySeeds = [
  { id: STUDY_PROPERTY_IDS.title, name: "title", valueType: "TEXT", lookupType: null, translatable: true },
  {
    id: 2,
    name: "conditions",
    valueType: "MULTI_LOOKUP",
    lookupType: "MEDICAL_CONDITION",
    translatable: false,
  },
  {
    id: STUDY_PROPERTY_IDS.purpose,
    name: "purpose",
    valueType: "LONG_TEXT",
    lookupType: null,
    translatable: true,
  },
  {
    id: STUDY_PROPERTY_IDS.studyDescription,
    name: "studyDescription",
    valueType: "LONG_TEXT",
    lookupType: null,
    translatable: true,
  },
  {
    id: STUDY_PROPERTY_IDS.locations,
    name: "locations",
    valueType: "MULTI_LOOKUP",
    lookupType: "STUDY_LOCATION",
    translatable: false,
  },
  {
    id: STUDY_PROPERTY_IDS.offersCompensation,
    name: "offersCompensation",
    valueType: "LOOKUP",
    lookupType: "BOOLEAN",
    translatable: false,
  },
  {
    id: STUDY_PROPERTY_IDS.compensation,
    name: "compensation",
    valueType: "LONG_TEXT",
    lookupType: null,
    translatable: true,
  },
  {
    id: STUDY_PROPERTY_IDS.department,
    name: "department",
    valueType: "LOOKUP",
    lookupType: "STUDY_DEPARTMENT",
    translatable: false,
  },
  {
    id: STUDY_PROPERTY_IDS.aboutStudy,
    name: "aboutStudy",
    valueType: "LONG_TEXT",
    lookupType: null,
    translatable: true,
  },
  {
    id: STUDY_PROPERTY_IDS.enrollmentNumber,
    name: "enrollmentNumber",
    valueType: "NUMBER",
    lookupType: null,
    translatable: false,
  },
  {
    id: STUDY_PROPERTY_IDS.archivedDate,
    name: "archivedDate",
    valueType: "DATE",
    lookupType: null,
    translatable: false,
  },
] as const;

/** Criterion variables and the profile fields behind them (DESIGN.md §7). */
export const criterionVariableSeeds = [
  { id: 1, name: "age", type: "NUMBER", lookupType: null, displayText: "Age" },
  { id: 2, name: "gender", type: "LOOKUP", lookupType: "GENDER", displayText: "Gender" },
  { id: 3, name: "pregnancy", type: "BOOLEAN", lookupType: "BOOLEAN", displayText: "Pregnant" },
  { id: 4, name: "race", type: "MULTI_LOOKUP", lookupType: "RACE", displayText: "Race" },
  { id: 5, name: "height", type: "NUMBER", lookupType: null, displayText: "Height (inches)" },
  { id: 6, name: "weight", type: "NUMBER", lookupType: null, displayText: "Weight (lbs)" },
  { id: 7, name: "bmi", type: "NUMBER", lookupType: null, displayText: "BMI" },
  {
    id: 8,
    name: "currentConditions",
    type: "MULTI_LOOKUP",
    lookupType: "MEDICAL_CONDITION",
    displayText: "Current medical conditions",
  },
  {
    id: 9,
    name: "pastConditions",
    type: "MULTI_LOOKUP",
    lookupType: "MEDICAL_CONDITION",
    displayText: "Past medical conditions",
  },
  {
    id: 10,
    name: "changeMeds",
    type: "BOOLEAN",
    lookupType: "BOOLEAN",
    displayText: "Willing to change medications",
  },
  {
    id: 11,
    name: "experimentalDrugs",
    type: "BOOLEAN",
    lookupType: "BOOLEAN",
    displayText: "Willing to take experimental drugs",
  },
  {
    id: 12,
    name: "metalImplants",
    type: "BOOLEAN",
    lookupType: "BOOLEAN",
    displayText: "Has metal implants",
  },
  {
    id: 13,
    name: "smokingStatus",
    type: "LOOKUP",
    lookupType: "SMOKING_STATUS",
    displayText: "Smoking status",
  },
  {
    id: 14,
    name: "parentOrGuardianStatus",
    type: "BOOLEAN",
    lookupType: "BOOLEAN",
    displayText: "Parent or guardian of a child under 18",
  },
  {
    id: 15,
    name: "englishFluency",
    type: "LOOKUP",
    lookupType: "FLUENT_ENGLISH",
    displayText: "Fluent in English",
  },
  { id: 16, name: "other", type: "TEXT", lookupType: null, displayText: "Other" },
] as const;

const ALL_FREQUENCIES = ["IMMEDIATELY", "DAILY", "WEEKLY", "NEVER"];

/** The four e-mail notification settings and the frequencies each offers. */
export const notificationSettingSeeds = [
  {
    name: "NEW_INTERESTED_PARTICIPANT_NOTIFICATION",
    displayText: "New interested participants",
    frequencies: ALL_FREQUENCIES,
  },
  {
    name: "NEW_MATCHED_PARTICIPANT_NOTIFICATION",
    displayText: "New matched participants",
    frequencies: ["DAILY", "WEEKLY", "NEVER"],
  },
  { name: "NEW_MESSAGE_NOTIFICATION", displayText: "New messages", frequencies: ALL_FREQUENCIES },
  { name: "ANNOUNCEMENT_NOTIFICATION", displayText: "Announcements", frequencies: ["IMMEDIATELY", "NEVER"] },
];

/** Application settings; an administrator's later edits are kept on restart. */
export function applicationSettingSeeds(applicationUrl: string) {
  return [
    {
      name: "APPLICATION_URL",
      group: "GENERAL",
      description: "Public address of the application, used in e-mails and after logging out",
      valueType: "URL" as const,
      value: applicationUrl,
    },
    {
      name: "INTERESTED_RESPONSE_TARGET_DAYS",
      group: "PARTICIPANTS",
      description:
        "Days a study team has to answer a volunteer's interest; older New participants without a message are marked 'Waiting N days'",
      valueType: "INTEGER" as const,
      value: "7",
    },
    {
      name: "RESET_PASSWORD_TOKEN_GRACE_PERIOD",
      group: "SECURITY",
      description: "Hours a password-reset link stays valid",
      valueType: "INTEGER" as const,
      value: "24",
    },
    {
      name: "STUDY_TEAM_INVITE_GRACE_PERIOD",
      group: "SECURITY",
      description: "Hours a study-team invitation link stays valid",
      valueType: "INTEGER" as const,
      value: String(DEFAULT_TEAM_INVITE_HOURS),
    },
    {
      name: "STUDY_IMPORT_TOKEN_GRACE_PERIOD",
      group: "SECURITY",
      description: "Hours a study importer's API token and invitation stay valid",
      valueType: "INTEGER" as const,
      value: "720",
    },
  ];
}

/** Scheduled jobs (7-field Quartz cron: second minute hour day month day-of-week year). */
export const jobSeeds = [
  {
    name: "MATCH_ACTIVE_STUDIES",
    group: "MATCHING",
    description: "Matches every active study against all volunteers",
    cronExpression: "0 0 2 * * ? *",
  },
  {
    name: "SEND_OUTBOX_MAIL",
    group: "MAIL",
    description: "Sends queued e-mail through SMTP",
    cronExpression: "0 * * * * ? *",
  },
  {
    name: "SEND_NOTIFICATION_DIGESTS",
    group: "NOTIFICATIONS",
    description:
      "E-mails study teams their new interested participants, matches and messages: within minutes, daily or weekly, as each team chose",
    cronExpression: "0 */5 * * * ? *",
  },
  {
    name: "SEND_VOLUNTEER_DIGESTS",
    group: "NOTIFICATIONS",
    description:
      "Sends volunteers their daily, weekly, biweekly or monthly digest of new messages and study invitations",
    cronExpression: "0 0 * * * ? *",
  },
  {
    name: "DEACTIVATE_ADULT_CHILD_ACCOUNTS",
    group: "ACCOUNTS",
    description: "Deactivates child accounts of volunteers who turned 18",
    cronExpression: "0 30 1 * * ? *",
  },
  {
    name: "PURGE_EXPIRED_SESSIONS",
    group: "MAINTENANCE",
    description: `Removes expired sessions, used verification tokens and e-mail sent more than ${OUTBOX_SENT_KEPT_DAYS} days ago`,
    cronExpression: "0 15 * * * ? *",
  },
];
