import { sql } from "drizzle-orm";
import type { VolunteerProfile } from "../../../core/contracts/volunteer-profile";
import { CONTACT_INFO_HIDDEN } from "../../../core/rules/matched-lists";
import type { DbOrTx } from "../../db/connect";
import { sqlRows } from "../../db/sql-rows";
import { AppError } from "../../errors/app-error";
import { recordRead } from "../audit/record-read";
import { MATCHED_ROW_VISIBLE } from "../matched-participants/matched-row";
import { lookupNames } from "../reference/list-lookup-values";

const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
const bool = (value: unknown) => (value === null || value === undefined ? null : Boolean(value));
const number = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const ids = (value: unknown): number[] => (Array.isArray(value) ? value.map(Number) : []);

/**
 * A volunteer's profile as the team of `studyId` sees it: only a volunteer matched to the study (and
 * still visible to teams) or interested in it (while the study is publishable and the account enabled,
 * as the interested lists), else 404. Until the volunteer has shown interest in the study, every contact
 * detail is replaced here by the hidden marker, so it never leaves the server. The read is recorded in
 * the access audit.
 */
export async function readVolunteerProfile(options: {
  db: DbOrTx;
  studyId: number;
  userId: number;
  language: string;
  /** The staff member reading, for the access audit. */
  readerUserId: number;
}): Promise<VolunteerProfile> {
  const { db, studyId, userId } = options;
  const [row] = sqlRows(
    await db.execute(sql`
      select u.id, u.first_name as "firstName", u.middle_name as "middleName", u.last_name as "lastName", u.email,
        p.gender_id as "genderId", p.gender_identity as "genderIdentity",
        p.other_gender_identity as "otherGenderIdentity", p.gender_pronoun as "genderPronoun",
        p.other_gender_pronoun as "otherGenderPronoun", p.date_of_birth::text as "dateOfBirth",
        p.race_ids as "raceIds", p.other_race as "otherRace", p.english_fluency_id as "englishFluencyId",
        p.weight, p.height, p.smoking_status_id as "smokingStatusId",
        p.current_condition_ids as "currentConditionIds", p.past_condition_ids as "pastConditionIds",
        p.has_metal_implants as "hasMetalImplants", p.willing_to_change_meds as "willingToChangeMeds",
        p.willing_take_exp_drugs as "willingTakeExpDrugs", p.pregnant,
        p.estimated_due_date::text as "estimatedDueDate", p.parent_or_guardian_of_a_child as "parentOrGuardianOfAChild",
        p.phone, p.street_address as "streetAddress", p.zip_code as "zipCode", p.city, p.state,
        p.visible_to_study_teams as "visibleToStudyTeams",
        p.message_notification_frequency as "messageNotificationFrequency",
        p.recommendation_notification_frequency as "recommendationNotificationFrequency",
        exists (select 1 from study_volunteers sv join studies s on s.id = sv.study_id and s.publishable
          where sv.study_id = ${studyId} and sv.user_id = u.id and u.enabled) as interested,
        exists (select 1 from matched_participants mp where mp.study_id = ${studyId} and mp.user_id = u.id
          and ${MATCHED_ROW_VISIBLE}) as matched
      from users u join volunteer_profiles p on p.user_id = u.id
      where u.id = ${userId} and u.type = 'VOLUNTEER'`),
  );
  if (!row || !(row.interested === true || row.matched === true)) throw AppError.notFound("The volunteer");
  await recordRead(db, {
    actorUserId: options.readerUserId,
    volunteerUserId: userId,
    studyId,
    action: "PROFILE_READ",
  });

  const nameOf = await lookupNames(db, options.language);
  const named = (id: unknown) => {
    const value = number(id);
    return value === null ? null : { id: value, name: nameOf(value) };
  };
  const namedList = (values: unknown) => ids(values).map((id) => ({ id, name: nameOf(id) }));
  const hidden = row.interested !== true;
  const contact = (value: unknown) => (hidden ? CONTACT_INFO_HIDDEN : text(value));

  return {
    user: {
      id: Number(row.id),
      firstName: String(row.firstName),
      middleName: text(row.middleName),
      lastName: String(row.lastName),
    },
    gender: named(row.genderId),
    genderIdentity: text(row.genderIdentity),
    otherGenderIdentity: text(row.otherGenderIdentity),
    genderPronoun: text(row.genderPronoun),
    otherGenderPronoun: text(row.otherGenderPronoun),
    dateOfBirth: text(row.dateOfBirth),
    race: namedList(row.raceIds),
    otherRace: text(row.otherRace),
    englishFluency: named(row.englishFluencyId),
    weight: number(row.weight),
    height: number(row.height),
    smokingStatus: named(row.smokingStatusId),
    currentConditions: namedList(row.currentConditionIds),
    pastConditions: namedList(row.pastConditionIds),
    hasMetalImplants: bool(row.hasMetalImplants),
    willingToChangeMeds: bool(row.willingToChangeMeds),
    willingTakeExpDrugs: bool(row.willingTakeExpDrugs),
    pregnant: bool(row.pregnant),
    estimatedDueDate: text(row.estimatedDueDate),
    parentOrGuardianOfAChild: bool(row.parentOrGuardianOfAChild),
    contactInfo: {
      phone: contact(row.phone),
      email: contact(row.email),
      streetAddress: contact(row.streetAddress),
      zipCode: contact(row.zipCode),
      city: text(row.city),
      state: text(row.state),
    },
    contactInfoHidden: hidden,
    visibleToStudyTeams: row.visibleToStudyTeams as VolunteerProfile["visibleToStudyTeams"],
    messageNotificationFrequency: text(row.messageNotificationFrequency),
    recommendationNotificationFrequency: text(row.recommendationNotificationFrequency),
  };
}
