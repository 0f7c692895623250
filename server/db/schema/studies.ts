import { sql } from "drizzle-orm";
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { idColumn, tstz } from "./columns";
import { studyProperties } from "./reference";
import { users } from "./users";

/** A research study. The study number is kept upper-cased; posting dates decide whether it is active. */
export const studies = pgTable(
  "studies",
  {
    id: idColumn(),
    studyNum: text().notNull(),
    publishable: boolean().notNull().default(false),
    contactName: text(),
    contactEmail: text(),
    contactPhone: text(),
    contactWebsite: text(),
    defaultLanguage: text().notNull().default("EN"),
    /** Activation equal to deactivation means never activated (spec 000 §4.1). */
    postingActivationDate: tstz(),
    postingDeactivationDate: tstz(),
    archivedDate: tstz(),
    /** Number of participants enrolled through Recruit, -1 when unknown; written when deactivating. */
    enrollmentNumber: integer(),
    participantTypeIds: integer().array().notNull().default(sql`'{}'::integer[]`),
    /**
     * What matching reads of the study (participant types, conditions, criteria) as one JSON document,
     * rewritten by study_matching_criteria() whenever one of them is saved (migration 0011).
     */
    matchingCriteria: jsonb(),
    /** Matching is finished when the last completed run is not older than the last request. */
    matchingRequestedAt: tstz(),
    matchingCompletedAt: tstz(),
    createdByUserId: integer().references(() => users.id, { onDelete: "set null" }),
    createdAt: tstz().notNull().defaultNow(),
    updatedAt: tstz().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("studies_study_num_unique").on(t.studyNum),
    index("studies_posting_dates_idx").on(t.postingActivationDate, t.postingDeactivationDate),
  ],
);

/** Study property values; text properties have one row per language, others only the default language. */
export const studyPropertyValues = pgTable(
  "study_property_values",
  {
    id: idColumn(),
    studyId: integer()
      .notNull()
      .references(() => studies.id, { onDelete: "cascade" }),
    propertyId: integer()
      .notNull()
      .references(() => studyProperties.id),
    language: text().notNull(),
    savedValue: text(),
    lookupValueIds: integer().array().notNull().default(sql`'{}'::integer[]`),
  },
  (t) => [uniqueIndex("study_property_values_unique").on(t.studyId, t.propertyId, t.language)],
);

