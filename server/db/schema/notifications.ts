import { sql } from "drizzle-orm";
import { integer, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { idColumn, tstz } from "./columns";
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
