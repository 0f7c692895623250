import { eq, sql } from "drizzle-orm";
import type { OwnProfileRead, OwnProfileSaved } from "../../../core/contracts/volunteer-self";
import type { LookupType } from "../../../core/rules/lookup-ids";
import {
  DEFAULT_NOTIFICATION_FREQUENCY,
  type NotificationFrequency,
} from "../../../core/rules/volunteer-notifications";
import type { Db, DbOrTx } from "../../db/connect";
import { users, volunteerProfiles } from "../../db/schema/index";
import { sqlRows } from "../../db/sql-rows";
import { AppError } from "../../errors/app-error";
import { lookupTypesOf } from "../reference/list-lookup-values";

/** The notification choices, which the profile row names differently and defaults when unset. */
type NotificationFields = "messageNotificationFrequency" | "recommendationNotificationFrequency";

/** The volunteer's own profile, every field as stored (null for unanswered). */
export async function readOwnProfile(db: DbOrTx, userId: number): Promise<OwnProfileRead> {
  const [row] = sqlRows(
    await db.execute(sql`select u.email, u.first_name as "firstName", u.middle_name as "middleName",
        u.last_name as "lastName", p.gender_id as "genderId", p.gender_identity as "genderIdentity",
        p.other_gender_identity as "otherGenderIdentity", p.gender_pronoun as "genderPronoun",
        p.other_gender_pronoun as "otherGenderPronoun", p.date_of_birth::text as "dateOfBirth", p.race_ids as "raceIds",
        p.other_race as "otherRace", p.english_fluency_id as "englishFluencyId", p.height::float8 as height,
        p.weight::float8 as weight, p.smoking_status_id as "smokingStatusId",
        p.current_condition_ids as "currentConditionIds", p.past_condition_ids as "pastConditionIds",
        p.has_metal_implants as "hasMetalImplants", p.willing_to_change_meds as "willingToChangeMeds",
        p.willing_take_exp_drugs as "willingTakeExpDrugs", p.pregnant, p.estimated_due_date::text as "estimatedDueDate",
        p.parent_or_guardian_of_a_child as "parentOrGuardianOfAChild", p.phone, p.street_address as "streetAddress",
        p.city, p.state, p.zip_code as "zipCode", coalesce(p.visible_to_study_teams, 'ALL_STUDY_TEAMS') as "visibleToStudyTeams",
        p.message_notification_frequency as "messageFrequency",
        p.recommendation_notification_frequency as "recommendationFrequency"
      from users u left join volunteer_profiles p on p.user_id = u.id
      where u.id = ${userId} and u.type = 'VOLUNTEER'`),
  );
  if (!row) throw AppError.notFound("The profile");
  const { email, messageFrequency, recommendationFrequency, ...rest } = row;
  return {
    email: String(email),
    profile: Object.assign(rest as Omit<OwnProfileRead["profile"], NotificationFields>, {
      raceIds: (rest.raceIds as number[] | null) ?? [],
      currentConditionIds: (rest.currentConditionIds as number[] | null) ?? [],
      pastConditionIds: (rest.pastConditionIds as number[] | null) ?? [],
      messageNotificationFrequency:
        (messageFrequency as NotificationFrequency | null) ?? DEFAULT_NOTIFICATION_FREQUENCY.MESSAGE,
      recommendationNotificationFrequency:
        (recommendationFrequency as NotificationFrequency | null) ??
        DEFAULT_NOTIFICATION_FREQUENCY.RECOMMENDATION,
    }),
  };
}

/** Each lookup field with the list its ids must come from. */
function lookupChecks(profile: OwnProfileSaved): [string, LookupType, number[]][] {
  const one = (id: number | null) => (id === null ? [] : [id]);
  return [
    ["genderId", "GENDER", one(profile.genderId)],
    ["raceIds", "RACE", profile.raceIds],
    ["englishFluencyId", "FLUENT_ENGLISH", one(profile.englishFluencyId)],
    ["smokingStatusId", "SMOKING_STATUS", one(profile.smokingStatusId)],
    ["currentConditionIds", "MEDICAL_CONDITION", profile.currentConditionIds],
    ["pastConditionIds", "MEDICAL_CONDITION", profile.pastConditionIds],
  ];
}

/**
 * Replaces the volunteer's profile and names in one transaction, every lookup id checked against its
 * list (400 INVALID_PROFILE_VALUE with the field). The trigger on volunteer_profiles matches them again.
 */
export async function saveOwnProfile(options: {
  db: Db;
  userId: number;
  profile: OwnProfileSaved;
}): Promise<OwnProfileRead> {
  const { profile } = options;
  const checks = lookupChecks(profile);
  const types = await lookupTypesOf(
    options.db,
    checks.flatMap(([, , ids]) => ids),
  );
  for (const [field, type, ids] of checks) {
    if (ids.some((id) => types.get(id) !== type)) {
      throw AppError.invalid("INVALID_PROFILE_VALUE", `${field} holds a value that is not a ${type}`, [
        { field, message: `not a ${type}` },
      ]);
    }
  }
  return options.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ firstName: profile.firstName, middleName: profile.middleName, lastName: profile.lastName })
      .where(eq(users.id, options.userId));
    const values = {
      genderId: profile.genderId,
      genderIdentity: profile.genderIdentity,
      otherGenderIdentity: profile.otherGenderIdentity,
      genderPronoun: profile.genderPronoun,
      otherGenderPronoun: profile.otherGenderPronoun,
      dateOfBirth: profile.dateOfBirth,
      raceIds: profile.raceIds,
      otherRace: profile.otherRace,
      englishFluencyId: profile.englishFluencyId,
      height: profile.height,
      weight: profile.weight,
      smokingStatusId: profile.smokingStatusId,
      currentConditionIds: profile.currentConditionIds,
      pastConditionIds: profile.pastConditionIds,
      hasMetalImplants: profile.hasMetalImplants,
      willingToChangeMeds: profile.willingToChangeMeds,
      willingTakeExpDrugs: profile.willingTakeExpDrugs,
      pregnant: profile.pregnant,
      estimatedDueDate: profile.estimatedDueDate,
      parentOrGuardianOfAChild: profile.parentOrGuardianOfAChild,
      phone: profile.phone,
      streetAddress: profile.streetAddress,
      city: profile.city,
      state: profile.state,
      zipCode: profile.zipCode,
      visibleToStudyTeams: profile.visibleToStudyTeams,
      messageNotificationFrequency: profile.messageNotificationFrequency,
      recommendationNotificationFrequency: profile.recommendationNotificationFrequency,
      updatedAt: new Date(),
    };
    await tx
      .insert(volunteerProfiles)
      .values({ userId: options.userId, ...values })
      .onConflictDoUpdate({ target: volunteerProfiles.userId, set: values });
    return readOwnProfile(tx, options.userId);
  });
}
