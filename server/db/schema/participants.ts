import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  json,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { idColumn, tstz } from "./columns";
import { studies } from "./studies";
import { users } from "./users";

/**
 * Volunteers the matcher recommends for a study (spec 000 "recommendedParticipant"). Rows are written
 * tens of thousands at a time by the matcher (server/services/matching), which only writes ids it read
 * from studies and users; per-row foreign-key checks cost more than the writes themselves, so the
 * parents' deletes clean up through triggers instead (migration 0013, docs/decisions/008).
 */
export const matchedParticipants = pgTable(
  "matched_participants",
  {
    studyId: integer().notNull(),
    userId: integer().notNull(),
    status: text({ enum: ["EXACT", "PARTIAL", "ASKED_IF_INTERESTED", "DISMISSED"] }).notNull(),
    timestamp: tstz().notNull().defaultNow(),
    actedByUserId: integer(),
    /** When the volunteer answered a team's ask with "No thanks" (issue 15). */
    declinedAt: tstz(),
    /**
     * Whether the team sees the volunteer: the account enabled and the profile visible to all study teams
     * (MATCHED_ROW_VISIBLE), copied by migration 0058's triggers so that the lists' counts are kept, and
     * written with the match by the matcher or migration 0064's trigger.
     */
    volunteerVisible: boolean().notNull().default(true),
    // What the matched lists show of the volunteer, kept on the match by migration 0064 (issue 27) as 0054
    // keeps it on an interested row, so that a page reads its rows alone: the account's name, the
    // profile's place, birth date and gender. Written by the matcher with the match, else by the trigger.
    volunteerFirstName: text(),
    volunteerMiddleName: text(),
    volunteerLastName: text(),
    /** "City, State" as the lists show it; null without either. */
    volunteerPlace: text(),
    volunteerDateOfBirth: date({ mode: "string" }),
    /** The gender's display text. */
    volunteerGender: text(),
  },
  (t) => [
    primaryKey({ columns: [t.studyId, t.userId] }),
    index("matched_participants_list_idx").on(t.studyId, t.status, t.timestamp, t.userId),
    index("matched_participants_user_id_idx").on(t.userId),
    index("matched_participants_acted_by_idx").on(t.actedByUserId).where(sql`${t.actedByUserId} is not null`),
  ],
);

