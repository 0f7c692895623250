import { sql } from "drizzle-orm";
import type {
  StudyNotification,
  StudyNotificationSettings,
} from "../../../core/contracts/study-notifications";
import type { DbOrTx } from "../../db/connect";
import { sqlRows } from "../../db/sql-rows";
import { contentVersion } from "../study-setup/content-version";
import { listNotificationSettings } from "./list-notification-settings";

const NOTIFICATION_COLUMNS = sql`n.id, n.study_id as "studyId", n.frequency, n.recipient_emails as "recipientEmails",
  json_build_object('id', d.id, 'name', d.name, 'displayText', d.display_text, 'frequencies', d.frequencies)
    as "notificationSetting",
  coalesce((select json_agg(r.user_id order by r.user_id) from study_notification_recipients r
    join study_team_members m on m.user_id = r.user_id and m.study_id = n.study_id
    where r.study_notification_id = n.id), '[]') as "recipientStudyTeamMembers"`;

/** A choice's version: of what its form shows and a save replaces (the frequency and the receivers). */
export function studyNotificationVersion(
  choice: Pick<StudyNotification, "frequency" | "recipientEmails" | "recipientStudyTeamMembers">,
): string {
  const { frequency, recipientEmails, recipientStudyTeamMembers } = choice;
  return contentVersion({ frequency, recipientEmails, recipientStudyTeamMembers });
}

function toStudyNotification(row: Record<string, unknown>): StudyNotification {
  const choice = {
    frequency: String(row.frequency),
    recipientEmails: (row.recipientEmails as string[] | null) ?? [],
    recipientStudyTeamMembers: row.recipientStudyTeamMembers as number[],
  };
  return {
    id: Number(row.id),
    studyId: Number(row.studyId),
    notificationSetting: row.notificationSetting as StudyNotification["notificationSetting"],
    frequency: choice.frequency,
    recipientEmails: choice.recipientEmails,
    recipientStudyTeamMembers: choice.recipientStudyTeamMembers,
    version: studyNotificationVersion(choice),
  };
}

/**
 * One of the study's notification choices, or undefined when it has none of that id; receivers who left
 * the team are not listed. `lock` holds its row for the caller's transaction (a save's version check).
 */
export async function findStudyNotification(
  db: DbOrTx,
  options: { id: number; studyId?: number; lock?: boolean },
): Promise<StudyNotification | undefined> {
  const [row] = sqlRows(
    await db.execute(sql`select ${NOTIFICATION_COLUMNS} from study_notifications n
      join notification_settings d on d.id = n.notification_setting_id where n.id = ${options.id}
      ${options.studyId === undefined ? sql`` : sql`and n.study_id = ${options.studyId}`}
      ${options.lock ? sql`for update of n` : sql``}`),
  );
  return row ? toStudyNotification(row) : undefined;
}

/** One of the study's notification choices, which must exist. */
export async function readStudyNotification(db: DbOrTx, id: number): Promise<StudyNotification> {
  const found = await findStudyNotification(db, { id });
  if (!found) throw new Error(`study notification ${id} vanished`);
  return found;
}

/** The visible notification settings and the study's choices for them. */
export async function readStudyNotifications(options: {
  db: DbOrTx;
  studyId: number;
}): Promise<StudyNotificationSettings> {
  const settings = (await listNotificationSettings(options.db)).filter((setting) => setting.visible);
  const notifications = sqlRows(
    await options.db.execute(sql`select ${NOTIFICATION_COLUMNS} from study_notifications n
      join notification_settings d on d.id = n.notification_setting_id
      where n.study_id = ${options.studyId} order by d.id`),
  );
  return {
    settings: settings.map(({ id, name, displayText, frequencies }) => ({
      id,
      name,
      displayText,
      frequencies,
    })),
    notifications: notifications.map(toStudyNotification),
  };
}
