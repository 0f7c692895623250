import { z } from "zod";
import { audience, defineEndpoint } from "./endpoint";
import { EntityIdParam } from "./ids";

/** A lookup value as a profile holds it: the id and its display text in the request's language. */
const Named = z.object({ id: z.number().int(), name: z.string() });

/**
 * GET /backend/secure/volunteers/{userId}?study-id={studyId}: a volunteer's profile as a study team
 * sees it (spec 000 §3 "Volunteer profile"). Before the volunteer shows interest in the study, every
 * contact detail is the CONTACT_INFO_HIDDEN marker (core/rules/matched-lists.ts); the real values
 * never leave the server. City and state are where the volunteer lives, which the lists show too.
 */
export const VolunteerProfile = z.object({
  user: z.object({
    id: z.number().int(),
    firstName: z.string(),
    middleName: z.string().nullable(),
    lastName: z.string(),
  }),
  gender: Named.nullable(),
  genderIdentity: z.string().nullable(),
  otherGenderIdentity: z.string().nullable(),
  genderPronoun: z.string().nullable(),
  otherGenderPronoun: z.string().nullable(),
  /** YYYY-MM-DD. */
  dateOfBirth: z.string().nullable(),
  race: z.array(Named),
  otherRace: z.string().nullable(),
  englishFluency: Named.nullable(),
  /** Pounds. */
  weight: z.number().nullable(),
  /** Inches. */
  height: z.number().nullable(),
  smokingStatus: Named.nullable(),
  currentConditions: z.array(Named),
  pastConditions: z.array(Named),
  hasMetalImplants: z.boolean().nullable(),
  willingToChangeMeds: z.boolean().nullable(),
  willingTakeExpDrugs: z.boolean().nullable(),
  pregnant: z.boolean().nullable(),
  /** YYYY-MM-DD. */
  estimatedDueDate: z.string().nullable(),
  parentOrGuardianOfAChild: z.boolean().nullable(),
  contactInfo: z.object({
    phone: z.string().nullable(),
    email: z.string().nullable(),
    streetAddress: z.string().nullable(),
    zipCode: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
  }),
  /** Whether the contact details above are the hidden marker. */
  contactInfoHidden: z.boolean(),
  visibleToStudyTeams: z.enum(["ALL_STUDY_TEAMS", "INTERESTED_STUDY_TEAMS_ONLY"]),
  messageNotificationFrequency: z.string().nullable(),
  recommendationNotificationFrequency: z.string().nullable(),
});
export type VolunteerProfile = z.infer<typeof VolunteerProfile>;

export const VolunteerProfileParams = z.object({ userId: EntityIdParam });
/** The study through which the profile is read: its team sees what that study may see. */
export const VolunteerProfileQuery = z.object({ "study-id": EntityIdParam });

export const volunteerProfileEndpoints = {
  read: defineEndpoint({
    method: "GET",
    path: "/secure/volunteers/:userId",
    summary:
      "A volunteer's profile as the team of the study in study-id sees it (contact details hidden until interest)",
    audience: audience.studyMember({ in: "query", key: "study-id" }),
    params: VolunteerProfileParams,
    query: VolunteerProfileQuery,
    response: VolunteerProfile,
  }),
};