/** Volunteers who showed interest in a study ("study volunteers"). */
export const studyVolunteers = pgTable(
  "study_volunteers",
  {
    id: idColumn(),
    studyId: integer()
      .notNull()
      .references(() => studies.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text({ enum: ["NEW", "ELIGIBLE", "INELIGIBLE", "PENDING"] })
      .notNull()
      .default("NEW"),
    showInterestDate: tstz().notNull().defaultNow(),
    statusUpdatedAt: tstz(),
    /** The team member who last moved the participant (the status events' "by whom"). */
    statusUpdatedByUserId: integer().references(() => users.id, { onDelete: "set null" }),
    /** Where the volunteer came from: the study link's `src` tag (issue 29); null without one. */
    sourceTag: text(),
    /** The team's first message of any kind to the participant (migration 0045 keeps it): waiting ends. */
    teamMessagedAt: tstz(),
    /** The team's first message (not the ask's note) on or after the interest (migration 0045). */
    firstReplyAt: tstz(),
    /** When the participant was first moved to Eligible or Ineligible (migration 0045). */
    decidedAt: tstz(),
    // What the interested lists show of the volunteer, kept on the row by migration 0054 (issue 27), so
    // that a page reads its rows alone instead of looking up the account, profile, messages and labels
    // of each: copies of the account's name and state, the profile's place, birth date and gender, the
    // unread messages from the volunteer and the row's labels. Written only by those triggers.
    volunteerFirstName: text(),
    volunteerMiddleName: text(),
    volunteerLastName: text(),
    volunteerEnabled: boolean().notNull().default(true),
    /** "City, State" as the lists show it; null without either. */
    volunteerPlace: text(),
    volunteerDateOfBirth: date({ mode: "string" }),
    /** The gender's display text. */
    volunteerGender: text(),
    unreadMessageCount: integer().notNull().default(0),
    /**
     * The messages of the participant's conversation, kept by migration 0060: a conversation's window is
     * placed from it instead of counting the conversation on every read.
     */
    messageCount: integer().notNull().default(0),
    labelIds: integer().array().notNull().default(sql`'{}'::integer[]`),
    /**
     * The row's labels as the lists answer them, `{[id]: {id, name, style}}`, kept from `labelIds` and the
     * labels' names by migration 0056: a labelled row's page no longer looks its labels up.
     */
    labelSummaries: json().notNull().default(sql`'{}'::json`),
    /**
     * The row as the interested lists answer it but its waiting days (InterestedParticipantSummary's JSON
     * text), written from the columns above by migration 0069's trigger on every insert and every change
     * of them: a page joins ten texts instead of writing ~150 JSON values (issue 27). Never written by the app;
     * the default only types inserts, which the trigger fills in.
     */
    rowJson: text().notNull().default(sql`'{}'`),
  },
  (t) => [
    uniqueIndex("study_volunteers_study_user_unique").on(t.studyId, t.userId),
    index("study_volunteers_list_idx").on(t.studyId, t.status, t.showInterestDate, t.id),
    index("study_volunteers_study_date_idx").on(t.studyId, t.showInterestDate, t.id),
    index("study_volunteers_user_id_idx").on(t.userId),
  ],
);

/** Coloured labels of a study; style is 'label-color-1' to 'label-color-10'. */
export const labels = pgTable(
  "labels",
  {
    id: idColumn(),
    studyId: integer()
      .notNull()
      .references(() => studies.id, { onDelete: "cascade" }),
    name: text().notNull(),
    style: text().notNull(),
    /** Interested participants of enabled accounts carrying the label (migration 0021 keeps it). */
    participantCount: integer().notNull().default(0),
  },
  (t) => [
    index("labels_study_id_idx").on(t.studyId),
    // A study's label names are unique, case aside (two 'Call back' labels could not be told apart).
    uniqueIndex("labels_study_name_unique").on(t.studyId, sql`lower(${t.name})`),
  ],
);

export const studyVolunteerLabels = pgTable(
  "study_volunteer_labels",
  {
    studyVolunteerId: integer()
      .notNull()
      .references(() => studyVolunteers.id, { onDelete: "cascade" }),
    labelId: integer()
      .notNull()
      .references(() => labels.id, { onDelete: "cascade" }),
    /**
     * The participant's date of interest, copied by a trigger on every insert and kept equal (migrations
     * 0036, 0066), so that a label's list is read in its order from the label's index like a status list;
     * the default is never what is stored.
     */
    showInterestDate: tstz().notNull().defaultNow(),
    /**
     * Whether the participant's account is enabled, copied and kept equal with the date by the same
     * triggers (migration 0066), so that a label's list takes its page's ten rows from the label's index
     * alone and looks up exactly those participants.
     */
    volunteerEnabled: boolean().notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.studyVolunteerId, t.labelId] }),
    index("study_volunteer_labels_list_idx").on(t.labelId, t.showInterestDate, t.studyVolunteerId),
    index("study_volunteer_labels_enabled_list_idx")
      .on(t.labelId, t.showInterestDate, t.studyVolunteerId)
      .where(sql`${t.volunteerEnabled}`),
  ],
);

/**
 * Every status change of a participant in a study's matched or interested list (issue 29), append-only:
 * written by statement-level triggers on both lists (migration 0043), so that no path of the app (the
 * matcher, asks, dismissals, interest, moves, bulk moves) changes a status without one. No foreign keys,
 * as matched_participants (decision 008): the parents' delete triggers remove a study's or a user's.
 */
export const participantStatusEvents = pgTable(
  "participant_status_events",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    studyId: integer().notNull(),
    userId: integer().notNull(),
    list: text({ enum: ["MATCHED", "INTERESTED"] }).notNull(),
    /** Null when the participant entered the list. */
    fromStatus: text(),
    /** Null when the participant left it (no longer matched, or matched and then interested). */
    toStatus: text(),
    at: tstz().notNull(),
    /** Who acted: the team member, the volunteer for their own interest, null for the matcher. */
    byUserId: integer(),
  },
  (t) => [
    index("participant_status_events_study_idx").on(t.studyId, t.list, t.userId, t.at),
    index("participant_status_events_user_idx").on(t.userId),
  ],
);

/**
 * A study's insights kept as running tallies of its interested participants of enabled accounts
 * (migration 0045, docs/decisions/022), so that the Insights page reads a few hundred rows instead of
 * every participant: by week of interest, by source tag and status, by days to the first reply and to
 * the decision (tenths of a day), and the New participants not yet written to by day of interest.
 */
export const studyInsightTallies = pgTable(
  "study_insight_tallies",
  {
    studyId: integer()
      .notNull()
      .references(() => studies.id, { onDelete: "cascade" }),
    dimension: text({
      enum: ["WEEK", "SOURCE_STATUS", "REPLY_TENTHS", "DECISION_TENTHS", "UNANSWERED_DAY"],
    }).notNull(),
    key: text().notNull(),
    n: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.studyId, t.dimension, t.key] })],
);
