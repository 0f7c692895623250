import { sql } from "drizzle-orm";
import { index, integer, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { idColumn, tstz } from "./columns";
import { messages } from "./messaging";
import { notificationSettings } from "./reference";
import { studies } from "./studies";
import { users } from "./users";

/** A study's choice for one notification setting: who receives it and how often. */
export const studyNotifications = pgTable(
  "study_notifications",
  {
    id: idColumn(),
    studyId: integer()
      .notNull()
      .references(() => studies.id, { onDelete: "cascade" }),
    notificationSettingId: integer()
      .notNull()
      .references(() => notificationSettings.id),
    frequency: text().notNull(),
    recipientEmails: text().array().notNull().default(sql`'{}'::text[]`),
    lastSentAt: tstz(),
  },
  (t) => [uniqueIndex("study_notifications_unique").on(t.studyId, t.notificationSettingId)],
);

export const studyNotificationRecipients = pgTable(
  "study_notification_recipients",
  {
    studyNotificationId: integer()
      .notNull()
      .references(() => studyNotifications.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.studyNotificationId, t.userId] })],
);

/**
 * A message or ask waiting for a volunteer's digest e-mail (daily, weekly, ...); removed once the digest
 * that mentions it is queued. Messages for volunteers who want them at once never wait here.
 */
export const volunteerNotifications = pgTable(
  "volunteer_notifications",
  {
    messageId: integer()
      .primaryKey()
      .references(() => messages.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: tstz().notNull().defaultNow(),
  },
  (t) => [index("volunteer_notifications_user_idx").on(t.userId, t.createdAt)],
);
