import { sql } from "drizzle-orm";
import type { VolunteerFacts } from "../../../core/eligibility/volunteer-facts";
import { GENDER_IDS } from "../../../core/rules/lookup-ids";
import type { DbOrTx } from "../../db/connect";
import { sqlRows } from "../../db/sql-rows";
import { LISTABLE_VOLUNTEER } from "./match-study";

const GENDER_NAMES = new Map<number, "FEMALE" | "MALE" | "INTERSEX">(
  Object.entries(GENDER_IDS).map(([name, id]) => [id, name as "FEMALE" | "MALE" | "INTERSEX"]),
);

const ids = (value: unknown): number[] | null =>
  value === null || value === undefined
    ? null
    : Array.isArray(value)
      ? value.map(Number)
      : String(value).replace(/[{}]/g, "").split(",").filter(Boolean).map(Number);
const number = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const bool = (value: unknown) => (value === null || value === undefined ? null : Boolean(value));
const day = (value: unknown) =>
  value === null || value === undefined
    ? null
    : value instanceof Date
      ? value.toISOString().slice(0, 10)
      : String(value);

/**
 * What the evaluator needs to know of a volunteer who may be listed as matched (DESIGN.md §7), and the
 * studies they showed interest in; null when the volunteer may not be listed at all.
 */
export async function readVolunteerFacts(
  db: DbOrTx,
  userId: number,
): Promise<{ facts: VolunteerFacts; interestedStudyIds: Set<number> } | null> {
  const [row] = sqlRows(
    await db.execute(sql`
      select p.date_of_birth::text as "dateOfBirth", p.gender_id as "genderId", p.race_ids as "raceIds",
        p.height, p.weight, p.current_condition_ids as "currentConditionIds",
        p.past_condition_ids as "pastConditionIds", p.willing_to_change_meds as "willingToChangeMeds",
        p.willing_take_exp_drugs as "willingTakeExpDrugs", p.has_metal_implants as "hasMetalImplants",
        p.smoking_status_id as "smokingStatusId", p.parent_or_guardian_of_a_child as "parentOrGuardianOfAChild",
        p.english_fluency_id as "englishFluencyId", p.estimated_due_date::text as "estimatedDueDate", p.pregnant,
        array(select sv.study_id from study_volunteers sv where sv.user_id = p.user_id) as "interested"
      from volunteer_profiles p join users u on u.id = p.user_id
      where p.user_id = ${userId} and ${LISTABLE_VOLUNTEER}`),
  );
  if (!row) return null;
  const genderId = number(row.genderId);
  const genderName = genderId === null ? undefined : GENDER_NAMES.get(genderId);
  return {
    interestedStudyIds: new Set(ids(row.interested) ?? []),
    facts: {
      dateOfBirth: day(row.dateOfBirth),
      gender: genderId !== null && genderName ? { id: genderId, name: genderName } : null,
      raceIds: ids(row.raceIds),
      height: number(row.height),
      weight: number(row.weight),
      currentConditionIds: ids(row.currentConditionIds),
      pastConditionIds: ids(row.pastConditionIds),
      willingToChangeMeds: bool(row.willingToChangeMeds),
      willingTakeExpDrugs: bool(row.willingTakeExpDrugs),
      hasMetalImplants: bool(row.hasMetalImplants),
      smokingStatusId: number(row.smokingStatusId),
      parentOrGuardianOfAChild: bool(row.parentOrGuardianOfAChild),
      englishFluencyId: number(row.englishFluencyId),
      estimatedDueDate: day(row.estimatedDueDate),
      pregnant: bool(row.pregnant),
    },
  };
}
