import { sql } from "drizzle-orm";
import {
  boolean,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { idColumn, tstz } from "./columns";
import { studyVolunteers } from "./participants";
import { studies } from "./studies";
import { users } from "./users";

const bytea = customType<{ data: Uint8Array }>({ dataType: () => "bytea" });

/** File contents, apart from their metadata so that lists never read the bytes. */
export const storedFiles = pgTable("stored_files", {
  id: idColumn(),
  contentType: text().notNull(),
  sizeBytes: integer().notNull(),
  data: bytea().notNull(),
  createdAt: tstz().notNull().defaultNow(),
});

export const attachments = pgTable(
  "attachments",
  {
    id: idColumn(),
    studyId: integer()
      .notNull()
      .references(() => studies.id, { onDelete: "cascade" }),
    title: text().notNull(),
    filename: text().notNull(),
    fileId: integer()
      .notNull()
      .references(() => storedFiles.id),
    creatorUserId: integer().references(() => users.id, { onDelete: "set null" }),
    creationDate: tstz().notNull().defaultNow(),
    /** Deleted attachments stay for messages already sent but can no longer be downloaded. */
    deletedAt: tstz(),
  },
  (t) => [index("attachments_study_id_idx").on(t.studyId, t.title)],
);

export const messageTemplates = pgTable(
  "message_templates",
  {
    id: idColumn(),
    studyId: integer()
      .notNull()
      .references(() => studies.id, { onDelete: "cascade" }),
    type: text({ enum: ["ASK_IF_INTERESTED", "MESSAGE"] }).notNull(),
    name: text().notNull(),
    text: text().notNull(),
    creatorUserId: integer().references(() => users.id, { onDelete: "set null" }),
    createdDate: tstz().notNull().defaultNow(),
  },
  (t) => [uniqueIndex("message_templates_study_name_unique").on(t.studyId, sql`lower(${t.name})`)],
);

export const messageTemplateAttachments = pgTable(
  "message_template_attachments",
  {
    templateId: integer()
      .notNull()
      .references(() => messageTemplates.id, { onDelete: "cascade" }),
    attachmentId: integer()
      .notNull()
      .references(() => attachments.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.templateId, t.attachmentId] })],
);

/** Messages between a study team and one interested volunteer; the ask note of a match is one too. */
export const messages = pgTable(
  "messages",
  {
    id: idColumn(),
    studyId: integer()
      .notNull()
      .references(() => studies.id, { onDelete: "cascade" }),
    /** Null for the ask-if-interested note, sent before the volunteer has shown interest. */
    studyVolunteerId: integer().references(() => studyVolunteers.id, { onDelete: "cascade" }),
    volunteerUserId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    fromUserId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    body: text().notNull(),
    sentDate: tstz().notNull().defaultNow(),
    /** True when the study team sent it to the volunteer. */
    recipientVolunteer: boolean().notNull(),
    kind: text({ enum: ["MESSAGE", "ASK_IF_INTERESTED"] })
      .notNull()
      .default("MESSAGE"),
    status: text({ enum: ["READ", "UNREAD"] })
      .notNull()
      .default("UNREAD"),
    /**
     * Whether the message has attachments: written by its sender with the message, and set by migration
     * 0062's trigger for any attachment row written without it, so that a conversation looks up the
     * attachments of those messages only (issue 27).
     */
    hasAttachments: boolean().notNull().default(false),
    /**
     * The message's own fields as a conversation reads them, as JSON (not its sender's names or its
     * attachments, which change without it): written by migration 0071's trigger from the row's columns,
     * so that a conversation's window joins ten texts instead of writing each value (issue 27).
     */
    rowJson: text().notNull().default(sql`'{}'`),
    /** Set for bulk messages sent to a whole list or label. */
    labelId: integer(),
    participantStatus: text(),
  },
  (t) => [
    index("messages_conversation_idx").on(t.studyVolunteerId, t.sentDate, t.id),
    index("messages_volunteer_idx").on(t.volunteerUserId, t.sentDate),
    // The team notifications count a study's new messages from participants by date.
    index("messages_inbound_study_date_idx")
      .on(t.studyId, t.sentDate)
      .where(sql`not ${t.recipientVolunteer}`),
    // Unread messages from participants: counted per row of the lists, and the first one found in a
    // conversation (where its window opens) without walking the conversation's read messages.
    index("messages_unread_inbound_idx")
      .on(t.studyId, t.studyVolunteerId, t.sentDate, t.id)
      .where(sql`${t.status} = 'UNREAD' and not ${t.recipientVolunteer}`),
  ],
);

export const messageAttachments = pgTable(
  "message_attachments",
  {
    messageId: integer()
      .notNull()
      .references(() => messages.id, { onDelete: "cascade" }),
    attachmentId: integer()
      .notNull()
      .references(() => attachments.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.attachmentId] })],
);

/** Outgoing mail: written in the same transaction as the change that causes it, sent by a job. */
export const outboxMails = pgTable(
  "outbox_mails",
  {
    id: idColumn(),
    toAddress: text().notNull(),
    subject: text().notNull(),
    textBody: text().notNull(),
    htmlBody: text(),
    createdAt: tstz().notNull().defaultNow(),
    sentAt: tstz(),
    attempts: integer().notNull().default(0),
    lastError: text(),
    /** An instance is sending it until then; a dead instance's claim runs out and another sends it. */
    claimedUntil: tstz(),
  },
  (t) => [index("outbox_mails_unsent_idx").on(t.createdAt).where(sql`${t.sentAt} is null`)],
);

/**
 * One row per conversation in which the volunteer wrote: when they last wrote and how many of their
 * messages are unread. Kept by statement-level triggers on messages (migration 0024), so that the inbox
 * reads a page of conversations instead of aggregating every message of the study. Its index, in the
 * inbox's order with unread_count included (which drizzle cannot declare), is created by that migration.
 */
export const conversationSummaries = pgTable("conversation_summaries", {
  studyVolunteerId: integer()
    .primaryKey()
    .references(() => studyVolunteers.id, { onDelete: "cascade" }),
  studyId: integer()
    .notNull()
    .references(() => studies.id, { onDelete: "cascade" }),
  lastReceivedDate: tstz().notNull(),
  unreadCount: integer().notNull().default(0),
  /** Whether the volunteer's account is enabled: the team sees conversations of enabled accounts only. */
  visible: boolean().notNull().default(true),
  /**
   * The conversation as the inbox answers it, as JSON, the volunteer's names from the participant's row:
   * written by migration 0073's triggers, so that a page joins ten texts instead of writing each value
   * (issue 27).
   */
  rowJson: text().notNull().default(sql`'{}'`),
});
