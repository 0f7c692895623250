import type { VolunteerFacts } from "../../../core/eligibility/volunteer-facts";

/** The profile columns compiled criteria read, in the order `profileRowSql` writes them. */
export const PROFILE_COLUMNS = [
  "date_of_birth",
  "gender_id",
  "race_ids",
  "height",
  "weight",
  "current_condition_ids",
  "past_condition_ids",
  "willing_to_change_meds",
  "willing_take_exp_drugs",
  "has_metal_implants",
  "smoking_status_id",
  "parent_or_guardian_of_a_child",
  "english_fluency_id",
  "estimated_due_date",
  "pregnant",
] as const;

const date = (value: string | null) => (value === null ? "NULL::date" : `'${value}'::date`);
const int = (value: number | null) => (value === null ? "NULL::int" : `${Math.trunc(value)}::int`);
const ints = (value: readonly number[] | null) =>
  value === null ? "NULL::int[]" : `ARRAY[${value.map((id) => Math.trunc(id)).join(",")}]::int[]`;
const decimal = (value: number | null) => (value === null ? "NULL::numeric" : `${Number(value)}::numeric`);
const bool = (value: boolean | null) => (value === null ? "NULL::boolean" : String(value));

/** One profile as a VALUES row (for tests that evaluate compiled criteria without storing profiles). */
export function profileRowSql(facts: VolunteerFacts): string {
  return [
    date(facts.dateOfBirth),
    int(facts.gender?.id ?? null),
    ints(facts.raceIds),
    decimal(facts.height),
    decimal(facts.weight),
    ints(facts.currentConditionIds),
    ints(facts.pastConditionIds),
    bool(facts.willingToChangeMeds),
    bool(facts.willingTakeExpDrugs),
    bool(facts.hasMetalImplants),
    int(facts.smokingStatusId),
    bool(facts.parentOrGuardianOfAChild),
    int(facts.englishFluencyId),
    date(facts.estimatedDueDate),
    bool(facts.pregnant),
  ].join(", ");
}