export const studyTeamMembers = pgTable(
  "study_team_members",
  {
    id: idColumn(),
    studyId: integer()
      .notNull()
      .references(() => studies.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text({ enum: ["PRINCIPAL_INVESTIGATOR", "TEAM_MEMBER"] }).notNull(),
    createdAt: tstz().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("study_team_members_unique").on(t.studyId, t.userId),
    // A study has one principal investigator (spec 001 §3: the PI is listed apart and cannot be removed).
    uniqueIndex("study_team_members_one_pi").on(t.studyId).where(sql`${t.role} = 'PRINCIPAL_INVESTIGATOR'`),
    index("study_team_members_user_id_idx").on(t.userId, t.studyId),
  ],
);

export const studyTeamInvites = pgTable(
  "study_team_invites",
  {
    id: idColumn(),
    studyId: integer()
      .notNull()
      .references(() => studies.id, { onDelete: "cascade" }),
    name: text().notNull(),
    email: text().notNull(),
    token: text().notNull().unique(),
    invitedByUserId: integer().references(() => users.id, { onDelete: "set null" }),
    createdAt: tstz().notNull().defaultNow(),
    acceptedAt: tstz(),
    acceptedByUserId: integer().references(() => users.id, { onDelete: "set null" }),
    revokedAt: tstz(),
  },
  (t) => [index("study_team_invites_study_id_idx").on(t.studyId)],
);

/** Study records from the university's IRB system, loaded by study importers (CSV or API token). */
export const importedStudies = pgTable(
  "imported_studies",
  {
    id: idColumn(),
    studyNum: text().notNull().unique(),
    description: text().notNull(),
    publishable: boolean().notNull().default(false),
    /** False when the IRB record is incomplete or withdrawn: such a number cannot be added. */
    valid: boolean().notNull().default(true),
    piFirstName: text().notNull(),
    piMiddleName: text(),
    piLastName: text().notNull(),
    piEmail: text().notNull(),
    irbStatus: text(),
    importId: integer(),
    raw: jsonb().$type<Record<string, string>>(),
    importedAt: tstz().notNull().defaultNow(),
  },
  (t) => [
    // The studies that follow a record read the records the import just changed.
    index("imported_studies_import_id_idx").on(t.importId),
  ],
);

/**
 * The study list's sort keys: counts kept by statement-level triggers on study_volunteers, messages and
 * matched_participants, and the title kept by a trigger on study_property_values (migrations 0002 and
 * 0004), so that sorting 500 studies reads 500 rows (docs/decisions/006-study-statistics.md).
 */
export const studyStatistics = pgTable("study_statistics", {
  studyId: integer()
    .primaryKey()
    .references(() => studies.id, { onDelete: "cascade" }),
  /** Interested participants by status, of enabled accounts (migration 0021 keeps them). */
  newInterestedCount: integer().notNull().default(0),
  eligibleInterestedCount: integer().notNull().default(0),
  ineligibleInterestedCount: integer().notNull().default(0),
  pendingInterestedCount: integer().notNull().default(0),
  unreadMessageCount: integer().notNull().default(0),
  /** Conversations the team sees in its inbox (enabled accounts), all and with unread messages (migration 0024). */
  conversationCount: integer().notNull().default(0),
  unreadConversationCount: integer().notNull().default(0),
  matchedCount: integer().notNull().default(0),
  /**
   * The matched lists' lengths: matched participants the team sees (`volunteer_visible`), by list
   * (migration 0058 keeps them).
   */
  exactMatchedCount: integer().notNull().default(0),
  partialMatchedCount: integer().notNull().default(0),
  askedMatchedCount: integer().notNull().default(0),
  dismissedMatchedCount: integer().notNull().default(0),
  /** The title in the study's default language, and lower-cased as the list's title order. */
  title: text().notNull().default(""),
  titleSortKey: text().notNull().default(""),
});

/**
 * The study list's read model: one row per team member and study with the list's sort keys and what its
 * row shows, kept by triggers (migrations 0006, 0052) from study_statistics, studies, study_team_members
 * and the principal investigator's name. Its indexes give the
 * first page of any sort without reading the user's other studies (docs/decisions/006-study-statistics.md).
 */
export const studyListEntries = pgTable(
  "study_list_entries",
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    studyId: integer()
      .notNull()
      .references(() => studies.id, { onDelete: "cascade" }),
    archived: boolean().notNull().default(false),
    newInterestedCount: integer().notNull().default(0),
    unreadMessageCount: integer().notNull().default(0),
    titleSortKey: text().notNull().default(""),
    /**
     * What a row of the list shows, copied from studies, study_statistics and the principal investigator by
     * the same triggers (migration 0052): a page is read from the user's entries alone, without a lookup
     * of the study, its statistics and its principal investigator for each row (issue 27).
     */
    studyNum: text().notNull().default(""),
    title: text().notNull().default(""),
    piFirstName: text(),
    piMiddleName: text(),
    piLastName: text(),
    matchedCount: integer().notNull().default(0),
    publishable: boolean().notNull().default(false),
    postingActivationDate: tstz(),
    postingDeactivationDate: tstz(),
    archivedDate: tstz(),
    enrollmentNumber: integer(),
    matchingRequestedAt: tstz(),
    matchingCompletedAt: tstz(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.studyId] }),
    index("study_list_entries_new_participants_idx").on(
      t.userId,
      t.archived,
      t.newInterestedCount.desc(),
      t.titleSortKey,
      t.studyId,
    ),
    index("study_list_entries_new_messages_idx").on(
      t.userId,
      t.archived,
      t.unreadMessageCount.desc(),
      t.titleSortKey,
      t.studyId,
    ),
    index("study_list_entries_title_idx").on(t.userId, t.archived, t.titleSortKey, t.studyId),
    index("study_list_entries_study_idx").on(t.studyId),
  ],
);

/**
 * How many current and archived studies each user's list holds, kept by triggers (migration 0050) from
 * study_list_entries: the list's total without counting the user's entries on every page (a user on 450
 * studies: ~110 µs of PostgreSQL's ~350 a list query, issue 27).
 */
export const studyListCounts = pgTable(
  "study_list_counts",
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    archived: boolean().notNull(),
    studyCount: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.archived] })],
);

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * The public search's read model (issue 15): one row per study with what the volunteers' search filters,
 * orders and shows, kept by triggers (migration 0032) from studies and study_property_values. `listed`
 * is publishable and not archived; the posting dates still decide, at read time, whether it is active.
 * `layTexts` holds title and purpose by language; `searchVector` the words of title, purpose and
 * description in every language (docs/decisions/016-volunteers-side.md).
 */
export const publicStudyListings = pgTable(
  "public_study_listings",
  {
    studyId: integer()
      .primaryKey()
      .references(() => studies.id, { onDelete: "cascade" }),
    studyNum: text().notNull(),
    listed: boolean().notNull().default(false),
    postingActivationDate: tstz(),
    postingDeactivationDate: tstz(),
    defaultLanguage: text().notNull().default("EN"),
    healthyVolunteers: boolean().notNull().default(false),
    offersCompensation: boolean().notNull().default(false),
    titleSortKey: text().notNull().default(""),
    conditionIds: integer().array().notNull().default(sql`'{}'::integer[]`),
    locationIds: integer().array().notNull().default(sql`'{}'::integer[]`),
    layTexts: jsonb().$type<Record<string, { title: string; purpose: string }>>().notNull().default({}),
    searchVector: tsvector().notNull().default(sql`''::tsvector`),
  },
  (t) => [
    index("public_study_listings_title_idx").on(t.titleSortKey, t.studyNum).where(sql`${t.listed}`),
    // The count of active studies reads this index alone (an index-only scan), not the wide rows.
    index("public_study_listings_active_idx")
      .on(t.postingActivationDate, t.postingDeactivationDate)
      .where(sql`${t.listed}`),
    index("public_study_listings_search_idx").using("gin", t.searchVector).where(sql`${t.listed}`),
  ],
);
