import { z } from "zod";
import { GENDER_IDS } from "../rules/lookup-ids";
import {
  GENDER_IDENTITY_CHOICES,
  GENDER_PRONOUN_CHOICES,
  OTHER_ANSWER_MAX,
  SELF_DESCRIBED,
} from "../rules/profile-choices";
import { UI_LANGUAGES } from "../rules/ui-languages";
import { NOTIFICATION_FREQUENCIES } from "../rules/volunteer-notifications";
import { audience, defineEndpoint } from "./endpoint";
import { EntityId, EntityIdParam } from "./ids";
import { TextLanguage } from "./public-studies";
import { isValidPhone } from "./study-information";

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `at most ${max} characters`)
    .nullable()
    .transform((text) => (text ? text : null));
const day = z
  .string()
  .max(10, { error: "a date as YYYY-MM-DD", abort: true })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "a date as YYYY-MM-DD")
  .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)), "a real date")
  .nullable();
const yesNo = z.boolean().nullable();

/**
 * A volunteer's own profile (spec 000 §3 "Volunteer profile" fields; issue 15): every field may stay
 * unanswered (null), which matching treats as unknown. Height in inches (0-300), weight in pounds
 * (0-500), the age 0-150; pregnancy only for women and intersex people, a due date only when pregnant.
 */
export const OwnProfile = z
  .object({
    firstName: z.string().trim().min(1, "First name is required").max(100),
    middleName: optionalText(100),
    lastName: z.string().trim().min(1, "Last name is required").max(100),
    genderId: EntityId.nullable(),
    genderIdentity: z.enum(GENDER_IDENTITY_CHOICES).nullable(),
    otherGenderIdentity: optionalText(OTHER_ANSWER_MAX),
    genderPronoun: z.enum(GENDER_PRONOUN_CHOICES).nullable(),
    otherGenderPronoun: optionalText(OTHER_ANSWER_MAX),
    dateOfBirth: day.refine((text) => {
      if (text === null) return true;
      const age = (Date.now() - Date.parse(`${text}T00:00:00Z`)) / (365.25 * 86_400_000);
      return age >= 0 && age <= 150;
    }, "Date of birth must be in the past 150 years"),
    raceIds: z.array(EntityId).max(20),
    otherRace: optionalText(OTHER_ANSWER_MAX),
    englishFluencyId: EntityId.nullable(),
    height: z
      .number()
      .min(0, "Height must be at least 0")
      .max(300, "Height must be at most 300 inches")
      .nullable(),
    weight: z
      .number()
      .min(0, "Weight must be at least 0")
      .max(500, "Weight must be at most 500 lbs")
      .nullable(),
    smokingStatusId: EntityId.nullable(),
    currentConditionIds: z.array(EntityId).max(100),
    pastConditionIds: z.array(EntityId).max(100),
    hasMetalImplants: yesNo,
    willingToChangeMeds: yesNo,
    willingTakeExpDrugs: yesNo,
    pregnant: yesNo,
    estimatedDueDate: day,
    parentOrGuardianOfAChild: yesNo,
    phone: optionalText(64).refine(
      (text) => text === null || isValidPhone(text),
      "Phone must be a valid phone number",
    ),
    streetAddress: optionalText(200),
    city: optionalText(100),
    state: optionalText(50),
    zipCode: optionalText(20),
    visibleToStudyTeams: z.enum(["ALL_STUDY_TEAMS", "INTERESTED_STUDY_TEAMS_ONLY"]),
    messageNotificationFrequency: z.enum(NOTIFICATION_FREQUENCIES),
    recommendationNotificationFrequency: z.enum(NOTIFICATION_FREQUENCIES),
  })
  .transform((profile) => {
    const mayBePregnant = profile.genderId === GENDER_IDS.FEMALE || profile.genderId === GENDER_IDS.INTERSEX;
    const pregnant = mayBePregnant ? profile.pregnant : null;
    return Object.assign({}, profile, {
      // An "other" answer is kept only beside the choice that asks for it.
      otherGenderIdentity: profile.genderIdentity === SELF_DESCRIBED ? profile.otherGenderIdentity : null,
      otherGenderPronoun: profile.genderPronoun === SELF_DESCRIBED ? profile.otherGenderPronoun : null,
      pregnant,
      estimatedDueDate: pregnant ? profile.estimatedDueDate : null,
    });
  });
export type OwnProfileInput = z.input<typeof OwnProfile>;
export type OwnProfileSaved = z.output<typeof OwnProfile>;

