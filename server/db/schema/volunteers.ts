import { sql } from "drizzle-orm";
import { boolean, date, index, integer, numeric, pgTable, text } from "drizzle-orm/pg-core";
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
