import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
} from "drizzle-orm/pg-core";
import { tstz } from "./columns";
import { users } from "./users";

/**
 * A volunteer's health and contact profile (spec 000 §3). Multi-valued answers (race, conditions) are
 * integer arrays of lookup ids so that compiled criteria can test them with `&&` and `@>` over a GIN index
 * (docs/decisions/003-profile-arrays.md).
 */
export const volunteerProfiles = pgTable(
  "volunteer_profiles",
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    genderId: integer(),
    genderIdentity: text(),
    otherGenderIdentity: text(),
    genderPronoun: text(),
    otherGenderPronoun: text(),
    dateOfBirth: date({ mode: "string" }),
    raceIds: integer().array(),
    otherRace: text(),
    englishFluencyId: integer(),
    /** Pounds. */
    weight: numeric({ precision: 6, scale: 1, mode: "number" }),
    /** Inches. */
    height: numeric({ precision: 5, scale: 1, mode: "number" }),
    smokingStatusId: integer(),
    currentConditionIds: integer().array(),
    pastConditionIds: integer().array(),
    hasMetalImplants: boolean(),
    willingToChangeMeds: boolean(),
    willingTakeExpDrugs: boolean(),
    pregnant: boolean(),
    estimatedDueDate: date({ mode: "string" }),
    parentOrGuardianOfAChild: boolean(),
    phone: text(),
    streetAddress: text(),
    city: text(),
    state: text(),
    zipCode: text(),
    visibleToStudyTeams: text({ enum: ["ALL_STUDY_TEAMS", "INTERESTED_STUDY_TEAMS_ONLY"] })
      .notNull()
      .default("ALL_STUDY_TEAMS"),
    messageNotificationFrequency: text(),
    recommendationNotificationFrequency: text(),
    learnedAboutWebsiteFromId: integer(),
    updatedAt: tstz().notNull().defaultNow(),
  },
  (t) => [
    index("volunteer_profiles_date_of_birth_idx").on(t.dateOfBirth),
    index("volunteer_profiles_current_conditions_gin").using("gin", t.currentConditionIds),
    index("volunteer_profiles_past_conditions_gin").using("gin", t.pastConditionIds),
    index("volunteer_profiles_race_gin").using("gin", t.raceIds),
    index("volunteer_profiles_visible_idx")
      .on(t.visibleToStudyTeams)
      .where(sql`${t.visibleToStudyTeams} = 'ALL_STUDY_TEAMS'`),
  ],
);

/** PostgreSQL's 64-bit transaction id, compared with a snapshot's xmin (kept as text in JavaScript). */
const xid8 = customType<{ data: string }>({ dataType: () => "xid8" });

/**
 * Whose matching facts changed, and in which transaction (migration 0047's triggers on profiles and
 * accounts): each instance's feasibility columns re-read those volunteers since the oldest transaction
 * its last read could not see (docs/decisions/022). Purged after a day by PURGE_EXPIRED_SESSIONS.
 */
export const volunteerFactChanges = pgTable(
  "volunteer_fact_changes",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer().notNull(),
    changedInXid: xid8().notNull().default(sql`pg_current_xact_id()`),
    changedAt: tstz().notNull().defaultNow(),
  },
  (t) => [
    index("volunteer_fact_changes_xid_idx").on(t.changedInXid),
    index("volunteer_fact_changes_changed_at_idx").on(t.changedAt),
  ],
);