export const OwnProfileRead = z.object({
  email: z.string(),
  profile: z.object({
    firstName: z.string(),
    middleName: z.string().nullable(),
    lastName: z.string(),
    genderId: z.number().nullable(),
    genderIdentity: z.string().nullable(),
    otherGenderIdentity: z.string().nullable(),
    genderPronoun: z.string().nullable(),
    otherGenderPronoun: z.string().nullable(),
    dateOfBirth: z.string().nullable(),
    raceIds: z.array(z.number()),
    otherRace: z.string().nullable(),
    englishFluencyId: z.number().nullable(),
    height: z.number().nullable(),
    weight: z.number().nullable(),
    smokingStatusId: z.number().nullable(),
    currentConditionIds: z.array(z.number()),
    pastConditionIds: z.array(z.number()),
    hasMetalImplants: z.boolean().nullable(),
    willingToChangeMeds: z.boolean().nullable(),
    willingTakeExpDrugs: z.boolean().nullable(),
    pregnant: z.boolean().nullable(),
    estimatedDueDate: z.string().nullable(),
    parentOrGuardianOfAChild: z.boolean().nullable(),
    phone: z.string().nullable(),
    streetAddress: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    zipCode: z.string().nullable(),
    visibleToStudyTeams: z.enum(["ALL_STUDY_TEAMS", "INTERESTED_STUDY_TEAMS_ONLY"]),
    messageNotificationFrequency: z.enum(NOTIFICATION_FREQUENCIES),
    recommendationNotificationFrequency: z.enum(NOTIFICATION_FREQUENCIES),
  }),
});
export type OwnProfileRead = z.infer<typeof OwnProfileRead>;

export const AccessLogEntry = z.object({
  studyNum: z.string(),
  title: z.string(),
  titleLanguage: TextLanguage,
  action: z.string(),
  accessedAt: z.number(),
});

/** A signed-in volunteer's own account (issue 15). */
export const volunteerSelfEndpoints = {
  readProfile: defineEndpoint({
    method: "GET",
    path: "/volunteer/profile",
    summary: "The volunteer's own profile",
    audience: audience.volunteer,
    response: OwnProfileRead,
  }),
  saveProfile: defineEndpoint({
    method: "PUT",
    path: "/volunteer/profile",
    summary:
      "Replaces the volunteer's profile (each lookup id checked against its list); they are matched again",
    audience: audience.volunteer,
    body: OwnProfile,
    response: OwnProfileRead,
  }),
  accessLog: defineEndpoint({
    method: "GET",
    path: "/volunteer/access-log",
    summary:
      "Which study teams read or exported the volunteer's data, and when (the access audit), newest first",
    audience: audience.volunteer,
    response: z.array(AccessLogEntry),
  }),
  saveLanguage: defineEndpoint({
    method: "PUT",
    path: "/volunteer/language",
    summary: "Keeps the language the volunteer chose for the pages; their e-mails are written in it",
    audience: audience.volunteer,
    body: z.object({ language: z.enum(UI_LANGUAGES) }),
  }),
  deactivate: defineEndpoint({
    method: "POST",
    path: "/volunteer/deactivation",
    summary:
      "Closes the volunteer's own account (and their loved ones'); they leave every matched list and are signed out",
    audience: audience.volunteer,
  }),
  exportData: defineEndpoint({
    method: "GET",
    path: "/volunteer/data-export",
    summary: "Everything Recruit holds about the volunteer, as a JSON download",
    audience: audience.volunteer,
    produces: "application/json",
  }),
};

/** A loved one (a child account) a parent or guardian manages. */
export const LovedOneSummary = z.object({
  userId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: z.string().nullable(),
  enabled: z.boolean(),
});

export const NewLovedOne = z.object({
  firstName: z.string().trim().min(1, "First name is required").max(100),
  lastName: z.string().trim().min(1, "Last name is required").max(100),
  dateOfBirth: z
    .string()
    .max(10, { error: "Date of birth must be a date", abort: true })
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Date of birth must be a date")
    .refine((text) => {
      const age = (Date.now() - Date.parse(`${text}T00:00:00Z`)) / (365.25 * 86_400_000);
      return age >= 0 && age < 18;
    }, "A loved one's account is for a child under 18"),
});
export type NewLovedOne = z.infer<typeof NewLovedOne>;

const LovedOneParams = z.object({ lovedOneId: EntityIdParam });

/** A parent's or guardian's loved ones (issue 15): their own profiles, matched like anyone's. */
export const lovedOneEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/volunteer/loved-ones",
    summary: "The volunteer's loved ones (child accounts)",
    audience: audience.volunteer,
    response: z.array(LovedOneSummary),
  }),
  add: defineEndpoint({
    method: "POST",
    path: "/volunteer/loved-ones",
    summary:
      "Adds a loved one under 18, with their own profile; the account signs in only through the parent",
    audience: audience.volunteer,
    body: NewLovedOne,
    status: 201,
    response: LovedOneSummary,
  }),
  readProfile: defineEndpoint({
    method: "GET",
    path: "/volunteer/loved-ones/:lovedOneId/profile",
    summary: "A loved one's profile; 404 for anyone who is not the volunteer's loved one",
    audience: audience.volunteer,
    params: LovedOneParams,
    response: OwnProfileRead,
  }),
  saveProfile: defineEndpoint({
    method: "PUT",
    path: "/volunteer/loved-ones/:lovedOneId/profile",
    summary: "Replaces a loved one's profile (checked as one's own); they are matched again",
    audience: audience.volunteer,
    params: LovedOneParams,
    body: OwnProfile,
    response: OwnProfileRead,
  }),
};
